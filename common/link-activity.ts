/**
 * What viewers did with a link: visits, time on profiles (the
 * beacon), verdicts and interview requests, as the link's creator sees them.
 */

import { agreementRecordSchema, linkViewerSchema } from "./agreement.ts";
import { interviewRequestSchema } from "./interview-request.ts";
import { verdictSchema } from "./verdict.ts";
import { WORKSPACE_LIMITS } from "./viewer-access.ts";
import { z } from "./zod.ts";

export const linkSummarySchema = z.object({
  visits: z.number().int(),
  viewers: z.number().int(),
  interested: z.number().int(),
  maybe: z.number().int(),
  notAFit: z.number().int(),
  interviewRequests: z.number().int(),
});
export type LinkSummary = z.infer<typeof linkSummarySchema>;

export const beaconBodySchema = z.object({
  developerId: z.uuid(),
  seconds: z.number().int().min(1).max(WORKSPACE_LIMITS.beaconMaxSeconds),
});

export const linkActivitySchema = z.object({
  visits: z.array(
    z.object({
      at: z.string(),
      viewerEmail: z.string().nullable(),
      profilesViewed: z.array(z.object({ developerId: z.string(), seconds: z.number().int() })),
    }),
  ),
  verdicts: z.array(verdictSchema.extend({ developerName: z.string() })),
  interviewRequests: z.array(interviewRequestSchema),
  /** Who accepted the link's agreement, with the hash of the text, newest first. */
  agreements: z.array(agreementRecordSchema),
  /** Every address seen on the link, and whether an admin removed it. */
  viewers: z.array(linkViewerSchema),
});
export type LinkActivity = z.infer<typeof linkActivitySchema>;
