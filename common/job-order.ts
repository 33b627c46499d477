/**
 * Job orders, matching and the pipeline: every allowed value, limit,
 * message and request/response schema once, for the server's routes and the admin screens.
 */
import { type Candidate, candidateSchema } from "./candidate.ts";
import { companyIdField } from "./company.ts";
import { TEXT_LIMITS } from "./constants.ts";
import { isValidTimeZone } from "./interview-request.ts";
import {
  ENGAGEMENT_TYPES,
  JOB_ORDER_LIMITS,
  JOB_ORDER_MESSAGES,
  JOB_ORDER_STATUSES,
  MATCH_REASON_KINDS,
  PIPELINE_STAGES,
  REJECTION_REASONS,
  SENIORITIES,
  SHORTLIST_LINK_DEFAULTS,
} from "./job-order-values.ts";
import { z } from "./zod.ts";

export * from "./job-order-values.ts";

const skillList = z
  .array(z.string().trim().min(1).max(TEXT_LIMITS.listItem))
  .max(JOB_ORDER_LIMITS.skills, `At most ${JOB_ORDER_LIMITS.skills} skills`);

const intIn = (range: { min: number; max: number }) =>
  z
    .number()
    .int("Must be a whole number")
    .min(range.min, `Must be at least ${range.min}`)
    .max(range.max, `Must be at most ${range.max}`);

/** The fields of a job order's body, none with a default (see the create/update schemas). */
const fields = {
  title: z.string().trim().min(1, JOB_ORDER_MESSAGES.titleRequired).max(JOB_ORDER_LIMITS.title),
  customerName: z
    .string()
    .trim()
    .min(1, JOB_ORDER_MESSAGES.customerNameRequired)
    .max(TEXT_LIMITS.name),
  customerEmail: z.email(JOB_ORDER_MESSAGES.email).max(TEXT_LIMITS.email),
  company: z.string().trim().max(JOB_ORDER_LIMITS.company).nullable(),
  /** Left out of a create body: the company listing the customer's e-mail domain, if any. */
  companyId: companyIdField,
  skills: skillList,
  mustHave: skillList,
  seniority: z.enum(SENIORITIES, "Choose junior, mid, senior or lead").nullable(),
  engagementType: z.enum(ENGAGEMENT_TYPES, "Choose an engagement type"),
  hoursPerWeek: intIn(JOB_ORDER_LIMITS.hoursPerWeek).nullable(),
  rateMin: intIn(JOB_ORDER_LIMITS.rate).nullable(),
  rateMax: intIn(JOB_ORDER_LIMITS.rate).nullable(),
  timezone: z.string().max(64).refine(isValidTimeZone, JOB_ORDER_MESSAGES.badTimezone).nullable(),
  startDate: z.iso.date(JOB_ORDER_MESSAGES.badDate).nullable(),
  description: z
    .string()
    .trim()
    .max(JOB_ORDER_LIMITS.description, `At most ${JOB_ORDER_LIMITS.description} characters`)
    .nullable(),
  status: z.enum(JOB_ORDER_STATUSES, "Choose open, on-hold, filled or closed"),
};

/** min ≤ max when both are given (the server checks an update against the stored values). */
const ratesInOrder = (value: { rateMin?: number | null; rateMax?: number | null }) =>
  value.rateMin == null || value.rateMax == null || value.rateMin <= value.rateMax;
const rateOrderIssue = { message: JOB_ORDER_MESSAGES.rateOrder, path: ["rateMax"] };

