/**
 * Skills learned from the pool: the thresholds the related-skills job learns with and the
 * messages of its call, without zod (common/skills.ts builds the schemas on them).
 */

export const RELATED_SKILL_LIMITS = {
  /** A skill listed by fewer active candidates has no related skills, nor is one. */
  minCandidates: 5,
  /** Candidates listing both, at least: one candidate's two skills are no pattern. */
  minPairSupport: 2,
  /** Related skills kept per skill, best first. */
  perSkill: 10,
  /** A related skill scoring less says too little to keep. */
  minScore: 0.05,
} as const;

export const SKILL_MESSAGES = {
  skillRequired: "Name a skill",
} as const;
