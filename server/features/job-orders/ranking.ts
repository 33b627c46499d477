/**
 * Ranking candidates by points computed in SQL: the machinery shared by a job order's
 * matches (matching.ts) and the replacements like a candidate (similar.ts). Each of those
 * says what its points are (a Scoring); this file finds the best `limit` of the candidates
 * satisfying a condition, the same every time:
 *
 * - Order: `must_held` first (the must-haves listed), then score, then assessment score,
 *   then id.
 * - Score: the sum of the criteria's points, kept within 0–100. Résumé evidence
 *   (partial-credit.ts) is added to the candidates whose `potential` could carry them into
 *   the answer: SQL returns the best `limit` without it and every candidate that might
 *   still overtake the last of them with it ("contenders"), and only those résumés are read
 *   (resume-evidence.ts).
 * - When PostgreSQL estimates the candidates to be many (walksFirst), they are first walked
 *   in the order of their assessment score through an index carrying every column scoring
 *   reads (migrations 0023, 0026: an index-only scan), as far as WALK_PER_MATCH × limit of
 *   them. Everyone after has an assessment at most the last one's, so scores at most
 *   `bound` of it: when the walk's limit-th best already reaches it, nobody after can
 *   displace it (a tie goes to the higher assessment, then the lower id, which the walk's
 *   order gives the walked one), and the walk's answer is the whole answer. Otherwise every
 *   candidate is scored.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { estimatedMatches } from "../candidates/search-plan.ts";
import {
  addResumeEvidence,
  type Contender,
  namedContenders,
  type Scored,
  uuids,
} from "./contenders.ts";
import { partialColumns, type SkillTest, skillTests } from "./partial-credit.ts";
import { partialReach } from "./partial-reach.ts";
import { resumeWords } from "./resume-evidence.ts";
import { type Ranked, requiredOthers, type Scoring, scoreBound } from "./score-bounds.ts";
import { skillsLower, textArray } from "./skills-sql.ts";

const int = (n: number) => sql.raw(String(n));

const _clamp = (n: number) => Math.max(0, Math.min(100, n));

/** The assessment's points, per row of `candidates`. */
const assessmentPoints = sql`coalesce(floor(${candidates.aiAssessmentScore} / 10::float8 + 0.5::float8)::int, 0)`;

