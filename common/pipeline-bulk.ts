/**
 * POST /api/admin/job-orders/{id}/pipeline/bulk: several cards of one board moved to one
 * stage, or removed, in one call; each as the single move or removal would be.
 */
import {
  JOB_ORDER_LIMITS,
  JOB_ORDER_MESSAGES,
  PIPELINE_STAGES,
  REJECTION_REASONS,
} from "./job-order-values.ts";
import { z } from "./zod.ts";

export const pipelineBulkSchema = z
  .object({
    candidateIds: z
      .array(z.string(), JOB_ORDER_MESSAGES.bulkEmpty)
      .min(1, JOB_ORDER_MESSAGES.bulkEmpty)
      .max(JOB_ORDER_LIMITS.bulkMax, JOB_ORDER_MESSAGES.bulkTooMany),
    stage: z.enum(PIPELINE_STAGES, "Choose a stage").optional(),
    reason: z.enum(REJECTION_REASONS, "Choose a reason").nullable().optional(),
    /** Take the cards off the board instead of moving them. */
    remove: z.literal(true).optional(),
  })
  .refine((v) => (v.stage === undefined) !== (v.remove === undefined), {
    message: JOB_ORDER_MESSAGES.bulkAction,
    path: ["stage"],
  })
  .refine((v) => v.stage !== "rejected" || v.reason != null, {
    message: JOB_ORDER_MESSAGES.reasonRequired,
    path: ["reason"],
  });
export type PipelineBulk = z.infer<typeof pipelineBulkSchema>;
export type PipelineBulkInput = z.input<typeof pipelineBulkSchema>;

export const pipelineBulkResultSchema = z.object({
  /** Cards moved or removed (a card already at the stage is not counted). */
  updated: z.number().int(),
});
