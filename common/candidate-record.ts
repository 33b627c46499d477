/**
 * GET /api/admin/candidates/{id}/record: what the company has done with a candidate, for the
 * candidate's screen: their applications with the latest scorecard and note, the job orders
 * whose pipelines hold them (and at which stage), and their engagements.
 */

import { scorecardSchema } from "./application.ts";
import { APPLICATION_STATUSES } from "./application-values.ts";
import { ENGAGEMENT_STATUSES } from "./engagement-values.ts";
import { PIPELINE_STAGES } from "./job-order-values.ts";
import { z } from "./zod.ts";

export const candidateRecordSchema = z.object({
  applications: z.array(
    z.object({
      id: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      scorecard: scorecardSchema.nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  pipelines: z.array(
    z.object({
      jobOrderId: z.string(),
      title: z.string(),
      customerName: z.string(),
      stage: z.enum(PIPELINE_STAGES),
      updatedAt: z.string(),
    }),
  ),
  engagements: z.array(
    z.object({
      id: z.string(),
      jobOrderId: z.string(),
      title: z.string(),
      customerName: z.string(),
      status: z.enum(ENGAGEMENT_STATUSES),
      startDate: z.string(),
    }),
  ),
});
export type CandidateRecord = z.infer<typeof candidateRecordSchema>;
