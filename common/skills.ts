/**
 * Skills learned from the talent pool: GET /api/admin/skills/related's query and answer.
 */
import { TEXT_LIMITS } from "./constants.ts";
import { SKILL_MESSAGES } from "./skill-values.ts";
import { z } from "./zod.ts";

export * from "./skill-values.ts";

export const relatedSkillsQuerySchema = z.object({
  skill: z
    .string(SKILL_MESSAGES.skillRequired)
    .trim()
    .min(1, SKILL_MESSAGES.skillRequired)
    .max(TEXT_LIMITS.listItem),
});

export const relatedSkillSchema = z.object({
  /** As the pool spells it most often. */
  skill: z.string(),
  /** 0–1, best first (server/features/skills/related-skills.ts says how it is learned). */
  score: z.number().min(0).max(1),
  /** Active candidates listing both skills. */
  support: z.number().int(),
});
export type RelatedSkill = z.infer<typeof relatedSkillSchema>;
export const relatedSkillListSchema = z.array(relatedSkillSchema);
