/**
 * What a job order's scoring gives points for, and the most a candidate can reach under
 * it: the bounds ranking.ts trusts to stop reading the pool early. Each is an upper bound
 * over every way a candidate may list the skills (skill-levels.test.ts checks them against
 * a brute force), so a bound too low would drop a candidate from the answer.
 */
import type { SQL } from "drizzle-orm";
import type { Wanted } from "./partial-credit.ts";

/** The skill lists a scoring gives points for, each worth its weight when all are listed. */
export interface SkillLists {
  must: string[];
  others: string[];
  mustWeight: number;
  othersWeight: number;
}

/** What one ranking gives points for. */
export interface Scoring {
  lists: SkillLists;
  /** Every wanted skill with its partial credits, must-haves first (partial-credit.ts). */
  wanted: Wanted;
  /** The other criteria's points per row of `candidates` (fixed names, see Ranked). */
  criteria: Record<"seniority" | "rate" | "availability" | "start", SQL>;
  /** The most the other criteria can add together (the bound of the walk). */
  criteriaMost: number;
}

export interface Ranked {
  id: string;
  ai: number | null;
  mustHeld: number;
  mustPoints: number;
  othersPoints: number;
  /** Related skills' credits (partial-credit.ts). */
  relatedPoints: number;
  /** What résumé evidence added over the related credits it replaced. */
  resumePoints: number;
  seniorityPoints: number;
  ratePoints: number;
  availabilityPoints: number;
  startPoints: number;
  assessmentPoints: number;
  /** Per wanted skill: -1 listed, else the related credit SQL gave it. */
  states: number[];
  /** The sentence naming each wanted skill (by index) that earned résumé points. */
  evidence: Map<number, string>;
  /** The sum of every criterion, before keeping it within 0–100. */
  raw: number;
  score: number;
}

const clamp = (n: number) => Math.max(0, Math.min(100, n));

/** A list's points for `held` of its `n` skills: weight × held ÷ n, rounded half up (as SQL). */
const shareOf = (held: number, n: number, weight: number) =>
  n === 0 ? 0 : Math.floor((held * 2 * weight + n) / (2 * n));

/** The most an unlisted wanted skill earns: its résumé points or its best related credit. */
const partialMost = (w: Wanted[number]) => Math.max(w.resumePoints, w.related[0]?.points ?? 0);

/**
 * The most the must-have list earns someone listing at most `mostHeld` of them: the share
 * of those listed and the largest partial credits of the rest, never past the list's
 * weight; the largest over every count up to `mostHeld`, so it holds whatever the rounding.
 */
function mustMost(scoring: Scoring, mostHeld: number): number {
  const { must, mustWeight } = scoring.lists;
  const n = must.length;
  if (mostHeld >= n) return mustWeight;
  const partials = scoring.wanted
    .filter((w) => w.list === "must")
    .map(partialMost)
    .sort((a, b) => b - a);
  let most = 0;
  for (let held = 0; held <= mostHeld; held++) {
    const rest = partials.slice(0, n - held).reduce((sum, p) => sum + p, 0);
    most = Math.max(most, Math.min(mustWeight, shareOf(held, n, mustWeight) + rest));
  }
  return most;
}

/**
 * The most the skills and criteria (everything but the assessment) can earn someone
 * listing at most `mostMustHeld` must-haves. Listed skills earn at most their lists'
 * weights, and partial credits never take a list past its weight (partial-credit.ts).
 */
function pointsMost(scoring: Scoring, mostMustHeld: number): number {
  return mustMost(scoring, mostMustHeld) + scoring.lists.othersWeight + scoring.criteriaMost;
}

/**
 * The highest score a candidate whose assessment earns `assessmentPoints` and who lists at
 * most `mostMustHeld` must-haves (all of them unless told) can reach.
 */
export function scoreBound(
  scoring: Scoring,
  assessmentPoints: number,
  mostMustHeld = scoring.lists.must.length,
): number {
  return clamp(pointsMost(scoring, mostMustHeld) + assessmentPoints);
}

/**
 * The other skills someone must list to earn `need` points or more from skills and
 * criteria: those whose absence alone (the rest at their best, the skill's own partial
 * credit instead of its share) leaves less than `need`. The walk's inconclusive end reads
 * only the candidates listing all of them (rank).
 */
export function requiredOthers(scoring: Scoring, mostMustHeld: number, need: number): string[] {
  const { others, othersWeight } = scoring.lists;
  const n = others.length;
  const most = pointsMost(scoring, mostMustHeld);
  const lost = shareOf(n, n, othersWeight) - shareOf(n - 1, n, othersWeight);
  return scoring.wanted
    .filter((w) => w.list === "others" && others.includes(w.skill))
    .filter((w) => most - lost + partialMost(w) < need)
    .map((w) => w.skill);
}

/** A must-have's partial credits that can still carry someone past `need` (partialsNeeded). */
export interface NeededPartial {
  skill: string;
  /** Whether a résumé naming it can. */
  resume: boolean;
  /** The related skills whose credit can. */
  related: string[];
}

/** What can carry someone past `need` (partialsNeeded). */
export interface NeededCredits {
  must: NeededPartial[];
  /** Whether the other skills can: listing one, or a credit for one (any of them, then). */
  others: boolean;
}

/**
 * Whether someone listing at most `mostMustHeld` must-haves and none of the other skills,
 * without any partial credit, can earn more than `need` points from skills and criteria
 * (null: then nobody is ruled out), and if not, what can carry them past it: the other
 * skills as a whole (listed or credited, they earn at most their weight), and per
 * must-have the credits that, with the best credits of the other must-haves, pass what
 * the listed must-haves and criteria leave (`gap`). Whoever holds none of these scores
 * at most `need`, and a tie goes to the walked.
 */
export function partialsNeeded(
  scoring: Scoring,
  mostMustHeld: number,
  need: number,
): NeededCredits | null {
  const { must, mustWeight, othersWeight } = scoring.lists;
  const listed = shareOf(Math.min(mostMustHeld, must.length), must.length, mustWeight);
  const gap = need - (listed + scoring.criteriaMost);
  if (gap < 0) return null;
  const musts = scoring.wanted.filter((w) => w.list === "must");
  const total = musts.reduce((sum, w) => sum + partialMost(w), 0);
  return {
    must: musts.map((w) => {
      const rest = total - partialMost(w);
      return {
        skill: w.skill,
        resume: w.resumePoints > 0 && w.resumePoints + rest > gap,
        related: w.related.filter((r) => r.points + rest > gap).map((r) => r.related),
      };
    }),
    others: othersWeight > 0 && othersWeight + total > gap,
  };
}
