/**
 * Résumé evidence: a wanted skill a candidate does not list, named in a sentence of their
 * résumé text (candidates.resume_text), earns part of its points (partial-credit.ts) and a
 * reason quoting that sentence.
 *
 * Reading a résumé costs: its search document is a résumé's worth, stored out of line and
 * compressed. So the résumé is read only where it can change the answer: for the
 * candidates whose `potential` could carry them into it (matching.ts), first through the
 * search document (`search_vector`, the pool's text search: PostgreSQL tells which of the
 * skills' words it holds), and only for those, the text itself, where the sentence is found
 * with the same tokenizer as every other skill mention (lib/skill-mentions.ts). The search
 * document also holds the title, skills and summary: the sentence decides.
 *
 * A candidate who lists none of the wanted skills nor a related one is found only through
 * the résumé (onlyByResume): the search document's GIN index answers who names a
 * skill's words, and those listing a wanted or related skill are left to the skill reads.
 */
import { type SQL, sql } from "drizzle-orm";
import { JOB_ORDER_LIMITS } from "#common/job-order-values.ts";
import type { Db } from "../../db/client.ts";
import { RESUME_TEXT_READ, sentenceNaming } from "../../lib/skill-mentions.ts";
import { textArrayParam } from "../skills/related-skills.ts";
import type { Wanted } from "./partial-credit.ts";

/** The reason's words: the skill as the job order spells it and the sentence, quoted. */
export const resumeEvidenceText = (skill: string, sentence: string) =>
  `Résumé mentions ${skill}: “${sentence}”`;

/** What the sentence may take of the reason's characters (JOB_ORDER_LIMITS). */
const quoteRoom = (skill: string) =>
  Math.max(40, JOB_ORDER_LIMITS.resumeEvidenceText - resumeEvidenceText(skill, "").length);

type Rows = Array<Record<string, unknown>>;
const rowsOf = (result: unknown) => (result as { rows: Rows }).rows;

/** The search query of a skill's words (all of them, anywhere in the document). */
export const wordsOf = (skill: string): SQL => sql`plainto_tsquery('simple', ${skill})`;

const anyOf = (skills: string[]): SQL =>
  sql`(${sql.join(
    skills.map((s) => wordsOf(s)),
    sql` || `,
  )})`;

/**
 * Which wanted skills earning résumé points a candidate lacks, and whether a search
 * document holds the words of one of them. `lacking`: a text of one flag per earning skill
 * ('1' not listed, '0' listed), over the lower-cased skills: a job order may want up to a
 * hundred skills, more than an integer's bits. `oneByOne`: tests a document in hand. `throughTheIndex`:
 * asks the search index for each skill's words once (a hashed list of the documents
 * holding them, listers included) and tests a candidate's id against the lists of the
 * skills its `lacking` flags name, without reading its row. Null when no wanted skill earns
 * résumé points.
 */
export function resumeWords(wanted: Wanted) {
  const earning = earningSkills(wanted);
  if (earning.length === 0) return null;
  const lacks = (skills: SQL, s: string) => sql`NOT (${skills} @> ${textArrayParam([s])})`;
  const any = (parts: SQL[]) => sql`(${sql.join(parts, sql` OR `)})`;
  const flag = (i: number) => sql.raw(String(i + 1));
  return {
    lacking: (skills: SQL) =>
      sql`(${sql.join(
        earning.map((s) => sql`(CASE WHEN ${lacks(skills, s)} THEN '1' ELSE '0' END)`),
        sql` || `,
      )})`,
    oneByOne: (skills: SQL, words: SQL) =>
      any(earning.map((s) => sql`(${lacks(skills, s)} AND ${words} @@ ${wordsOf(s)})`)),
    throughTheIndex: (id: SQL, lacking: SQL) =>
      any(
        earning.map(
          (s, i) =>
            sql`(substr(${lacking}, ${flag(i)}, 1) = '1' AND ${id} IN (SELECT named.id FROM candidates AS named
              WHERE named.search_vector @@ ${wordsOf(s)} AND named.is_active = 'active'))`,
        ),
      ),
  };
}