/** POST /api/admin/job-orders: title, customerName and customerEmail required. */
export const createJobOrderSchema = z
  .object({
    title: fields.title,
    customerName: fields.customerName,
    customerEmail: fields.customerEmail,
    company: fields.company.optional(),
    companyId: fields.companyId.optional(),
    skills: fields.skills.default([]),
    mustHave: fields.mustHave.default([]),
    seniority: fields.seniority.optional(),
    engagementType: fields.engagementType.default("full-time"),
    hoursPerWeek: fields.hoursPerWeek.optional(),
    rateMin: fields.rateMin.optional(),
    rateMax: fields.rateMax.optional(),
    timezone: fields.timezone.optional(),
    startDate: fields.startDate.optional(),
    description: fields.description.optional(),
    status: fields.status.default("open"),
  })
  .refine(ratesInOrder, rateOrderIssue);
export type CreateJobOrderInput = z.input<typeof createJobOrderSchema>;
export type CreateJobOrder = z.output<typeof createJobOrderSchema>;

/** PUT /api/admin/job-orders/{id}: a field left out keeps its value. */
export const updateJobOrderSchema = z
  .object({
    title: fields.title.optional(),
    customerName: fields.customerName.optional(),
    customerEmail: fields.customerEmail.optional(),
    company: fields.company.optional(),
    companyId: fields.companyId.optional(),
    skills: fields.skills.optional(),
    mustHave: fields.mustHave.optional(),
    seniority: fields.seniority.optional(),
    engagementType: fields.engagementType.optional(),
    hoursPerWeek: fields.hoursPerWeek.optional(),
    rateMin: fields.rateMin.optional(),
    rateMax: fields.rateMax.optional(),
    timezone: fields.timezone.optional(),
    startDate: fields.startDate.optional(),
    description: fields.description.optional(),
    status: fields.status.optional(),
  })
  .refine(ratesInOrder, rateOrderIssue);
export type UpdateJobOrderInput = z.input<typeof updateJobOrderSchema>;
export type UpdateJobOrder = z.output<typeof updateJobOrderSchema>;

/** POST /api/shared/{token}/job-orders: a customer asks for another role from their link. */
export const roleRequestSchema = z.object({
  title: fields.title,
  skills: fields.skills.optional(),
  description: fields.description.optional(),
  hoursPerWeek: fields.hoursPerWeek.optional(),
  startDate: fields.startDate.optional(),
});
export type RoleRequestInput = z.input<typeof roleRequestSchema>;
export const roleRequestCreatedSchema = z.object({ id: z.string(), title: z.string() });

export const jobOrderListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(JOB_ORDER_STATUSES, "Choose open, on-hold, filled or closed").optional(),
  ),
});

export const jobOrderCountsSchema = z.object({
  pipeline: z.number().int(),
  shortlisted: z.number().int(),
  interview: z.number().int(),
  hired: z.number().int(),
});

export const jobOrderSchema = z.object({
  id: z.string(),
  title: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  company: z.string().nullable(),
  /** The customer's company (a company object's id), or null. */
  companyId: z.string().nullable(),
  inquiryId: z.string().nullable(),
  skills: z.array(z.string()),
  mustHave: z.array(z.string()),
  seniority: z.enum(SENIORITIES).nullable(),
  engagementType: z.enum(ENGAGEMENT_TYPES),
  hoursPerWeek: z.number().int().nullable(),
  rateMin: z.number().int().nullable(),
  rateMax: z.number().int().nullable(),
  timezone: z.string().nullable(),
  startDate: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(JOB_ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstShortlistAt: z.string().nullable(),
  /**
   * How many candidates are in the pipeline, and how many have reached shortlisted,
   * interview and hired (a candidate further on still counts as having reached them;
   * rejected ones do not).
   */
  counts: jobOrderCountsSchema,
  /**
   * The candidate the job order is looking to replace: the one its pipeline last rejected
   * as `replaced` (a trial's `replace`), until someone is hired after that; null when none
   * is owed, and on a closed job order.
   */
  replacing: z
    .object({ candidateId: z.string(), candidateName: z.string(), since: z.string() })
    .nullable(),
});
export type JobOrder = z.infer<typeof jobOrderSchema>;

// Matching ---------------------------------------------------------------------------------

export const matchesQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number()
      .int("Must be a whole number")
      .min(1, "Must be at least 1")
      .max(JOB_ORDER_LIMITS.matchesMax, `Must be at most ${JOB_ORDER_LIMITS.matchesMax}`)
      .default(JOB_ORDER_LIMITS.matchesDefault),
  ),
  /** A candidate's id: rank by similarity to them instead (replacements like them). */
  like: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.uuid(JOB_ORDER_MESSAGES.likeInvalid).optional(),
  ),
});

