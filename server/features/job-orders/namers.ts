/**
 * A skill's namers: the active candidates not listing it whose search documents hold its
 * words. Few for most skills (listers' documents hold their skills; others rarely name
 * them), and what decides which contenders a résumé could lift (contenders.ts). Finding
 * them reads every document holding the words, listers' too: over 100,000 rows and seconds
 * for a common skill at 1,000,000 candidates. So they are kept in memory per database
 * handle, under the pool version they are exact at (candidate_pool_version), and kept
 * across writes: on a newer version, only the candidates written since (the change log of
 * migration 0034) are tested again, for every kept skill at once, and added or taken away.
 * Many changes since (an import, over CORRECT_AT_MOST) or a log pruned past the kept
 * version, and everything kept is dropped and read again when asked for.
 *
 * A skill named by more than NAMERS_KEPT is kept as null: a word most résumés hold is asked
 * of the index each time (contenders.ts), whoever names it later.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { textArrayParam } from "../skills/related-skills.ts";
import { wordsOf } from "./resume-evidence.ts";
import { skillsLower } from "./skills-sql.ts";

const NAMERS_KEPT = 50_000;

/**
 * Changed candidates up to this many are tested again (~20 µs each and a few per kept
 * skill); more, and reading afresh what is asked for costs less.
 */
const CORRECT_AT_MOST = 5_000;

/** The skills kept at most, the least recently asked for going first… */
const MAX_SKILLS = 200;
/** …and while their ids add up to more than this (some 40 MB). */
const MAX_IDS = 500_000;

type Namers = ReadonlySet<string> | null;

interface Kept {
  /** The pool version every kept set is exact at (-1: nothing read yet). */
  version: number;
  skills: Map<string, Namers>;
  /** A correction in progress, joined by requests that come meanwhile. */
  advancing: Promise<void> | null;
}

type Rows = Array<Record<string, unknown>>;
const rowsOf = (result: unknown) => (result as { rows: Rows }).rows;

const keptByDb = new WeakMap<Db, Kept>();

function keptFor(db: Db): Kept {
  let kept = keptByDb.get(db);
  if (!kept) {
    kept = { version: -1, skills: new Map(), advancing: null };
    keptByDb.set(db, kept);
  }
  return kept;
}

/** Whether a candidate's row names `skill` (as namersOf reads it), as SQL over `candidates`. */
const names = (skill: string) =>
  sql`(search_vector @@ ${wordsOf(skill)} AND is_active = 'active'
    AND NOT (${skillsLower} @> ${textArrayParam([skill])}))`;

/**
 * Brings what is kept to the pool's current version: the version row, and in the same
 * statement (one snapshot) the ids written after the kept version when the log holds them
 * all; then those rows, tested again for every kept skill. A row written after that
 * statement is tested in its newer state, and again at the next version: exact by then.
 */
async function advance(db: Db, kept: Kept): Promise<void> {
  const from = kept.version;
  const [state] = rowsOf(
    await db.execute(sql`
      SELECT version::float8 AS version,
        CASE WHEN ${from}::bigint >= changes_logged_after AND ${kept.skills.size} > 0 THEN ARRAY(
          SELECT DISTINCT candidate_id::text FROM candidate_change_log
          WHERE version > ${from}::bigint LIMIT ${CORRECT_AT_MOST + 1}
        ) END AS changed
      FROM candidate_pool_version`),
  );
  // Without the row (an unmigrated database) nothing is kept.
  const version = state ? Number(state.version) : -1;
  if (version === from) return;
  const changed = (state?.changed as string[] | null | undefined) ?? null;
  if (!changed || changed.length > CORRECT_AT_MOST || version < from || version < 0) {
    kept.skills.clear();
    kept.version = version;
    return;
  }
  const skills = [...kept.skills].filter(([, ids]) => ids !== null).map(([skill]) => skill);
  if (changed.length > 0 && skills.length > 0) {
    const rows = rowsOf(
      await db.execute(sql`
        SELECT id::text AS id, ARRAY[${sql.join(skills.map(names), sql`, `)}] AS named
        FROM candidates WHERE id = ANY(${`{${changed.join(",")}}`}::uuid[])`),
    );
    // The changed candidates naming each skill now (a deleted one is in no row).
    const now = skills.map(() => new Set<string>());
    for (const row of rows) {
      (row.named as boolean[]).forEach((named, i) => {
        if (named) now[i]!.add(String(row.id));
      });
    }
    skills.forEach((skill, i) => {
      const ids = kept.skills.get(skill);
      if (!ids) return;
      const naming = now[i]!;
      const moved = changed.some((id) => ids.has(id) !== naming.has(id));
      if (!moved) return;
      // A new set: a caller may still hold the old one.
      const next = new Set(ids);
      for (const id of changed) {
        if (naming.has(id)) next.add(id);
        else next.delete(id);
      }
      kept.skills.set(skill, next.size > NAMERS_KEPT ? null : next);
    });
  }
  kept.version = version;
}

/**
 * The pool's current version and the kept namers of each skill at it (undefined for a skill
 * not kept), corrected first from the candidates written since they were read.
 */
export async function keptNamers(
  db: Db,
  skills: string[],
): Promise<{ version: number; namers: Array<Namers | undefined> }> {
  const kept = keptFor(db);
  while (kept.advancing) await kept.advancing;
  kept.advancing = advance(db, kept).finally(() => {
    kept.advancing = null;
  });
  await kept.advancing;
  const namers = skills.map((skill) => {
    const ids = kept.skills.get(skill);
    if (ids === undefined) return undefined;
    // Map order is insertion order: re-inserting keeps the most used last.
    kept.skills.delete(skill);
    kept.skills.set(skill, ids);
    return ids;
  });
  return { version: kept.version, namers };
}

/**
 * The namers of `skill`, read afresh, and kept at `version` (which keptNamers answered)
 * unless what is kept has moved on since: the read started after `version` was read, so
 * it is at least that new, and anything newer in it is tested again at the next version.
 */
export async function namersOf(db: Db, skill: string, version: number): Promise<Namers> {
  const rows = rowsOf(
    await db.execute(sql`
      SELECT id::text AS id FROM candidates WHERE ${names(skill)}
      LIMIT ${NAMERS_KEPT + 1}`),
  );
  const ids = rows.length > NAMERS_KEPT ? null : new Set(rows.map((r) => String(r.id)));
  const kept = keptFor(db);
  if (kept.version === version && !kept.advancing && version >= 0) keep(kept, skill, ids);
  return ids;
}

function keep(kept: Kept, skill: string, ids: Namers): void {
  kept.skills.delete(skill);
  kept.skills.set(skill, ids);
  let size = 0;
  for (const value of kept.skills.values()) size += value?.size ?? 1;
  for (const [oldest, value] of kept.skills) {
    if (kept.skills.size <= MAX_SKILLS && size <= MAX_IDS) break;
    if (oldest === skill) break;
    kept.skills.delete(oldest);
    size -= value?.size ?? 1;
  }
}