/** The answer's order (the file's comment), on ranked rows. */
export function byRank(a: Ranked, b: Ranked): number {
  return (
    b.mustHeld - a.mustHeld ||
    b.score - a.score ||
    (b.ai ?? Number.NEGATIVE_INFINITY) - (a.ai ?? Number.NEGATIVE_INFINITY) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Each distinct array test scoring makes on a row, answered once: the skill lists' counts,
 * the related credits and the potential ask the same `@>` of a skill three or four times
 * over. `test` hands out a column (t0, t1, …) per distinct test; `columns` selects them in
 * the innermost read, where the stored lower-cased skills are.
 */
function testedOnce() {
  const named = new Map<string, { name: string; test: SQL }>();
  const test: SkillTest = (op, values) => {
    const key = `${op} ${JSON.stringify(values)}`;
    let entry = named.get(key);
    if (!entry) {
      entry = { name: `t${named.size}`, test: skillTests(skillsLower)(op, values) };
      named.set(key, entry);
    }
    return sql.raw(entry.name);
  };
  const columns = () =>
    sql.join(
      [...named.values()].map(({ name, test }) => sql`, ${test} AS ${sql.raw(name)}`),
      sql``,
    );
  return { test, columns };
}

/** Points of every skill list, per row, as SQL expressions over the row's tests. */
function pointColumns(scoring: Scoring, test: SkillTest) {
  const { lists } = scoring;
  const held = (list: string[]) =>
    list.length === 0
      ? sql`0`
      : sql`(${sql.join(
          list.map((s) => sql`(${test("@>", [s])})::int`),
          sql` + `,
        )})`;
  const share = (list: string[], weight: number) =>
    list.length === 0 || weight === 0
      ? sql`0`
      : // weight × held ÷ n, rounded half up, in integers (numeric costs ~1 µs a row).
        sql`((${held(list)}) * ${int(2 * weight)} + ${int(list.length)}) / ${int(2 * list.length)}`;
  const partial = partialColumns(test, scoring.wanted);
  return {
    mustHeld: held(lists.must),
    mustPoints: share(lists.must, lists.mustWeight),
    othersPoints: share(lists.others, lists.othersWeight),
    relatedPoints: partial.relatedPoints,
    potential: partial.potential,
  };
}

/**
 * How far the walk by assessment goes before it gives up: this many candidates per match
 * asked for. At 1,000,000 candidates a broad order (Python, ~84,000 active holders) found
 * its best 20 within the first 500 it walked, reading index entries only.
 */
const WALK_PER_MATCH = 25;

/**
 * Whether to walk first, from PostgreSQL's estimates (planning only, ~0.2 ms each). The
 * walk passes about walk × pool ÷ matches index entries to find `walk` matches, ~0.8 µs
 * each; scoring every match reads its table row, ~3 µs (1,000,000 candidates). Walking
 * when matches² > walk × pool keeps the walk within about a quarter of what it may save,
 * so an inconclusive walk costs little.
 */
function walksFirst(matches: number, walk: number, pool: number): boolean {
  return matches * matches > walk * pool;
}

/**
 * The best `limit` candidates satisfying `where`, scored and ordered, résumé evidence
 * included (see the file's comment). `mostMustHeld`: the most must-haves any of them
 * lists (the walk's answer is final only when its limit-th best lists more, or as many
 * and reaches the bound); when it is 1 or more, each of them lists at least one.
 */
export async function rank(
  db: Db,
  scoring: Scoring,
  where: SQL,
  limit: number,
  mostMustHeld: number,
  /** What to ask the planner the candidates' number about, when `where` hides it (skill-levels.ts). */
  estimate: SQL = where,
): Promise<Ranked[]> {
  const walk = WALK_PER_MATCH * limit;
  const [matches, pool] = await Promise.all([
    estimatedMatches(db, sql`${candidates.isActive} = 'active' AND ${estimate}`),
    estimatedMatches(db, undefined),
  ]);
  const everyone = async () =>
    withEvidence(db, scoring, await scoredRows(db, scoring, where, limit, null), limit);
  if (!walksFirst(matches, walk, pool)) return everyone();
  const walked = await scoredRows(db, scoring, where, limit, walk);
  if (walked.walked < walk) return withEvidence(db, scoring, walked, limit);
  const bound = scoreBound(scoring, walked.lastAssessmentPoints, mostMustHeld);
  const reaches = (kth: Ranked | undefined, lift: number) =>
    !!kth &&
    (kth.mustHeld > mostMustHeld ||
      (kth.mustHeld === mostMustHeld && Math.min(100, kth.score + lift) >= bound));
  // Résumé evidence only lifts scores, by at most every wanted skill's résumé points: a
  // walk whose limit-th best cannot reach the bound even so is given up before any résumé
  // is read.
  const most = scoring.wanted.reduce((sum, w) => sum + w.resumePoints, 0);
  const kthWalked = [...walked.rows].sort(byRank)[limit - 1];
  if (!reaches(kthWalked, most) && kthWalked?.mustHeld !== mostMustHeld) return everyone();
  const rows = await withEvidence(db, scoring, walked, limit);
  const kth = rows[limit - 1];
  if (reaches(kth, 0)) return rows;
  // Inconclusive: someone not walked could still pass the walk's limit-th best, but only
  // by its score (kth lists as many must-haves as anyone here), with an assessment at most
  // the walk's last one's. The other skills they cannot do without to score that much are
  // required, read through the skills index; none required, only those holding a partial
  // credit that can carry them there (partial-reach.ts); neither, and everyone is scored.
  if (!kth || kth.mustHeld !== mostMustHeld) return everyone();
  const need = kth.score - walked.lastAssessmentPoints;
  const required = requiredOthers(scoring, mostMustHeld, need);
  const narrowing =
    required.length > 0
      ? sql`${skillsLower} @> ${textArray(required)}`
      : await partialReach(db, scoring, mostMustHeld, need);
  if (!narrowing) return everyone();
  const narrowed = sql`${where} AND ${narrowing}`;
  const rest = await withEvidence(
    db,
    scoring,
    await scoredRows(db, scoring, narrowed, limit, null),
    limit,
  );
  const seen = new Set(rows.map((r) => r.id));
  return [...rows, ...rest.filter((r) => !seen.has(r.id))].sort(byRank).slice(0, limit);
}

/**
 * The best `limit` of scored candidates with résumé evidence: `scored` holds the best
 * `limit` without it and the ids of every other candidate whose potential could lift it to
 * the last one's score or above ("contenders": evidence only adds points, so nobody else
 * can enter). Of the contenders, those whose search documents hold the words of a wanted
 * skill they do not list are scored in full (namedContenders); the résumés of all of them
 * are then read for the sentence (addResumeEvidence). A contender whose document names
 * nothing keeps its score, at most the last one's: it cannot enter.
 */
async function withEvidence(
  db: Db,
  scoring: Scoring,
  scored: Awaited<ReturnType<typeof scoredRows>>,
  limit: number,
): Promise<Ranked[]> {
  const named = await namedContenders(db, scoring.wanted, scored.contenders);
  const more =
    named.length > 0
      ? await scoredRows(
          db,
          scoring,
          sql`${candidates.id} = ANY(${uuids(named)})`,
          named.length,
          null,
        )
      : null;
  const ranked = [...scored.rows, ...(more?.rows ?? [])];
  await addResumeEvidence(db, scoring.wanted, ranked);
  return ranked.sort(byRank).slice(0, limit);
}

/** The best `limit` without résumé evidence, and the contenders (see withEvidence). */
async function scoredRows(
  db: Db,
  scoring: Scoring,
  where: SQL,
  limit: number,
  walk: number | null,
): Promise<{
  rows: Scored[];
  contenders: Contender[];
  walked: number;
  lastAssessmentPoints: number;
}> {
  const tests = testedOnce();
  const p = pointColumns(scoring, tests.test);
  const c = scoring.criteria;
  // Without a walk, OFFSET 0 keeps the read of the rows and their tests from being pulled
  // up into the sums above it: pulled up, each array test was copied into raw, score and
  // optimistic and evaluated again for each, and the 2-must-have brief's 5,843 listers at
  // 1,000,000 candidates took 118 ms instead of 68. The walk's ORDER BY … LIMIT keeps it
  // apart already.
  const walkOrder =
    walk === null
      ? sql`OFFSET 0`
      : sql`ORDER BY ${candidates.aiAssessmentScore} DESC NULLS LAST, ${candidates.id} ASC
        LIMIT ${int(walk)}`;
  // The assessment points of the walk's last candidate: the fewest walked (points grow
  // with the assessment, and the unassessed, walked last, have none).
  const walkColumns =
    walk === null
      ? sql`, 0 AS walked, 0 AS last_points`
      : sql`, count(*) OVER () AS walked, min(assessment_points) OVER () AS last_points`;
  // `top`: the best `limit` without résumé evidence; `kth` its last; `contenders` (one
  // array on the first row: "id:lacking", the flags of the earning skills they lack).
  const names = resumeWords(scoring.wanted);
  const query = sql`
    WITH scored AS (
      SELECT *, GREATEST(0, LEAST(100, raw)) AS score,
        GREATEST(0, LEAST(100, raw + potential)) AS optimistic ${walkColumns}
      FROM (
        SELECT *, must_points + others_points + related_points + seniority_points + rate_points
          + availability_points + start_points + assessment_points AS raw
        FROM (
          SELECT id, ai, skills_lower, seniority_points, rate_points, availability_points,
            start_points, assessment_points,
            (${p.mustHeld})::int AS must_held, (${p.mustPoints})::int AS must_points,
            (${p.othersPoints})::int AS others_points, (${p.relatedPoints})::int AS related_points,
            (${p.potential})::int AS potential
          FROM (
            SELECT ${candidates.id} AS id, ${candidates.aiAssessmentScore} AS ai,
              ${skillsLower} AS skills_lower,
              (${c.seniority})::int AS seniority_points, (${c.rate})::int AS rate_points,
              (${c.availability})::int AS availability_points, (${c.start})::int AS start_points,
              (${assessmentPoints})::int AS assessment_points ${tests.columns()}
            FROM ${candidates}
            WHERE ${candidates.isActive} = 'active' AND ${where}
            ${walkOrder}
          ) AS walked
        ) AS pointed
      ) AS summed
    ),
    top AS (
      SELECT * FROM scored
      ORDER BY must_held DESC, score DESC, ai DESC NULLS LAST, id ASC
      LIMIT ${int(limit)}
    ),
    kth AS (SELECT must_held, score FROM top ORDER BY must_held ASC, score ASC LIMIT 1)
    SELECT id, ai, must_held, must_points, others_points, related_points, potential,
      seniority_points, rate_points, availability_points, start_points, assessment_points,
      raw, score, walked, last_points,
      ${partialColumns(skillTests(sql`top.skills_lower`), scoring.wanted).states} AS states,
      CASE WHEN row_number() OVER () = 1 THEN (
        SELECT array_agg(id::text || ':' || ${names ? names.lacking(sql`skills_lower`) : sql`''`}) FROM scored
        WHERE potential > 0 AND (SELECT count(*) FROM top) = ${int(limit)}
          AND must_held = (SELECT must_held FROM kth) AND optimistic >= (SELECT score FROM kth)
          AND id NOT IN (SELECT id FROM top)
      ) END AS contenders
    FROM top
  `;
  const result = await db.execute(query);
  // Both drivers answer `{ rows }`.
  const { rows } = result as unknown as { rows: Array<Record<string, unknown>> };
  return {
    rows: rows.map((r) => ({
      id: String(r.id),
      ai: r.ai === null ? null : Number(r.ai),
      mustHeld: Number(r.must_held),
      mustPoints: Number(r.must_points),
      othersPoints: Number(r.others_points),
      relatedPoints: Number(r.related_points),
      resumePoints: 0,
      seniorityPoints: Number(r.seniority_points),
      ratePoints: Number(r.rate_points),
      availabilityPoints: Number(r.availability_points),
      startPoints: Number(r.start_points),
      assessmentPoints: Number(r.assessment_points),
      states: (r.states as Array<number | string>).map(Number),
      evidence: new Map(),
      raw: Number(r.raw),
      score: Number(r.score),
      potential: Number(r.potential),
    })),
    contenders: ((rows[0]?.contenders as string[] | null) ?? []).map((c) => {
      const [id, lacking] = String(c).split(":") as [string, string];
      return { id, lacking };
    }),
    walked: Number(rows[0]?.walked ?? 0),
    lastAssessmentPoints: Number(rows[0]?.last_points ?? 0),
  };
}
