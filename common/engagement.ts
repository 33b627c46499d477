/**
 * Engagements and the 7-day trial: every allowed value, limit,
 * message and request/response schema once, for the server's routes, the trial job, the
 * admin screens and the customer's decision page.
 */
import {
  ENGAGEMENT_DECISIONS,
  ENGAGEMENT_LIMITS,
  ENGAGEMENT_MESSAGES,
  ENGAGEMENT_STATUSES,
} from "./engagement-values.ts";
import { z } from "./zod.ts";

export * from "./engagement-values.ts";

const intIn = (range: { min: number; max: number }) =>
  z
    .number()
    .int("Must be a whole number")
    .min(range.min, `Must be at least ${range.min}`)
    .max(range.max, `Must be at most ${range.max}`);

/** A calendar date (YYYY-MM-DD); a full ISO timestamp is taken as its UTC date. */
const startDate = z
  .string(ENGAGEMENT_MESSAGES.badDate)
  .trim()
  .transform((v) => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
    const parsed = Date.parse(v);
    return Number.isNaN(parsed) || !/^\d{4}-\d{2}-\d{2}T/.test(v)
      ? v
      : new Date(parsed).toISOString().slice(0, 10);
  })
  .pipe(z.iso.date(ENGAGEMENT_MESSAGES.badDate));

/** POST /api/admin/engagements: the hire. */
export const createEngagementSchema = z.object({
  jobOrderId: z.string().trim().min(1, ENGAGEMENT_MESSAGES.jobOrderNotFound),
  candidateId: z.string().trim().min(1, ENGAGEMENT_MESSAGES.candidateNotFound),
  startDate,
  hoursPerWeek: intIn(ENGAGEMENT_LIMITS.hoursPerWeek).nullable().optional(),
  rate: intIn(ENGAGEMENT_LIMITS.rate).nullable().optional(),
});
export type CreateEngagementInput = z.input<typeof createEngagementSchema>;
export type CreateEngagement = z.output<typeof createEngagementSchema>;

/** PATCH /api/admin/engagements/{id}: a field left out keeps its value. */
export const updateEngagementSchema = z.object({
  status: z.enum(ENGAGEMENT_STATUSES, "Choose trial, active, ended or replaced").optional(),
  endReason: z
    .string()
    .trim()
    .max(ENGAGEMENT_LIMITS.endReason, `At most ${ENGAGEMENT_LIMITS.endReason} characters`)
    .nullable()
    .optional(),
  hoursPerWeek: intIn(ENGAGEMENT_LIMITS.hoursPerWeek).nullable().optional(),
  rate: intIn(ENGAGEMENT_LIMITS.rate).nullable().optional(),
});
export type UpdateEngagementInput = z.input<typeof updateEngagementSchema>;
export type UpdateEngagement = z.output<typeof updateEngagementSchema>;

export const engagementListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(ENGAGEMENT_STATUSES, "Choose trial, active, ended or replaced").optional(),
  ),
});

/** The customer's answer on the decision page, once given. */
export const engagementFeedbackSchema = z.object({
  decision: z.enum(ENGAGEMENT_DECISIONS),
  rating: z.number().int().nullable(),
  comment: z.string().nullable(),
  decidedAt: z.string(),
});
export type EngagementFeedback = z.infer<typeof engagementFeedbackSchema>;

export const engagementSchema = z.object({
  id: z.string(),
  jobOrderId: z.string(),
  candidateId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  hoursPerWeek: z.number().int().nullable(),
  rate: z.number().int().nullable(),
  /** ISO timestamp: startDate (UTC midnight) + 7 days. */
  trialEndsAt: z.string(),
  status: z.enum(ENGAGEMENT_STATUSES),
  endReason: z.string().nullable(),
  /** The engagement this one replaces (a free replacement), if any. */
  replacementOf: z.string().nullable(),
  feedback: engagementFeedbackSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the customer's decision e-mail went out (null: not yet). */
  reminderSentAt: z.string().nullable(),
  candidateName: z.string(),
  jobOrderTitle: z.string(),
});
export type Engagement = z.infer<typeof engagementSchema>;

/** GET /api/engagements/decide/{token}. */
export const decisionViewSchema = z.object({
  candidateName: z.string(),
  customerName: z.string(),
  trialEndsAt: z.string(),
  decided: z.boolean(),
  /** The decision given, if any. */
  decision: z.enum(ENGAGEMENT_DECISIONS).nullable(),
  /** True once the trial is over (no decision can be given any more). */
  trialOver: z.boolean(),
  jobOrderTitle: z.string(),
  /**
   * The customer's page of the link that shortlisted the developer for this job order
   * (`/shared/{token}`), while it still opens; else null.
   */
  shortlistPath: z.string().nullable(),
});
export type DecisionView = z.infer<typeof decisionViewSchema>;

/** POST /api/engagements/decide/{token}. */
export const decisionSchema = z.object({
  decision: z.enum(ENGAGEMENT_DECISIONS, ENGAGEMENT_MESSAGES.decisionRequired),
  rating: intIn(ENGAGEMENT_LIMITS.rating).nullable().optional(),
  comment: z
    .string()
    .trim()
    .max(ENGAGEMENT_LIMITS.comment, `At most ${ENGAGEMENT_LIMITS.comment} characters`)
    .nullable()
    .optional(),
});
export type DecisionInput = z.input<typeof decisionSchema>;

export const decisionResultSchema = z.object({
  decision: z.enum(ENGAGEMENT_DECISIONS),
  status: z.enum(ENGAGEMENT_STATUSES),
  message: z.string(),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;
