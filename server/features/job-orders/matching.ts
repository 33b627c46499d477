/**
 * Explainable matches for a job order (product-extensions §6 and §13; docs/decisions/063 and
 * 084).
 *
 * A match is an active candidate who lists at least one of the job order's skills
 * (must-have or other), or a skill the pool has learned is related to one, or whose résumé
 * names one; a job order naming no skill at all considers every active candidate. Skills
 * compare case-insensitively. Each candidate's score is the sum of its reasons' points,
 * kept within 0–100:
 *
 * | reason            | points                                                           |
 * |-------------------|------------------------------------------------------------------|
 * | must-have         | 35 × share of must-haves listed (60 when there are no others)    |
 * | skills            | 25 × share of the other skills listed (60 when no must-haves)    |
 * | related-skill     | part of an unlisted skill's share for a related one (partial-credit.ts) |
 * | resume-evidence   | half an unlisted skill's share for a résumé sentence naming it   |
 * | seniority         | 15 in the band, 10 above it, 5 up to 2 years short               |
 * | rate              | 10 within `rateMax`; above it −5 to −20 (the further, the more)   |
 * | availability      | 5 when it fits the engagement type and hours                     |
 * | start-date        | −5 free up to 14 days after the start date, −10 later than that  |
 * | assessment        | AI assessment score ÷ 10                                         |
 *
 * Order: candidates listing every must-have first, then score, then assessment score, then
 * id, so the same call answers the same order every time (ranking.ts ranks; this file
 * says what the points are and whom to consider).
 *
 * Candidates are found through the partial GIN index `candidates_active_skills_lower_gin`
 * on the stored lower-cased skills of active candidates (migrations 0014 and 0017): first
 * those listing every must-have (`@>`, a small set), and only when they are fewer than
 * asked for, those listing some wanted or related skill (`&&`); last, only when such a
 * candidate could still enter the answer, those whose résumé alone names a wanted skill.
 */
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Match } from "#common/job-order.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { candidateColumns, toCandidate } from "../candidates/service.ts";
import { criteriaMost, criteriaOf, planOf } from "./criteria.ts";
import { reasonsFor } from "./match-reasons.ts";
import { relatedOfAll, wantedSkills } from "./partial-credit.ts";
import { byRank, type Ranked, rank, type Scoring, skillsLower, textArray } from "./ranking.ts";
import { onlyByResume } from "./resume-evidence.ts";
import type { JobOrderRow } from "./service.ts";

/** The job order's scoring: its skill lists with their partial credits, and its criteria. */
export async function scoringOf(db: Db, order: JobOrderRow): Promise<Scoring> {
  const lists = planOf(order);
  return {
    lists,
    wanted: await wantedSkills(db, lists),
    criteria: criteriaOf(order),
    criteriaMost: criteriaMost(order),
  };
}

/**
 * The most a candidate listing no wanted skill nor a related one can score: résumé points
 * for every wanted skill, the other criteria at their best, an assessment of 100.
 */
function resumeOnlyBound(scoring: Scoring): number {
  const skills = scoring.wanted.reduce((sum, w) => sum + w.resumePoints, 0);
  return Math.min(100, skills + scoring.criteriaMost + 10);
}

/**
 * The best `limit` matches, ranked (see the file's comment); `excluding`: a candidate never
 * to answer (the one replacements are sought like).
 */
export async function rankMatches(
  db: Db,
  scoring: Scoring,
  limit: number,
  excluding?: string,
): Promise<Ranked[]> {
  const { must, others } = scoring.lists;
  const ranked: Ranked[] = [];
  const rankWhere = (where: SQL, n: number, mostMustHeld: number) =>
    rank(
      db,
      scoring,
      excluding ? sql`${where} AND ${candidates.id} <> ${excluding}::uuid` : where,
      n,
      mostMustHeld,
    );
  if (must.length > 0) {
    ranked.push(
      ...(await rankWhere(sql`${skillsLower} @> ${textArray(must)}`, limit, must.length)),
    );
  }
  const listed = [...must, ...others, ...relatedOfAll(scoring.wanted)];
  if (ranked.length < limit) {
    const where: SQL =
      listed.length === 0
        ? sql`true`
        : must.length > 0
          ? sql`${skillsLower} && ${textArray(listed)} AND NOT (${skillsLower} @> ${textArray(must)})`
          : sql`${skillsLower} && ${textArray(listed)}`;
    // Here nobody lists every must-have: at most all but one.
    const mostMustHeld = Math.max(0, must.length - 1);
    ranked.push(...(await rankWhere(where, limit - ranked.length, mostMustHeld)));
  }
  // Candidates named only by their résumé list no wanted skill (must_held 0): asked for
  // only when one could still enter, i.e. past the last of the answer or beside it.
  const last = ranked[limit - 1];
  const couldEnter =
    listed.length > 0 && (!last || (last.mustHeld === 0 && last.score <= resumeOnlyBound(scoring)));
  if (couldEnter) {
    const ids = await onlyByResume(db, scoring.wanted, listed);
    if (ids.length > 0) {
      const where = sql`${candidates.id} = ANY(${`{${ids.join(",")}}`}::uuid[])`;
      ranked.push(...(await rankWhere(where, limit, 0)));
    }
  }
  return ranked.sort(byRank).slice(0, limit);
}

/** The best `limit` matches, best first, with their reasons. */
export async function findMatches(db: Db, order: JobOrderRow, limit: number): Promise<Match[]> {
  const scoring = await scoringOf(db, order);
  const ranked = await rankMatches(db, scoring, limit);
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
      reasons: reasonsFor(order, scoring, row, r),
    });
  }
  return matches;
}
