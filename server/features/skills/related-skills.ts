/**
 * Related skills, learned from which skills active candidates list together (nothing but
 * the pool's own data: no model, no network).
 *
 * For a skill W and another skill R, over the active candidates that list any skill:
 *
 *   P(W)      the share of them listing W
 *   P(W | R)  the share of those listing R who also list W, pulled towards P(W) as if
 *             PRIOR_CANDIDATES more candidates with R listed W at the pool's rate, so a
 *             pattern seen on 5 candidates counts for less than one seen on 500
 *   score     (P(W | R) − P(W)) / (1 − P(W)), and 0 when negative
 *
 * The score is 1 when everyone listing R (and plenty of them) also lists W, and 0 when R
 * says nothing about W (W is as common among R's holders as in the pool) or less. Dividing by what
 * was left to explain (1 − P(W)) keeps a popular W from looking related to everything, which
 * plain P(W | R) does; unlike lift or PMI it is bounded by 1 without a further scaling, and
 * it reads the way matching uses it: "a candidate listing R probably knows W". It is not
 * symmetric: Next.js says more about React than React says about Next.js.
 *
 * Both skills must be listed by at least RELATED_SKILL_LIMITS.minCandidates active
 * candidates, and both together by minPairSupport; each skill keeps its best `perSkill`.
 * The pool is read in pages of ids, each a short query, so on the embedded database (one
 * connection for everything) requests keep flowing while the job learns. Storing and
 * reading what was learned: related-skills-table.ts.
 */
import { sql } from "drizzle-orm";
import { RELATED_SKILL_LIMITS } from "#common/skill-values.ts";
import type { Db } from "../../db/client.ts";

/** Weight of the pool's own rate in P(W | R): that many candidates' worth. */
const PRIOR_CANDIDATES = 5;

/** Candidates read per query while learning. */
const PAGE = 20_000;

/** A text[] as one parameter (any number of values, any characters). */
export function textArrayParam(values: readonly string[]) {
  const quoted = values.map((v) => `"${v.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`);
  return sql`${`{${quoted.join(",")}}`}::text[]`;
}

type Rows = Array<Record<string, unknown>>;
const rowsOf = (result: unknown) => (result as { rows: Rows }).rows;

/** The upper id of each page of PAGE candidates (the last page ends at null: no bound). */
async function pageBounds(db: Db): Promise<Array<string | null>> {
  const bounds: Array<string | null> = [];
  let after: string | null = null;
  for (;;) {
    const rows: Rows = rowsOf(
      await db.execute(sql`
        SELECT id::text AS id FROM candidates
        WHERE ${after === null ? sql`true` : sql`id > ${after}::uuid`}
        ORDER BY id OFFSET ${PAGE - 1} LIMIT 1`),
    );
    const bound = rows[0] ? String(rows[0].id) : null;
    bounds.push(bound);
    if (bound === null) return bounds;
    after = bound;
  }
}

/** The active candidates of one page (ids after `after`, up to and including `upTo`). */
function pageOf(after: string | null, upTo: string | null) {
  return sql`c.is_active = 'active'
    AND ${after === null ? sql`true` : sql`c.id > ${after}::uuid`}
    AND ${upTo === null ? sql`true` : sql`c.id <= ${upTo}::uuid`}`;
}

interface PoolCounts {
  /** Active candidates listing at least one skill. */
  candidates: number;
  /** Candidates listing each lower-cased skill. */
  holders: Map<string, number>;
  /** How often each spelling is listed. */
  spellings: Map<string, number>;
}

async function countSkills(db: Db, bounds: Array<string | null>): Promise<PoolCounts> {
  const counts: PoolCounts = { candidates: 0, holders: new Map(), spellings: new Map() };
  let after: string | null = null;
  for (const upTo of bounds) {
    const page = pageOf(after, upTo);
    const [skills, spellings, total] = [
      rowsOf(
        await db.execute(sql`
          SELECT k.skill, count(*)::int AS n
          FROM candidates c
          CROSS JOIN LATERAL (SELECT DISTINCT s AS skill FROM unnest(c.skills_lower) AS s) AS k
          WHERE ${page} GROUP BY k.skill`),
      ),
      rowsOf(
        await db.execute(sql`
          SELECT s AS spelling, count(*)::int AS n
          FROM candidates c CROSS JOIN LATERAL unnest(c.skills) AS s
          WHERE ${page} GROUP BY s`),
      ),
      rowsOf(
        await db.execute(sql`
          SELECT count(*)::int AS n FROM candidates c
          WHERE ${page} AND cardinality(c.skills) > 0`),
      ),
    ];
    for (const r of skills) {
      const skill = String(r.skill);
      counts.holders.set(skill, (counts.holders.get(skill) ?? 0) + Number(r.n));
    }
    for (const r of spellings) {
      const spelling = String(r.spelling);
      counts.spellings.set(spelling, (counts.spellings.get(spelling) ?? 0) + Number(r.n));
    }
    counts.candidates += Number(total[0]?.n ?? 0);
    after = upTo;
  }
  return counts;
}