export const matchReasonSchema = z.object({
  kind: z.enum(MATCH_REASON_KINDS),
  text: z.string(),
  points: z.number().int(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const matchSchema = z.object({
  candidate: candidateSchema,
  /** 0–100: the reasons' points added up, kept within 0 and 100. */
  score: z.number().int().min(0).max(100),
  reasons: z.array(matchReasonSchema),
});
export interface Match {
  candidate: Candidate;
  score: number;
  reasons: MatchReason[];
}

// The pipeline -----------------------------------------------------------------------------

/** PUT /api/admin/job-orders/{id}/pipeline/{candidateId}: `reason` is required to reject. */
export const pipelineMoveSchema = z
  .object({
    stage: z.enum(PIPELINE_STAGES, "Choose a stage"),
    reason: z.enum(REJECTION_REASONS, "Choose a reason").nullable().optional(),
  })
  .refine((v) => v.stage !== "rejected" || v.reason != null, {
    message: JOB_ORDER_MESSAGES.reasonRequired,
    path: ["reason"],
  });
export type PipelineMove = z.infer<typeof pipelineMoveSchema>;

export const pipelineEntrySchema = z.object({
  candidateId: z.string(),
  stage: z.enum(PIPELINE_STAGES),
  reason: z.enum(REJECTION_REASONS).nullable(),
  updatedAt: z.string(),
  candidate: z.object({
    id: z.string(),
    fullName: z.string(),
    title: z.string(),
    hourlyRate: z.number().nullable(),
    isActive: candidateSchema.shape.isActive,
  }),
  /** The latest engagement of this candidate on this job order (a hire), else null. */
  engagementId: z.string().nullable(),
});
export type PipelineEntry = z.infer<typeof pipelineEntrySchema>;

export const pipelineEventSchema = z.object({
  at: z.string(),
  candidateId: z.string(),
  /** As it was when the event happened; "Erased candidate" after erasure. */
  candidateName: z.string(),
  from: z.enum(PIPELINE_STAGES).nullable(),
  to: z.enum(PIPELINE_STAGES),
  reason: z.enum(REJECTION_REASONS).nullable(),
  /** The admin's e-mail, `customer:<viewer e-mail or anonymous>`, or `system`. */
  actor: z.string(),
});
export type PipelineEvent = z.infer<typeof pipelineEventSchema>;

/** POST /api/admin/job-orders/{id}/shortlist: a link for the job order's customer. */
export const shortlistSchema = z.object({
  candidateIds: z
    .array(z.uuid("Choose candidates from the pool"))
    .min(1, JOB_ORDER_MESSAGES.shortlistEmpty)
    .max(JOB_ORDER_LIMITS.shortlistMax, `At most ${JOB_ORDER_LIMITS.shortlistMax} candidates`),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  requireEmail: z.boolean().optional(),
  showContact: z.boolean().default(SHORTLIST_LINK_DEFAULTS.showContact),
  showRates: z.boolean().default(SHORTLIST_LINK_DEFAULTS.showRates),
  allowResumeDownload: z.boolean().default(SHORTLIST_LINK_DEFAULTS.allowResumeDownload),
});
export type ShortlistInput = z.infer<typeof shortlistSchema>;

// Names the admin screens use for the same shapes.
export type JobOrderInput = CreateJobOrderInput;
export type JobOrderMatch = Match;
export type PipelineMoveInput = z.input<typeof pipelineMoveSchema>;
