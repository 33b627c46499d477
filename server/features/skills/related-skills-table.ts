/**
 * The learned related skills as stored: replacing the `related_skills` table with a run's
 * result, and reading it for the admin endpoint and for matching. Kept apart from the
 * learning (related-skills.ts) so readers do not carry the pool-counting queries.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import type { RelatedSkill } from "#common/skills.ts";
import type { Db } from "../../db/client.ts";
import { appSettings, relatedSkills } from "../../db/schema.ts";
import { type LearnedPair, textArrayParam } from "./related-skills.ts";

/** Rows of the table written per INSERT. */
const INSERT_BATCH = 1_000;

/** What the table was learned from: the pool's version then (candidate_pool_version). */
export interface LearnedFrom {
  poolVersion: number;
  learnedAt: string;
}

const LEARNED_FROM_KEY = "related-skills";

/**
 * Replaces the stored related skills with `learned` and notes what they were learned from,
 * in one transaction: a reader sees the old table or the new one, never a mix.
 */
export async function storeRelatedSkills(
  db: Db,
  learned: LearnedPair[],
  from: LearnedFrom,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Two runs at once (replicas) take turns: the second deletes what the first wrote.
    // Readers are not blocked: this mode conflicts only with writers.
    await tx.execute(sql`LOCK TABLE related_skills IN SHARE ROW EXCLUSIVE MODE`);
    await tx.delete(relatedSkills);
    for (let i = 0; i < learned.length; i += INSERT_BATCH) {
      await tx.insert(relatedSkills).values(learned.slice(i, i + INSERT_BATCH));
    }
    await tx
      .insert(appSettings)
      .values({ key: LEARNED_FROM_KEY, value: from })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: from, updatedAt: new Date() } });
  });
}

/** What the stored table was learned from; null before the first time. */
export async function learnedFrom(db: Db): Promise<LearnedFrom | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, LEARNED_FROM_KEY));
  return (row?.value as LearnedFrom | undefined) ?? null;
}

/** GET /api/admin/skills/related: best first; none for a skill the pool has not learned. */
export async function relatedSkillsOf(db: Db, skill: string): Promise<RelatedSkill[]> {
  return db
    .select({
      skill: relatedSkills.relatedName,
      score: relatedSkills.score,
      support: relatedSkills.support,
    })
    .from(relatedSkills)
    .where(eq(relatedSkills.skill, skill.trim().toLowerCase()))
    .orderBy(
      desc(relatedSkills.score),
      desc(relatedSkills.support),
      asc(relatedSkills.relatedName),
    );
}

/** One related skill of a wanted skill, for matching. */
export interface Related {
  /** Lower-cased, as candidates.skills_lower holds it. */
  related: string;
  score: number;
}

/** The related skills of each of `skills` (lower-cased), best first. */
export async function relatedSkillsFor(
  db: Db,
  skills: readonly string[],
): Promise<Map<string, Related[]>> {
  const map = new Map<string, Related[]>();
  if (skills.length === 0) return map;
  const rows = await db
    .select({
      skill: relatedSkills.skill,
      related: relatedSkills.related,
      score: relatedSkills.score,
    })
    .from(relatedSkills)
    .where(sql`${relatedSkills.skill} = ANY(${textArrayParam(skills)})`)
    .orderBy(desc(relatedSkills.score), desc(relatedSkills.support), asc(relatedSkills.related));
  for (const r of rows) {
    const list = map.get(r.skill) ?? [];
    list.push({ related: r.related, score: r.score });
    map.set(r.skill, list);
  }
  return map;
}