/** The wanted skills earning résumé points, in resumeWords' order (its `lacking` flags). */
export const earningSkills = (wanted: Wanted) =>
  wanted.filter((w) => w.resumePoints > 0).map((w) => w.skill);

/** A candidate to read, with the wanted skills (their indexes in `wanted`) to look for. */
export interface ToRead {
  id: string;
  skills: number[];
}

/**
 * The sentence naming each looked-for skill, per candidate id, for those whose résumé names
 * any: Map<id, Map<index in wanted, sentence>>.
 */
export async function resumeEvidence(
  db: Db,
  wanted: Wanted,
  toRead: ToRead[],
): Promise<Map<string, Map<number, string>>> {
  const found = new Map<string, Map<number, string>>();
  const reading = toRead.filter((r) => r.skills.length > 0);
  if (reading.length === 0) return found;
  const indexes = [...new Set(reading.flatMap((r) => r.skills))].sort((a, b) => a - b);
  const skills = indexes.map((i) => wanted[i]!.skill);
  const ids = reading.map((r) => r.id);
  // First the search documents: which hold each skill's words.
  const hits = rowsOf(
    await db.execute(sql`
      SELECT id::text AS id, ARRAY[${sql.join(
        skills.map((s) => sql`search_vector @@ ${wordsOf(s)}`),
        sql`, `,
      )}] AS hits
      FROM candidates
      WHERE id = ANY(${`{${ids.join(",")}}`}::uuid[]) AND search_vector @@ ${anyOf(skills)}`),
  );
  if (hits.length === 0) return found;
  const looked = new Map(reading.map((r) => [r.id, new Set(r.skills)]));
  const candidatesHit = new Map<string, number[]>();
  for (const row of hits) {
    const id = String(row.id);
    const flags = row.hits as boolean[];
    const wantedHere = looked.get(id)!;
    const hit = indexes.filter((index, k) => flags[k] && wantedHere.has(index));
    if (hit.length > 0) candidatesHit.set(id, hit);
  }
  if (candidatesHit.size === 0) return found;
  // Then the résumés of those: the sentence decides.
  const texts = rowsOf(
    await db.execute(sql`
      SELECT id::text AS id, left(resume_text, ${RESUME_TEXT_READ}) AS text
      FROM candidates
      WHERE id = ANY(${`{${[...candidatesHit.keys()].join(",")}}`}::uuid[])
        AND resume_text IS NOT NULL`),
  );
  for (const row of texts) {
    const id = String(row.id);
    const text = String(row.text);
    for (const index of candidatesHit.get(id) ?? []) {
      const sentence = sentenceNaming(text, wanted[index]!.skill, quoteRoom(wanted[index]!.skill));
      if (!sentence) continue;
      const mine = found.get(id) ?? new Map<number, string>();
      mine.set(index, sentence);
      found.set(id, mine);
    }
  }
  return found;
}

/**
 * Active candidates with a résumé sentence naming a wanted skill that earns résumé points,
 * who list none of `listed` (the wanted skills and their related ones): the candidates only
 * the résumé can bring in. The search document's index finds who holds the skill's words. A skill many candidates list makes this
 * read long (its words are in every holder's document), so matching asks only when such a
 * candidate could still enter the answer.
 */
export async function onlyByResume(db: Db, wanted: Wanted, listed: string[]): Promise<string[]> {
  const skills = wanted.filter((w) => w.resumePoints > 0).map((w) => w.skill);
  if (skills.length === 0) return [];
  const rows = rowsOf(
    await db.execute(sql`
      SELECT id::text AS id FROM candidates
      WHERE search_vector @@ ${anyOf(skills)} AND is_active = 'active'
        AND resume_text IS NOT NULL
        AND NOT ("candidates"."skills_lower" && ${textArrayParam(listed)})`),
  );
  // The search document also holds the title and summary: a sentence of the résumé decides.
  const every = wanted.map((_, i) => i).filter((i) => wanted[i]!.resumePoints > 0);
  const found = await resumeEvidence(
    db,
    wanted,
    rows.map((r) => ({ id: String(r.id), skills: every })),
  );
  return [...found.keys()];
}
