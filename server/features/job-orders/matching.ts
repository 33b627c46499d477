/**
 * Explainable matches for a job order (product-extensions §6; docs/decisions/063).
 *
 * A match is an active candidate who shares at least one skill (must-have or other) with
 * the job order; a job order naming no skill at all considers every active candidate.
 * Skills compare case-insensitively. Each candidate's score is the sum of its reasons'
 * points, kept within 0–100:
 *
 * | reason            | points                                                         |
 * |-------------------|----------------------------------------------------------------|
 * | must-have         | 35 × share of must-haves held (60 when there are no others)    |
 * | skills            | 25 × share of the other skills held (60 when no must-haves)    |
 * | seniority         | 15 in the band, 10 above it, 5 up to 2 years short             |
 * | rate              | 10 within `rateMax`; above it −5 to −20 (the further, the more) |
 * | availability      | 5 when it fits the engagement type and hours                   |
 * | start-date        | −5 free up to 14 days after the start date, −10 later than that |
 * | assessment        | AI assessment score ÷ 10                                       |
 *
 * Order: candidates holding every must-have first, then score, then assessment score,
 * then id, so the same call answers the same order every time.
 *
 * The points are computed once, in SQL (the ranking needs them); the reasons' words are
 * written here from those points. Candidates are found through the partial GIN index
 * `candidates_active_skills_lower_gin` on the stored lower-cased skills of active
 * candidates (migrations 0014 and 0017): first those holding every must-have (`@>`, a small
 * set), and only when they are fewer than asked for, those holding some skill (`&&`).
 * When those are many, the best are first looked for among the highest assessed, through
 * an index over active candidates that carries what scoring reads (`rank`, migration 0023).
 */
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Availability } from "#common/constants.ts";
import {
  type EngagementType,
  type Match,
  type MatchReason,
  SENIORITY_YEARS,
  type Seniority,
} from "#common/job-order.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { estimatedMatches } from "../candidates/search.ts";
import { candidateColumns, toCandidate } from "../candidates/service.ts";
import type { JobOrderRow } from "./service.ts";

/** Which availabilities fit an engagement type. */
const FITTING: Record<EngagementType, Availability[]> = {
  "full-time": ["Full-time"],
  "part-time": ["Part-time", "Freelance"],
  "project-based": ["Contract", "Freelance"],
  contract: ["Contract", "Freelance"],
  consulting: ["Freelance", "Contract", "Part-time"],
};

/** Availabilities that fit a job order: its type's, and by its hours. */
export function fittingAvailability(
  order: Pick<JobOrderRow, "engagementType" | "hoursPerWeek">,
): Availability[] {
  const fits = new Set(FITTING[order.engagementType as EngagementType] ?? []);
  if (order.hoursPerWeek !== null && order.hoursPerWeek <= 20) fits.add("Part-time");
  if (order.hoursPerWeek !== null && order.hoursPerWeek >= 35) fits.add("Full-time");
  return [...fits];
}

/**
 * `candidates.skills_lower`: the lower-cased skills, a stored generated column of migration
 * 0017 that only matching reads (it is not in schema.ts, so no other query selects it).
 */
const skillsLower = sql`"candidates"."skills_lower"`;

const lowerUnique = (skills: readonly string[]) => [
  ...new Set(skills.map((s) => s.trim().toLowerCase()).filter(Boolean)),
];

