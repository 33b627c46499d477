/**
 * Replacements like a candidate (GET …/matches?like={candidateId}): after a trial ends with
 * `replace`, the job order is shown candidates like the one who left, ranked by similarity
 * to them instead of by the brief. Every point is explained, as for a job order's matches:
 *
 * | reason        | points                                                           |
 * |---------------|------------------------------------------------------------------|
 * | similar       | 60 × share of their skills listed (none listed: every candidate) |
 * | related-skill | part of one of their skills' share for a related one             |
 * | similar       | 15 within a year of their experience, 10 within 3, 5 within 5    |
 * | similar       | 15 within 10 % of their rate, 10 within 25 %, 5 within 50 %       |
 * | assessment    | AI assessment score ÷ 10                                         |
 *
 * Active candidates sharing a skill or a related one are considered, never the candidate
 * themself, ranked as a job order's matches are (ranking.ts), read level by level
 * (rankSimilar).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { JOB_ORDER_MESSAGES, type Match, type MatchReason } from "#common/job-order.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { candidateColumns, toCandidate } from "../candidates/service.ts";
import { partialReasons } from "./match-reasons.ts";
import { relatedOfAll, wantedSkills } from "./partial-credit.ts";
import { byRank, rank } from "./ranking.ts";
import type { Ranked, Scoring } from "./score-bounds.ts";
import { heldOf, listingExactly } from "./skill-levels.ts";
import { skillsLower, textArray } from "./skills-sql.ts";

export const SIMILAR_POINTS = {
  skills: 60,
  /** Years of experience apart, at most, for each step of points. */
  experience: [
    { within: 1, points: 15 },
    { within: 3, points: 10 },
    { within: 5, points: 5 },
  ],
  /** Percent of their rate apart, at most, for each step of points. */
  rate: [
    { within: 10, points: 15 },
    { within: 25, points: 10 },
    { within: 50, points: 5 },
  ],
} as const;

/** The candidate replacements are sought like. */
interface Reference {
  id: string;
  fullName: string;
  skills: string[];
  experience: number | null;
  hourlyRate: number | null;
}

const int = (n: number) => sql.raw(String(n));

