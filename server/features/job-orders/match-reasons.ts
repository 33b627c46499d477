/**
 * The words of a match's reasons, each with the points SQL gave its criterion
 * (matching.ts, ranking.ts): what the screen shows next to the score, which is their sum.
 */
import { type MatchReason, SENIORITY_YEARS } from "#common/job-order.ts";
import { POINTS } from "./criteria.ts";
import type { Wanted } from "./partial-credit.ts";
import { resumeEvidenceText } from "./resume-evidence.ts";
import type { Ranked, Scoring } from "./score-bounds.ts";
import type { JobOrderRow } from "./service.ts";

const list = (skills: string[]) => skills.join(", ");

export interface ReasonCandidate {
  skills: string[];
  experience: number | null;
  hourlyRate: number | null;
  availability: string | null;
  availableFrom: string | null;
  aiAssessmentScore: number | null;
}

/** "Has Next.js, often listed with React". */
export const relatedSkillText = (has: string, wanted: string) =>
  `Has ${has}, often listed with ${wanted}`;

/**
 * The reasons of the wanted skills a candidate does not list: a related skill they list, or
 * the résumé's sentence naming it, with the points SQL and the résumé gave each
 * (ranking.ts: `states`, `evidence`).
 */
export function partialReasons(
  wanted: Wanted,
  candidateSkills: string[],
  ranked: Pick<Ranked, "states" | "evidence">,
  name: (skill: string) => string,
): MatchReason[] {
  const spelled = new Map(candidateSkills.map((s) => [s.toLowerCase(), s]));
  const reasons: MatchReason[] = [];
  wanted.forEach((w, i) => {
    const sentence = ranked.evidence.get(i);
    if (sentence !== undefined) {
      reasons.push({
        kind: "resume-evidence",
        text: resumeEvidenceText(name(w.skill), sentence),
        points: w.resumePoints,
      });
      return;
    }
    const credit = ranked.states[i] ?? 0;
    if (credit <= 0) return;
    // The best related skill the candidate lists with the points SQL counted.
    const related = w.related.find((r) => r.points === credit && spelled.has(r.related));
    if (!related) return;
    reasons.push({
      kind: "related-skill",
      text: relatedSkillText(spelled.get(related.related)!, name(w.skill)),
      points: credit,
    });
  });
  return reasons;
}

/** The words of each criterion, with the points SQL gave it. */
export function reasonsFor(
  order: JobOrderRow,
  scoring: Scoring,
  candidate: ReasonCandidate,
  points: Ranked,
): MatchReason[] {
  const { must, others } = scoring.lists;
  const reasons: MatchReason[] = [];
  const has = new Set(candidate.skills.map((s) => s.toLowerCase()));
  // The job order's own spelling of each skill.
  const spelled = new Map<string, string>();
  for (const s of [...order.mustHave, ...order.skills]) {
    spelled.set(s.trim().toLowerCase(), s.trim());
  }
  const name = (s: string) => spelled.get(s) ?? s;

  if (must.length > 0) {
    const held = must.filter((s) => has.has(s)).map(name);
    const missing = must.filter((s) => !has.has(s)).map(name);
    if (held.length > 0) {
      reasons.push({
        kind: "must-have",
        text:
          missing.length === 0
            ? `Has every must-have skill: ${list(held)}`
            : `Has ${held.length} of ${must.length} must-have skills: ${list(held)}`,
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
  if (others.length > 0) {
    const held = others.filter((s) => has.has(s)).map(name);
    if (held.length > 0) {
      reasons.push({
        kind: "skills",
        text: `Matches ${held.length} of ${others.length} skills: ${list(held)}`,
        points: points.othersPoints,
      });
    }
  }
  reasons.push(...partialReasons(scoring.wanted, candidate.skills, points, name));
  if (order.seniority && candidate.experience !== null) {
    const band = SENIORITY_YEARS[order.seniority];
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
