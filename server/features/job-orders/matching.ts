/**
 * Explainable matches for a job order (docs/decisions/063-job-order-matching.md and
 * docs/decisions/084-matching-learns-from-the-pool.md).
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
 * asked for, those listing some wanted skill (`&&`); last, only when such a candidate could
 * still enter the answer, those listing only a related skill, and those whose résumé alone
 * names a wanted skill (rankMatches).
 */
import { inArray, type SQL, sql } from "drizzle-orm";
import type { Match } from "#common/job-order.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { candidateColumns, toCandidate } from "../candidates/service.ts";
import { criteriaMost, criteriaOf, planOf } from "./criteria.ts";
import { reasonsFor } from "./match-reasons.ts";
import { relatedOfAll, wantedSkills } from "./partial-credit.ts";
import { byRank, rank } from "./ranking.ts";
import { onlyByResume } from "./resume-evidence.ts";
import type { Ranked, Scoring } from "./score-bounds.ts";
import type { JobOrderRow } from "./service.ts";
import { heldOf, listingExactly } from "./skill-levels.ts";
import { skillsLower, textArray } from "./skills-sql.ts";

/**
 * How a job order is scored. `learned: false` leaves out what the pool taught (related
 * skills, résumé evidence): the rules alone, as the bench compares them (bench/matching.ts).
 */
export interface ScoringOptions {
  learned?: boolean;
}

/** The job order's scoring: its skill lists with their partial credits, and its criteria. */
export async function scoringOf(
  db: Db,
  order: JobOrderRow,
  options: ScoringOptions = {},
): Promise<Scoring> {
  const lists = planOf(order);
  const wanted = await wantedSkills(db, lists);
  return {
    lists,
    wanted:
      options.learned === false
        ? wanted.map((w) => ({ ...w, related: [], resumePoints: 0 }))
        : wanted,
    criteria: criteriaOf(order),
    criteriaMost: criteriaMost(order),
  };
}

/**
 * The most a candidate can score who lists none of the asked skills: for each wanted skill
 * the larger of its résumé points and (with `related`) its best related credit, the other
 * criteria at their best, an assessment of 100. Such a candidate lists no must-have.
 */
function unlistedBound(scoring: Scoring, related: boolean): number {
  const skills = scoring.wanted.reduce(
    (sum, w) => sum + Math.max(w.resumePoints, related ? (w.related[0]?.points ?? 0) : 0),
    0,
  );
  return Math.min(100, skills + scoring.criteriaMost + 10);
}

/**
 * The most a candidate listing no must-have can score: the other skills' weight, each
 * must-have's larger partial credit, the other criteria at their best, an assessment of 100.
 */
function noMustHaveBound(scoring: Scoring): number {
  const partial = scoring.wanted
    .filter((w) => w.list === "must")
    .reduce((sum, w) => sum + Math.max(w.resumePoints, w.related[0]?.points ?? 0), 0);
  return Math.min(100, scoring.lists.othersWeight + partial + scoring.criteriaMost + 10);
}

/**
 * The best `limit` matches, ranked (see the file's comment); `excluding`: a candidate never
 * to answer (the one replacements are sought like).
 *
 * Whom to consider, in five reads, each ranking below the one before or beside it:
 * 1. those listing every must-have;
 * 2. those listing some must-haves, not all: all but one, then all but two, …;
 * 3. those listing no must-have but another asked skill;
 * 4. those listing only a related skill, and
 * 5. those named only by their résumé. Reads 3–5 list no must-have, so each is made only
 *    when the answer is not full, or its last lists no must-have either and scores no more
 *    than they could (noMustHaveBound, unlistedBound). A broad brief (many listers, high
 *    scores) never reads 4 and 5; a scarce one does, and they are few.
 */
export async function rankMatches(
  db: Db,
  scoring: Scoring,
  limit: number,
  excluding?: string,
): Promise<Ranked[]> {
  const { must, others } = scoring.lists;
  let ranked: Ranked[] = [];
  const rankWhere = (where: SQL, n: number, mostMustHeld: number, estimate?: SQL) =>
    rank(
      db,
      scoring,
      excluding ? sql`${where} AND ${candidates.id} <> ${excluding}::uuid` : where,
      n,
      mostMustHeld,
      estimate,
    );
  if (must.length > 0) {
    ranked.push(
      ...(await rankWhere(sql`${skillsLower} @> ${textArray(must)}`, limit, must.length)),
    );
  }
  const asked = [...must, ...others];
  if (asked.length === 0) return rankWhere(sql`true`, limit, 0);
  const couldEnter = (bound: number) => {
    ranked = ranked.sort(byRank).slice(0, limit);
    const last = ranked[limit - 1];
    return !last || (last.mustHeld === 0 && last.score <= bound);
  };
  // Some must-haves, not all: all but one, then all but two, …, each level only while the
  // answer is not full (a level ranks below every one before it). Within a level everyone
  // lists as many, so its walk's bound is that level's (ranking.ts, scoreBound).
  for (let held = must.length - 1; held >= 1 && ranked.length < limit; held--) {
    const level = listingExactly(must, held);
    if (!level) {
      // Too many subsets to OR: this level and every later one at once.
      const where = sql`${skillsLower} && ${textArray(must)} AND ${heldOf(must)} <= ${sql.raw(String(held))}`;
      ranked.push(...(await rankWhere(where, limit - ranked.length, held)));
      break;
    }
    ranked.push(...(await rankWhere(level.where, limit - ranked.length, held, level.estimate)));
  }
  // No must-have, some other skill: below everyone listing a must-have.
  if (others.length > 0 && couldEnter(noMustHaveBound(scoring))) {
    const where =
      must.length > 0
        ? sql`${skillsLower} && ${textArray(others)} AND NOT (${skillsLower} && ${textArray(must)})`
        : sql`${skillsLower} && ${textArray(others)}`;
    ranked.push(...(await rankWhere(where, limit, 0)));
  }
  const related = relatedOfAll(scoring.wanted).filter((r) => !asked.includes(r));
  if (related.length > 0 && couldEnter(unlistedBound(scoring, true))) {
    const where = sql`${skillsLower} && ${textArray(related)} AND NOT (${skillsLower} && ${textArray(asked)})`;
    ranked.push(...(await rankWhere(where, limit, 0)));
  }
  if (couldEnter(unlistedBound(scoring, false))) {
    const ids = await onlyByResume(db, scoring.wanted, [...asked, ...related]);
    if (ids.length > 0) {
      const where = sql`${candidates.id} = ANY(${`{${ids.join(",")}}`}::uuid[])`;
      ranked.push(...(await rankWhere(where, limit, 0)));
    }
  }
  return ranked.sort(byRank).slice(0, limit);
}

/** The best `limit` matches, best first, with their reasons. */
export async function findMatches(
  db: Db,
  order: JobOrderRow,
  limit: number,
  options: ScoringOptions = {},
): Promise<Match[]> {
  const scoring = await scoringOf(db, order, options);
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