const textArray = (values: string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/**
 * The fixed points of the table above: pointColumns gives them, scoreBound adds up their
 * most, and the seniority reason's words tell a fit from them.
 */
const POINTS = {
  seniorityInBand: 15,
  seniorityAbove: 10,
  seniorityNear: 5,
  rateWithin: 10,
  availability: 5,
  startSoonAfter: -5,
  startLater: -10,
} as const;

/** Days after a job order's start date a candidate may start and lose only a little. */
const START_GRACE_DAYS = 14;

interface Plan {
  must: string[];
  others: string[];
  mustWeight: number;
  othersWeight: number;
}

export function planOf(order: Pick<JobOrderRow, "skills" | "mustHave">): Plan {
  const must = lowerUnique(order.mustHave);
  const others = lowerUnique(order.skills).filter((s) => !must.includes(s));
  const both = must.length > 0 && others.length > 0;
  return {
    must,
    others,
    mustWeight: must.length === 0 ? 0 : both ? 35 : 60,
    othersWeight: others.length === 0 ? 0 : both ? 25 : 60,
  };
}

interface Ranked {
  id: string;
  mustHeld: number;
  mustPoints: number;
  othersPoints: number;
  seniorityPoints: number;
  ratePoints: number;
  availabilityPoints: number;
  startPoints: number;
  assessmentPoints: number;
  score: number;
}

/** Points of every criterion, per row of `candidates`, as SQL expressions. */
function pointColumns(order: JobOrderRow, plan: Plan) {
  // One array operator per skill on the stored lower-cased skills (no subquery per row).
  const held = (list: string[]) =>
    list.length === 0
      ? sql`0`
      : sql`(${sql.join(
          list.map((s) => sql`(${skillsLower} @> ${textArray([s])})::int`),
          sql` + `,
        )})`;
  const share = (list: string[], weight: number) =>
    list.length === 0 || weight === 0
      ? sql`0`
      : // weight × held ÷ n, rounded half up, in integers (numeric costs ~1 µs a row).
        sql`((${held(list)}) * ${sql.raw(String(2 * weight))} + ${sql.raw(String(list.length))}) / ${sql.raw(String(2 * list.length))}`;
  const experience = candidates.experience;
  const band = order.seniority ? SENIORITY_YEARS[order.seniority as Seniority] : null;
  const seniority = band
    ? sql`CASE WHEN ${experience} IS NULL THEN 0
        WHEN ${experience} BETWEEN ${sql.raw(String(band.min))} AND ${sql.raw(String(band.max))} THEN ${sql.raw(String(POINTS.seniorityInBand))}
        WHEN ${experience} > ${sql.raw(String(band.max))} THEN ${sql.raw(String(POINTS.seniorityAbove))}
        WHEN ${experience} >= ${sql.raw(String(band.min - 2))} THEN ${sql.raw(String(POINTS.seniorityNear))} ELSE 0 END`
    : sql`0`;
  const rate = candidates.hourlyRate;
  const rateMax = order.rateMax;
  const ratePoints =
    rateMax === null
      ? sql`0`
      : sql`CASE WHEN ${rate} IS NULL THEN 0 WHEN ${rate} <= ${sql.raw(String(rateMax))} THEN ${sql.raw(String(POINTS.rateWithin))}
          ELSE -LEAST(20, GREATEST(5, ((${rate} - ${sql.raw(String(rateMax))}) * 40 + ${sql.raw(String(rateMax))}) / ${sql.raw(String(2 * rateMax))})) END`;
  const fits = fittingAvailability(order);
  const availability = sql`CASE WHEN ${candidates.availability} = ANY(${textArray(fits)}) THEN ${sql.raw(String(POINTS.availability))} ELSE 0 END`;
  const assessment = sql`coalesce(floor(${candidates.aiAssessmentScore} / 10::float8 + 0.5::float8)::int, 0)`;
  // Only a job order with a start date reads the column (a string checked as a date first).
  const start = order.startDate;
  const startPoints = start
    ? sql`CASE WHEN ${candidates.availableFrom} IS NULL OR ${candidates.availableFrom} <= ${start}::date THEN 0
        WHEN ${candidates.availableFrom} <= ${start}::date + ${sql.raw(String(START_GRACE_DAYS))} THEN ${sql.raw(String(POINTS.startSoonAfter))}
        ELSE ${sql.raw(String(POINTS.startLater))} END`
    : sql`0`;
  return {
    mustHeld: held(plan.must),
    mustPoints: share(plan.must, plan.mustWeight),
    othersPoints: share(plan.others, plan.othersWeight),
    seniorityPoints: seniority,
    ratePoints,
    availabilityPoints: availability,
    startPoints,
    assessmentPoints: assessment,
  };
}

/**
 * How far the walk by assessment goes before it gives up (see rank): this many candidates
 * per match asked for. At 1,000,000 candidates a broad order (Python, ~84,000 active
 * holders) found its best 20 within the first 500 it walked, reading index entries only.
 */
const WALK_PER_MATCH = 25;

/**
 * The best `limit` candidates satisfying `where`, scored and ordered (see the file's
 * comment). Scoring every candidate that shares a skill reads each one's table row: a
 * broad skill held by ~84,000 of 1,000,000 active candidates read 50,000 table pages,
 * 180–290 ms. So when PostgreSQL estimates the matches to be many (walksFirst), they are
 * first walked in the order of their assessment score, through an index on it that
 * carries every column scoring reads (migration 0023: an index-only scan), as far as
 * WALK_PER_MATCH × limit of them. Every candidate after those has an assessment at most
 * the last one's, so scores at most `scoreBound` of it: when the walk's limit-th best
 * already reaches that bound, nobody after can displace it (a tie goes to the higher
 * assessment, then the lower id, which the walk's order gives the walked one), and the
 * walk's answer is the whole answer. Otherwise every candidate is scored, as before.
 */
async function rank(
  db: Db,
  order: JobOrderRow,
  plan: Plan,
  where: SQL,
  limit: number,
  mostMustHeld: number,
): Promise<Ranked[]> {
  const walk = WALK_PER_MATCH * limit;
  const condition = sql`${candidates.isActive} = 'active' AND ${where}`;
  const [matches, pool] = await Promise.all([
    estimatedMatches(db, condition),
    estimatedMatches(db, undefined),
  ]);
  if (!walksFirst(matches, walk, pool)) {
    return (await rankedRows(db, order, plan, where, limit, null)).map((w) => w.ranked);
  }
  const walked = await rankedRows(db, order, plan, where, limit, walk);
  const reachedEnd = walked.length === 0 || walked[0]!.walked < walk;
  if (reachedEnd) return walked.map((w) => w.ranked);
  const last = walked[0]!;
  const kth = walked[limit - 1];
  if (kth) {
    const bound = scoreBound(order, plan, last.lastAssessmentPoints);
    const { mustHeld, score } = kth.ranked;
    if (mustHeld > mostMustHeld || (mustHeld === mostMustHeld && score >= bound)) {
      return walked.map((w) => w.ranked);
    }
  }
  return (await rankedRows(db, order, plan, where, limit, null)).map((w) => w.ranked);
}

/**
 * Whether to walk first, from PostgreSQL's estimates (planning only, ~0.2 ms each). The
 * walk passes about walk × pool ÷ matches index entries to find `walk` matches, ~0.8 µs
 * each; scoring every match reads its table row, ~3 µs (1,000,000 candidates). Walking
 * when matches² > walk × pool keeps the walk within about a quarter of what it may save,
 * so an inconclusive walk costs little: a broad skill (84,000 matches) walks, two
 * must-haves 8,000 candidates hold (walk 500: 50,000 entries, ~40 ms) and three that 800
 * hold are scored at once (8,000 and 800 rows, 60 and 18 ms).
 */
function walksFirst(matches: number, walk: number, pool: number): boolean {
  return matches * matches > walk * pool;
}

/** The highest score a candidate whose assessment earns `assessmentPoints` can reach. */
function scoreBound(order: JobOrderRow, plan: Plan, assessmentPoints: number): number {
  const band = order.seniority ? SENIORITY_YEARS[order.seniority as Seniority] : null;
  const most =
    plan.mustWeight +
    plan.othersWeight +
    (band ? POINTS.seniorityInBand : 0) +
    (order.rateMax === null ? 0 : POINTS.rateWithin) +
    (fittingAvailability(order).length > 0 ? POINTS.availability : 0) +
    assessmentPoints;
  return Math.max(0, Math.min(100, most));
}

interface Walked {
  ranked: Ranked;
  /** Candidates the walk read (all of them when not walking). */
  walked: number;
  /** Assessment points of the last candidate walked; 0 once it reached the unassessed. */
  lastAssessmentPoints: number;
}

/**
 * The best `limit` of the candidates satisfying `where`; with `walk`, of only the first
 * `walk` of them in the order of their assessment score (NULLS LAST, then id, as the
 * index candidates_active_matching_idx), with how many that was and the last one's
 * assessment points.
 */
async function rankedRows(
  db: Db,
  order: JobOrderRow,
  plan: Plan,
  where: SQL,
  limit: number,
  walk: number | null,
): Promise<Walked[]> {
  const p = pointColumns(order, plan);
  const walkOrder =
    walk === null
      ? sql``
      : sql`ORDER BY ${candidates.aiAssessmentScore} DESC NULLS LAST, ${candidates.id} ASC
        LIMIT ${sql.raw(String(walk))}`;
  // The assessment points of the walk's last candidate: the fewest walked (points grow
  // with the assessment, and the unassessed, walked last, have none).
  const walkColumns =
    walk === null
      ? sql``
      : sql`, count(*) OVER () AS walked, min(assessment_points) OVER () AS last_points`;
  const result = await db.execute(sql`
    SELECT id, must_held, must_points, others_points, seniority_points, rate_points,
      availability_points, start_points, assessment_points,
      GREATEST(0, LEAST(100, must_points + others_points + seniority_points + rate_points
        + availability_points + start_points + assessment_points)) AS score ${walkColumns}
    FROM (
      SELECT ${candidates.id} AS id, ${candidates.aiAssessmentScore} AS ai,
        (${p.mustHeld})::int AS must_held, (${p.mustPoints})::int AS must_points,
        (${p.othersPoints})::int AS others_points, (${p.seniorityPoints})::int AS seniority_points,
        (${p.ratePoints})::int AS rate_points, (${p.availabilityPoints})::int AS availability_points,
        (${p.startPoints})::int AS start_points, (${p.assessmentPoints})::int AS assessment_points
      FROM ${candidates}
      WHERE ${candidates.isActive} = 'active' AND ${where}
      ${walkOrder}
    ) AS scored
    ORDER BY must_held DESC, score DESC, ai DESC NULLS LAST, id ASC
    LIMIT ${sql.raw(String(limit))}
  `);
  // Both drivers answer `{ rows }`.
  const { rows } = result as unknown as { rows: Array<Record<string, unknown>> };
  return rows.map((r) => ({
    ranked: {
      id: String(r.id),
      mustHeld: Number(r.must_held),
      mustPoints: Number(r.must_points),
      othersPoints: Number(r.others_points),
      seniorityPoints: Number(r.seniority_points),
      ratePoints: Number(r.rate_points),
      availabilityPoints: Number(r.availability_points),
      startPoints: Number(r.start_points),
      assessmentPoints: Number(r.assessment_points),
      score: Number(r.score),
    },
    walked: Number(r.walked ?? 0),
    lastAssessmentPoints: Number(r.last_points ?? 0),
  }));
}

/** The best `limit` matches, best first (see the file's comment for the rules). */
export async function findMatches(db: Db, order: JobOrderRow, limit: number): Promise<Match[]> {
  const plan = planOf(order);
  const lowered = skillsLower;
  const ranked: Ranked[] = [];
  if (plan.must.length > 0) {
    ranked.push(
      ...(await rank(
        db,
        order,
        plan,
        sql`${lowered} @> ${textArray(plan.must)}`,
        limit,
        plan.must.length,
      )),
    );
  }
  if (ranked.length < limit) {
    const all = [...plan.must, ...plan.others];
    const where =
      all.length === 0
        ? sql`true`
        : plan.must.length > 0
          ? sql`${lowered} && ${textArray(all)} AND NOT (${lowered} @> ${textArray(plan.must)})`
          : sql`${lowered} && ${textArray(all)}`;
    // Here nobody holds every must-have: at most all but one.
    const mostMustHeld = Math.max(0, plan.must.length - 1);
    ranked.push(...(await rank(db, order, plan, where, limit - ranked.length, mostMustHeld)));
  }
  if (ranked.length === 0) return [];
  const rows = await db
    .select(candidateColumns)
    .from(candidates)
    .where(
      inArray(
        candidates.id,
        ranked.map((r) => r.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const matches: Match[] = [];
  for (const r of ranked) {
    const row = byId.get(r.id);
    if (!row) continue; // deleted between the two reads
    matches.push({
      candidate: toCandidate(row),
      score: r.score,
      reasons: reasonsFor(order, plan, row, r),
    });
  }
  return matches;
}

const list = (skills: string[]) => skills.join(", ");

/** The words of each criterion, with the points SQL gave it. */
function reasonsFor(
  order: JobOrderRow,
  plan: Plan,
  candidate: { skills: string[]; experience: number | null; hourlyRate: number | null } & {
    availability: string | null;
    availableFrom: string | null;
    aiAssessmentScore: number | null;
  },
  points: Ranked,
): MatchReason[] {
  const reasons: MatchReason[] = [];
  const has = new Set(candidate.skills.map((s) => s.toLowerCase()));
  // The job order's own spelling of each skill.
  const spelled = new Map<string, string>();
  for (const s of [...order.mustHave, ...order.skills]) {
    spelled.set(s.trim().toLowerCase(), s.trim());
  }
  const name = (s: string) => spelled.get(s) ?? s;

  if (plan.must.length > 0) {
    const held = plan.must.filter((s) => has.has(s)).map(name);
    const missing = plan.must.filter((s) => !has.has(s)).map(name);
    if (held.length > 0) {
      reasons.push({
        kind: "must-have",
        text:
          missing.length === 0
            ? `Has every must-have skill: ${list(held)}`
            : `Has ${held.length} of ${plan.must.length} must-have skills: ${list(held)}`,
        points: points.mustPoints,
      });
    }
    if (missing.length > 0) {
      reasons.push({
        kind: "missing-must-have",
        text: `Lacks must-have ${missing.length === 1 ? "skill" : "skills"}: ${list(missing)}`,
        points: 0,
      });
    }
  }
  if (plan.others.length > 0) {
    const held = plan.others.filter((s) => has.has(s)).map(name);
    if (held.length > 0) {
      reasons.push({
        kind: "skills",
        text: `Matches ${held.length} of ${plan.others.length} skills: ${list(held)}`,
        points: points.othersPoints,
      });
    }
  }
  if (order.seniority && candidate.experience !== null) {
    const band = SENIORITY_YEARS[order.seniority as Seniority];
    const years = `${candidate.experience} ${candidate.experience === 1 ? "year" : "years"} of experience`;
    const range = band.max >= 50 ? `${band.min}+ years` : `${band.min}–${band.max} years`;
    const text =
      points.seniorityPoints === POINTS.seniorityInBand
        ? `${years} fits ${order.seniority} (${range})`
        : candidate.experience > band.max
          ? `${years}: more than ${order.seniority} asks (${range})`
          : `${years}: short of ${order.seniority} (${range})`;
    reasons.push({ kind: "seniority", text, points: points.seniorityPoints });
  }
  if (order.rateMax !== null && candidate.hourlyRate !== null) {
    reasons.push({
      kind: "rate",
      text:
        candidate.hourlyRate <= order.rateMax
          ? `$${candidate.hourlyRate}/h is within the budget (up to $${order.rateMax}/h)`
          : `$${candidate.hourlyRate}/h is above the budget of $${order.rateMax}/h`,
      points: points.ratePoints,
    });
  }
  if (points.availabilityPoints > 0 && candidate.availability) {
    reasons.push({
      kind: "availability",
      text: `Available ${candidate.availability.toLowerCase()}, as a ${order.engagementType} role needs`,
      points: points.availabilityPoints,
    });
  }
  if (points.startPoints < 0 && candidate.availableFrom && order.startDate) {
    reasons.push({
      kind: "start-date",
      text: `Available from ${candidate.availableFrom}, after the start date (${order.startDate})`,
      points: points.startPoints,
    });
  }
  if (candidate.aiAssessmentScore !== null) {
    reasons.push({
      kind: "assessment",
      text: `AI assessment score ${Math.round(candidate.aiAssessmentScore)}`,
      points: points.assessmentPoints,
    });
  }
  return reasons;
}
