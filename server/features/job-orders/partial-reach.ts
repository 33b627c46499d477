/**
 * Who in a level of must-haves can still pass a walk's limit-th best through partial
 * credits alone (ranking.ts, when the walk cannot conclude): at 1,000,000 candidates a
 * brief of three rare must-haves had 200,000 listing one of them, all within the bound
 * through the credits they might have, and reading them all took seconds. The credits
 * that can matter (score-bounds.ts, partialsNeeded) are asked of indexes instead: a
 * related skill listed, through the skills' GIN index (with one of the other must-haves,
 * which someone in a level not listing this one must list); a résumé naming the
 * must-have, through its namers kept in memory (namers.ts: the search documents holding
 * its words, of those not listing it, a superset of the résumés naming it).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { uuids } from "./contenders.ts";
import { keptNamers, namersOf } from "./namers.ts";
import { partialsNeeded, type Scoring } from "./score-bounds.ts";
import { skillsLower, textArray } from "./skills-sql.ts";

/**
 * A condition every candidate listing at most `mostMustHeld` must-haves who can earn more
 * than `need` points from skills and criteria meets; null when it would rule nobody out
 * (or a skill is named by too many to keep its namers).
 */
export async function partialReach(
  db: Db,
  scoring: Scoring,
  mostMustHeld: number,
  need: number,
): Promise<SQL | null> {
  const needed = partialsNeeded(scoring, mostMustHeld, need);
  if (!needed) return null;
  const { must, others } = scoring.lists;
  const otherSkills = scoring.wanted.filter((w) => w.list === "others");
  const named = [
    ...needed.must.filter((n) => n.resume).map((n) => n.skill),
    ...(needed.others ? otherSkills.filter((w) => w.resumePoints > 0).map((w) => w.skill) : []),
  ];
  const parts: SQL[] = [];
  if (named.length > 0) {
    const kept = await keptNamers(db, named);
    const sets = await Promise.all(
      named.map((skill, i) =>
        kept.namers[i] === undefined ? namersOf(db, skill, kept.version) : kept.namers[i],
      ),
    );
    if (sets.some((ids) => !ids)) return null;
    const ids = [...new Set(sets.flatMap((s) => [...s!]))];
    if (ids.length > 0) parts.push(sql`${candidates.id} = ANY(${uuids(ids)})`);
  }
  // Each arm asks the skills' GIN index for both of its arrays at once: someone in a level
  // lists one of the must-haves, and one of the others when not this one.
  const inLevel = (skills: string[]) =>
    mostMustHeld >= 1 && skills.length > 0
      ? sql` AND ${skillsLower} && ${textArray(skills)}`
      : sql``;
  for (const n of needed.must) {
    if (n.related.length === 0) continue;
    const rest = inLevel(must.filter((m) => m !== n.skill));
    parts.push(sql`(${skillsLower} && ${textArray(n.related)}${rest})`);
  }
  if (needed.others) {
    const related = [...new Set(otherSkills.flatMap((w) => w.related.map((r) => r.related)))];
    for (const skills of [others, related].filter((list) => list.length > 0)) {
      parts.push(sql`(${skillsLower} && ${textArray(skills)}${inLevel(must)})`);
    }
  }
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` OR `)})`;
}
