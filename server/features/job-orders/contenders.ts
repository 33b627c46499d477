/**
 * The contenders of a ranking (ranking.ts): candidates outside its best `limit` whom
 * résumé evidence could still lift into it. Which of them a résumé names at all, read the
 * cheapest way for their number, and what the sentences add to those that are read.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { keptNamers, namersOf } from "./namers.ts";
import type { Wanted } from "./partial-credit.ts";
import { earningSkills, resumeEvidence, resumeWords } from "./resume-evidence.ts";
import type { Ranked } from "./score-bounds.ts";
import { skillsLower } from "./skills-sql.ts";

const clamp = (n: number) => Math.max(0, Math.min(100, n));

export const uuids = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** A ranked row with the most its résumé could add (`potential`). */
export type Scored = Ranked & { potential: number };

/** A candidate outside the best `limit` whom résumé evidence could lift into it. */
export interface Contender {
  id: string;
  /** A flag per wanted skill earning résumé points: '1' when they do not list it (resumeWords). */
  lacking: string;
}

/**
 * Contenders up to this many have their search documents read one by one (through the
 * primary key, stripped of positions: ~20 µs each) unless each skill's namers are kept
 * already; more, and the missing namers are read and kept (namersOf), or for a skill too many
 * documents name, its words are looked up in the search index once for all of them.
 * Measured on bench/matching.ts's pool: 2,400 contenders read one by one took 60–190 ms
 * at 20,000 candidates; 12,000 through the index 80–90 ms at 100,000.
 */
const READ_ONE_BY_ONE = 300;

/**
 * The contenders whose search documents hold the words of a wanted skill they do not list:
 * from each skill's namers kept in memory and corrected after writes (namers.ts), read and
 * kept first when there are many contenders; a few are read one by one
 * instead; and a skill too many documents name is asked of the index each time.
 */
export async function namedContenders(
  db: Db,
  wanted: Wanted,
  contenders: Contender[],
): Promise<string[]> {
  const names = resumeWords(wanted);
  if (!names || contenders.length === 0) return [];
  const skills = earningSkills(wanted);
  const kept = await keptNamers(db, skills);
  let namers = kept.namers;
  if (namers.some((n) => n === undefined) && contenders.length > READ_ONE_BY_ONE) {
    namers = await Promise.all(
      skills.map((s, i) =>
        kept.namers[i] === undefined ? namersOf(db, s, kept.version) : kept.namers[i],
      ),
    );
  }
  if (namers.every((n) => n)) {
    return contenders
      .filter((c) => skills.some((_, i) => c.lacking[i] === "1" && namers[i]!.has(c.id)))
      .map((c) => c.id);
  }
  const ids = uuids(contenders.map((c) => c.id));
  const query =
    contenders.length <= READ_ONE_BY_ONE
      ? sql`
        SELECT con.id::text AS id FROM unnest(${ids}) AS con(id)
        CROSS JOIN LATERAL (
          SELECT ${skillsLower} AS skills_lower, strip(search_vector) AS words
          FROM ${candidates} WHERE ${candidates.id} = con.id
        ) AS doc
        WHERE ${names.oneByOne(sql`doc.skills_lower`, sql`doc.words`)}`
      : sql`
        SELECT con.id::text AS id
        FROM unnest(${ids}, ${`{${contenders.map((c) => c.lacking).join(",")}}`}::text[])
          AS con(id, lacking)
        WHERE ${names.throughTheIndex(sql`con.id`, sql`con.lacking`)}`;
  const result = await db.execute(query);
  const { rows } = result as unknown as { rows: Array<{ id: string }> };
  return rows.map((r) => String(r.id));
}

/**
 * Reads the résumés of the rows with potential and adds what a sentence naming a wanted
 * skill earns: its résumé points in place of the related credit it had.
 */
export async function addResumeEvidence(db: Db, wanted: Wanted, rows: Scored[]): Promise<void> {
  const toRead = rows
    .filter((r) => r.potential > 0)
    .map((r) => ({
      id: r.id,
      skills: wanted
        .map((_, i) => i)
        .filter((i) => r.states[i]! >= 0 && wanted[i]!.resumePoints > r.states[i]!),
    }));
  const found = await resumeEvidence(db, wanted, toRead);
  for (const row of rows) {
    const sentences = found.get(row.id);
    if (!sentences) continue;
    for (const [i, sentence] of sentences) {
      const gain = wanted[i]!.resumePoints - row.states[i]!;
      row.evidence.set(i, sentence);
      row.relatedPoints -= row.states[i]!;
      row.resumePoints += wanted[i]!.resumePoints;
      row.raw += gain;
    }
    row.score = clamp(row.raw);
  }
}
