/**
 * What a wanted skill the candidate does not list may still earn: part of that skill's
 * points for a related skill they list (learned from the pool, skills/related-skills.ts), or
 * for a sentence of their résumé that names it (resume-evidence.ts). Always fewer points
 * than listing the skill:
 *
 * | a wanted skill of a list of n worth w points | points                        |
 * |---------------------------------------------|-------------------------------|
 * | listed                                      | its share of w (matching.ts)  |
 * | named in the résumé                         | ⌊w ÷ 2n⌋: half a listed skill |
 * | a related skill listed                      | ⌊w × score ÷ 2n⌋ (score 0–1)  |
 *
 * One credit per skill, the résumé's when both apply (never fewer points: score ≤ 1). A
 * list's points with these credits never pass w: each unlisted skill earns at most half its
 * share, which more than covers the half point its listed neighbours' rounding may add, so
 * the score's bound of the walk by assessment (matching.ts, scoreBound) holds as it was.
 *
 * SQL gives each candidate the related credits (one array operator per group of related
 * skills on the stored lower-cased skills, like the listed ones) and the most the résumé
 * could add (`potential`); the résumé itself is read only for the few candidates that
 * potential could carry into the answer (resume-evidence.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { skillKey } from "../../lib/skill-mentions.ts";
import { relatedSkillsFor } from "../skills/related-skills-table.ts";

/** A related skill's credit: its points, best first. */
export interface RelatedCredit {
  related: string;
  score: number;
  points: number;
}

export interface WantedSkill {
  /** Lower-cased, as candidates.skills_lower holds it. */
  skill: string;
  list: "must" | "others";
  /** What a résumé naming it earns (0: nothing, e.g. a skill no word of text can name). */
  resumePoints: number;
  /** Its related skills that earn anything, most points first. */
  related: RelatedCredit[];
}

/** The wanted skills of one job order's lists, in their order (must-haves first). */
export type Wanted = WantedSkill[];

/** Related credit and résumé evidence are worth half a listed skill at most. */
const PARTIAL_SHARE = 2;

interface Lists {
  must: string[];
  others: string[];
  mustWeight: number;
  othersWeight: number;
}

/** Each wanted skill with its partial credits (the related skills as the pool has learned them). */
export async function wantedSkills(db: Db, lists: Lists): Promise<Wanted> {
  const related = await relatedSkillsFor(db, [...lists.must, ...lists.others]);
  const of = (skills: string[], weight: number, list: WantedSkill["list"]): Wanted =>
    skills.map((skill) => {
      const n = skills.length;
      const credits = (related.get(skill) ?? [])
        .map((r) => ({ ...r, points: Math.floor((weight * r.score) / (PARTIAL_SHARE * n)) }))
        .filter((r) => r.points > 0)
        .sort((a, b) => b.points - a.points || b.score - a.score);
      return {
        skill,
        list,
        resumePoints: skillKey(skill) ? Math.floor(weight / (PARTIAL_SHARE * n)) : 0,
        related: credits,
      };
    });
  return [
    ...of(lists.must, lists.mustWeight, "must"),
    ...of(lists.others, lists.othersWeight, "others"),
  ];
}

/** Every related skill of the wanted ones (lower-cased): they widen who is considered. */
export const relatedOfAll = (wanted: Wanted): string[] => [
  ...new Set(wanted.flatMap((w) => w.related.map((r) => r.related))),
];

const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * An array test on a candidate's lower-cased skills: `@>` (lists all of `values`) or `&&`
 * (lists one of them), as a boolean SQL expression. Scoring (ranking.ts) answers each
 * distinct test once per row and passes a column naming it; elsewhere it is the operator.
 */
export type SkillTest = (op: "@>" | "&&", values: readonly string[]) => SQL;

/** The tests as array operators over `skills` (the stored lower-cased skills). */
export const skillTests =
  (skills: SQL): SkillTest =>
  (op, values) =>
    op === "@>" ? sql`${skills} @> ${textArray(values)}` : sql`${skills} && ${textArray(values)}`;

/**
 * One CASE per wanted skill over the candidate's skills (`test`): `listed` when the
 * candidate lists it, else `credited(points)` for the best related skill they list (groups
 * of equal points, most first), else `none`. The sums and the states below are all written
 * this way, so the words (match-reasons.ts) name exactly what SQL counted.
 */
function caseOf(
  test: SkillTest,
  w: WantedSkill,
  listed: number,
  credited: (points: number) => number,
  none: number,
): SQL {
  const groups = new Map<number, string[]>();
  for (const r of w.related) groups.set(r.points, [...(groups.get(r.points) ?? []), r.related]);
  const int = (n: number) => sql.raw(String(n));
  const branches = [...groups].map(
    ([points, names]) => sql`WHEN ${test("&&", names)} THEN ${int(credited(points))}`,
  );
  // Most candidates list none of the related skills: one test says so before the groups'.
  const anyRelated =
    groups.size > 1
      ? sql`WHEN NOT (${test(
          "&&",
          w.related.map((r) => r.related),
        )}) THEN ${int(none)}`
      : sql``;
  return sql`CASE WHEN ${test("@>", [w.skill])} THEN ${int(listed)} ${anyRelated} ${sql.join(branches, sql` `)} ELSE ${int(none)} END`;
}

/** SQL expressions over the candidate's skills (`test`) for these wanted skills. */
export function partialColumns(test: SkillTest, wanted: Wanted) {
  const sum = (parts: SQL[]) => (parts.length === 0 ? sql`0` : sql`(${sql.join(parts, sql` + `)})`);
  return {
    /** Points of the related skills listed, for the wanted skills not listed. */
    relatedPoints: sum(
      wanted.filter((w) => w.related.length > 0).map((w) => caseOf(test, w, 0, (p) => p, 0)),
    ),
    /**
     * The most résumé evidence could add: for each wanted skill not listed, its résumé
     * points above the related credit it has.
     */
    potential: sum(
      wanted
        .filter((w) => w.resumePoints > 0)
        .map((w) => caseOf(test, w, 0, (p) => w.resumePoints - p, w.resumePoints)),
    ),
    /** Each wanted skill's state: -1 listed, else its related credit (for the words). */
    states:
      wanted.length === 0
        ? sql`'{}'::int[]`
        : sql`ARRAY[${sql.join(
            wanted.map((w) => caseOf(test, w, -1, (p) => p, 0)),
            sql`, `,
          )}]::int[]`,
  };
}