/** How like the reference a candidate is, in points (the table above). */
async function scoringLike(db: Db, ref: Pick<Reference, "skills" | "experience" | "hourlyRate">) {
  const skills = [...new Set(ref.skills.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  const lists = {
    must: [],
    others: skills,
    mustWeight: 0,
    othersWeight: skills.length > 0 ? SIMILAR_POINTS.skills : 0,
  };
  // Skills and related skills: what their résumé says is the brief's business, not theirs.
  const wanted = (await wantedSkills(db, lists)).map((w) => ({ ...w, resumePoints: 0 }));
  const experience = ref.experience;
  const seniority =
    experience === null
      ? sql`0`
      : sql`CASE WHEN ${candidates.experience} IS NULL THEN 0 ${sql.join(
          SIMILAR_POINTS.experience.map(
            (step) =>
              sql`WHEN abs(${candidates.experience} - ${int(experience)}) <= ${int(step.within)} THEN ${int(step.points)}`,
          ),
          sql` `,
        )} ELSE 0 END`;
  const rate = ref.hourlyRate;
  const ratePoints =
    rate === null
      ? sql`0`
      : sql`CASE WHEN ${candidates.hourlyRate} IS NULL THEN 0 ${sql.join(
          SIMILAR_POINTS.rate.map(
            (step) =>
              sql`WHEN abs(${candidates.hourlyRate} - ${int(rate)}) * 100 <= ${int(step.within * rate)} THEN ${int(step.points)}`,
          ),
          sql` `,
        )} ELSE 0 END`;
  const scoring: Scoring = {
    lists,
    wanted,
    criteria: { seniority, rate: ratePoints, availability: sql`0`, start: sql`0` },
    criteriaMost:
      (experience === null ? 0 : SIMILAR_POINTS.experience[0].points) +
      (rate === null ? 0 : SIMILAR_POINTS.rate[0].points),
  };
  return scoring;
}

/** The words of each criterion, with the points SQL gave it. */
function similarReasons(
  ref: Reference,
  scoring: Scoring,
  candidate: Pick<Reference, "skills" | "experience" | "hourlyRate"> & {
    aiAssessmentScore: number | null;
  },
  points: Ranked,
): MatchReason[] {
  const reasons: MatchReason[] = [];
  const whose = `${ref.fullName}'s`;
  // The reference's own spelling of each skill.
  const spelled = new Map(ref.skills.map((s) => [s.trim().toLowerCase(), s.trim()]));
  const name = (s: string) => spelled.get(s) ?? s;
  const has = new Set(candidate.skills.map((s) => s.toLowerCase()));
  const shared = scoring.lists.others.filter((s) => has.has(s)).map(name);
  if (shared.length > 0) {
    reasons.push({
      kind: "similar",
      text: `Shares ${shared.length} of ${scoring.lists.others.length} of ${whose} skills: ${shared.join(", ")}`,
      points: points.othersPoints,
    });
  }
  reasons.push(...partialReasons(scoring.wanted, candidate.skills, points, name));
  if (ref.experience !== null && candidate.experience !== null) {
    const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
    reasons.push({
      kind: "similar",
      text: `${years(candidate.experience)} of experience; ${whose}: ${years(ref.experience)}`,
      points: points.seniorityPoints,
    });
  }
  if (ref.hourlyRate !== null && candidate.hourlyRate !== null) {
    reasons.push({
      kind: "similar",
      text: `$${candidate.hourlyRate}/h; ${whose}: $${ref.hourlyRate}/h`,
      points: points.ratePoints,
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

/**
 * The `limit` most like the reference (`ref`, never answered), level by level: first
 * those listing every one of their skills, then those lacking one, two…, then those listing
 * only a related one. A level lacking k of n skills scores at most its share of 60, a
 * related credit per skill lacked, and the other criteria at their best (`bound`): once the
 * answer's last scores more, no later level can enter and none is read. Near-copies fill
 * the answer from the first levels, each a few index reads (`@>` of a subset of the
 * skills); when a level would OR more than MAX_SUBSETS subsets, it and every later one are
 * read at once (`&&`), ranked as a job order's matches are (ranking.ts).
 */
async function rankSimilar(db: Db, scoring: Scoring, limit: number, ref: string) {
  const skills = scoring.lists.others;
  const n = skills.length;
  const notRef = sql`${candidates.id} <> ${ref}::uuid`;
  if (n === 0) return rank(db, scoring, notRef, limit, 0);
  const held = heldOf(skills);
  const perRelated = Math.max(0, ...scoring.wanted.map((w) => w.related[0]?.points ?? 0));
  const bound = (lacking: number) =>
    Math.min(
      100,
      Math.floor((SIMILAR_POINTS.skills * 2 * (n - lacking) + n) / (2 * n)) +
        lacking * perRelated +
        scoring.criteriaMost +
        10,
    );
  let ranked: Ranked[] = [];
  const couldEnter = (lacking: number) => {
    ranked = ranked.sort(byRank).slice(0, limit);
    const last = ranked[limit - 1];
    return !last || last.score <= bound(lacking);
  };
  for (let lacking = 0; lacking < n; lacking++) {
    if (lacking > 0 && !couldEnter(lacking)) return ranked;
    const listing = n - lacking;
    const level = listingExactly(skills, listing);
    if (!level) {
      // This level and every later one with a skill of theirs, at once.
      const where = sql`${skillsLower} && ${textArray(skills)} AND ${held} <= ${sql.raw(String(listing))} AND ${notRef}`;
      ranked.push(...(await rank(db, scoring, where, limit, 0)));
      break;
    }
    ranked.push(
      ...(await rank(db, scoring, sql`${level.where} AND ${notRef}`, limit, 0, level.estimate)),
    );
  }
  const related = relatedOfAll(scoring.wanted).filter((r) => !skills.includes(r));
  if (related.length > 0 && couldEnter(n)) {
    const where = sql`${skillsLower} && ${textArray(related)} AND NOT (${skillsLower} && ${textArray(skills)}) AND ${notRef}`;
    ranked.push(...(await rank(db, scoring, where, limit, 0)));
  }
  return ranked.sort(byRank).slice(0, limit);
}

/** The `limit` candidates most like `candidateId`, best first; 404 for an unknown one. */
export async function findSimilar(db: Db, candidateId: string, limit: number): Promise<Match[]> {
  const [ref] = await db
    .select({
      id: candidates.id,
      fullName: candidates.fullName,
      skills: candidates.skills,
      experience: candidates.experience,
      hourlyRate: candidates.hourlyRate,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!ref) throw notFound(JOB_ORDER_MESSAGES.candidateNotFound);
  const scoring = await scoringLike(db, ref);
  const ranked = await rankSimilar(db, scoring, limit, ref.id);
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
  return ranked.flatMap((r) => {
    const row = byId.get(r.id);
    if (!row) return []; // deleted between the two reads
    return [
      {
        candidate: toCandidate(row),
        score: r.score,
        reasons: similarReasons(ref, scoring, row, r),
      },
    ];
  });
}