/** Candidates listing both of each pair of `frequent` skills, keyed "a\u0000b" with a < b. */
async function countPairs(
  db: Db,
  bounds: Array<string | null>,
  frequent: string[],
): Promise<Map<string, number>> {
  const pairs = new Map<string, number>();
  if (frequent.length < 2) return pairs;
  const known = textArrayParam(frequent);
  let after: string | null = null;
  for (const upTo of bounds) {
    const rows = rowsOf(
      await db.execute(sql`
        WITH held AS (
          SELECT c.id, k.skill
          FROM candidates c
          CROSS JOIN LATERAL (SELECT DISTINCT s AS skill FROM unnest(c.skills_lower) AS s) AS k
          WHERE ${pageOf(after, upTo)} AND k.skill = ANY(${known})
        )
        SELECT a.skill AS a, b.skill AS b, count(*)::int AS n
        FROM held a JOIN held b ON a.id = b.id AND a.skill < b.skill
        GROUP BY a.skill, b.skill`),
    );
    for (const r of rows) {
      const key = `${String(r.a)}\u0000${String(r.b)}`;
      pairs.set(key, (pairs.get(key) ?? 0) + Number(r.n));
    }
    after = upTo;
  }
  return pairs;
}

export interface LearnedPair {
  skill: string;
  related: string;
  relatedName: string;
  score: number;
  support: number;
}

/** The score of the header: what listing R says about listing W. */
export function relatedScore(
  pool: number,
  holdersOfW: number,
  holdersOfR: number,
  both: number,
): number {
  const base = holdersOfW / pool;
  // Everyone lists W (only ever a tiny pool): so does everyone with R, the limit of the
  // formula as W's share approaches all.
  if (base >= 1) return 1;
  const conditional = (both + PRIOR_CANDIDATES * base) / (holdersOfR + PRIOR_CANDIDATES);
  return Math.max(0, (conditional - base) / (1 - base));
}

/** The pool's most frequent spelling of each lower-cased skill (ties: the first in order). */
function poolSpellings(spellings: Map<string, number>): Map<string, string> {
  const best = new Map<string, { name: string; n: number }>();
  for (const [name, n] of spellings) {
    const key = name.toLowerCase();
    const seen = best.get(key);
    if (!seen || n > seen.n || (n === seen.n && name < seen.name)) best.set(key, { name, n });
  }
  return new Map([...best].map(([key, { name }]) => [key, name]));
}

/** Learns every skill's related skills from the active candidates of the pool. */
export async function learnRelatedSkills(db: Db): Promise<LearnedPair[]> {
  const bounds = await pageBounds(db);
  const counts = await countSkills(db, bounds);
  const { minCandidates, minPairSupport, perSkill, minScore } = RELATED_SKILL_LIMITS;
  const frequent = [...counts.holders]
    .filter(([, n]) => n >= minCandidates)
    .map(([skill]) => skill)
    .sort();
  const pairs = await countPairs(db, bounds, frequent);
  const names = poolSpellings(counts.spellings);
  const bySkill = new Map<string, LearnedPair[]>();
  const add = (w: string, r: string, both: number) => {
    const score = relatedScore(
      counts.candidates,
      counts.holders.get(w)!,
      counts.holders.get(r)!,
      both,
    );
    if (score < minScore) return;
    const list = bySkill.get(w) ?? [];
    list.push({
      skill: w,
      related: r,
      relatedName: names.get(r) ?? r,
      score: Math.min(1, Math.round(score * 1000) / 1000),
      support: both,
    });
    bySkill.set(w, list);
  };
  for (const [key, both] of pairs) {
    if (both < minPairSupport) continue;
    const [a, b] = key.split("\u0000") as [string, string];
    add(a, b, both);
    add(b, a, both);
  }
  return [...bySkill.values()].flatMap((list) => list.sort(byBestFirst).slice(0, perSkill));
}

/** Best first: score, then support, then the name (the same order every time). */
function byBestFirst(a: LearnedPair, b: LearnedPair): number {
  return (
    b.score - a.score ||
    b.support - a.support ||
    (a.relatedName < b.relatedName ? -1 : a.relatedName > b.relatedName ? 1 : 0)
  );
}
