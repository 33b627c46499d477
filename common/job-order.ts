/**
 * Job orders, matching and the pipeline (product-extensions §6): every allowed value, limit,
 * message and request/response schema once, for the server's routes and the admin screens.
 */
import { type Candidate, candidateSchema } from "./candidate.ts";
import { type HiringNeed, TEXT_LIMITS } from "./constants.ts";
import { isValidTimeZone } from "./interview-request.ts";
import { z } from "./zod.ts";

export const JOB_ORDER_STATUSES = ["open", "on-hold", "filled", "closed"] as const;
export type JobOrderStatus = (typeof JOB_ORDER_STATUSES)[number];

export const SENIORITIES = ["junior", "mid", "senior", "lead"] as const;
export type Seniority = (typeof SENIORITIES)[number];

export const ENGAGEMENT_TYPES = [
  "full-time",
  "part-time",
  "project-based",
  "contract",
  "consulting",
] as const;
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number];

/** The pipeline's stages in their order; `rejected` is the way out from any of them. */
export const PIPELINE_STAGES = [
  "sourced",
  "shortlisted",
  "customer-interested",
  "interview",
  "offer",
  "hired",
  "rejected",
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const REJECTION_REASONS = [
  "skills",
  "rate",
  "availability",
  "timezone",
  "communication",
  "customer-declined",
  "candidate-declined",
  "replaced",
  "other",
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** The kinds of reason a match's score is made of. */
export const MATCH_REASON_KINDS = [
  "must-have",
  "missing-must-have",
  "skills",
  "seniority",
  "rate",
  "availability",
  "assessment",
] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];

/** Years of experience each seniority stands for (the match's seniority reason). */
export const SENIORITY_YEARS: Record<Seniority, { min: number; max: number }> = {
  junior: { min: 0, max: 2 },
  mid: { min: 3, max: 5 },
  senior: { min: 6, max: 9 },
  lead: { min: 10, max: 50 },
};

export const JOB_ORDER_LIMITS = {
  title: TEXT_LIMITS.name,
  company: TEXT_LIMITS.short,
  description: 5000,
  hoursPerWeek: { min: 1, max: 60 },
  rate: { min: 1, max: 1000 },
  skills: 50,
  /** GET …/matches: default and most candidates answered. */
  matchesDefault: 20,
  matchesMax: 100,
  /** POST …/shortlist: most candidates one link is made with. */
  shortlistMax: 100,
  /** The reports' default period, in days up to today. */
  reportDays: 90,
  /** The site's promise: a shortlist within this many hours of the request. */
  shortlistPromiseHours: 24,
} as const;

export const JOB_ORDER_MESSAGES = {
  notFound: "Job order not found",
  candidateNotFound: "Candidate not found",
  notInPipeline: "This candidate is not in the job order's pipeline",
  inquiryNotFound: "Inquiry not found",
  titleRequired: "Title is required",
  customerNameRequired: "Customer name is required",
  email: "Please enter a valid email address",
  rateOrder: "The minimum rate must not be above the maximum rate",
  reasonRequired: "Choose a reason for the rejection",
  badTimezone: "Choose a valid time zone.",
  badDate: "Please enter a valid date",
  dateOrder: "The start of the period must not be after its end",
  shortlistEmpty: "Choose at least one candidate",
} as const;

/**
 * The skills a contact-form hiring need stands for: a job order made from an inquiry starts
 * with them (the admin edits them afterwards).
 */
export const HIRING_NEED_SKILLS: Record<HiringNeed, string[]> = {
  "full-stack": ["TypeScript", "React", "Node.js"],
  mobile: ["React Native", "Swift", "Kotlin"],
  "ai-ml": ["Python", "PyTorch", "LLMs"],
  backend: ["Node.js", "PostgreSQL", "Python"],
  devops: ["Docker", "Kubernetes", "Terraform", "AWS"],
  leadership: ["System Design"],
};

/** The title a job order made from an inquiry starts with. */
export const HIRING_NEED_TITLES: Record<HiringNeed, string> = {
  "full-stack": "Full-stack developer",
  mobile: "Mobile developer",
  "ai-ml": "AI/ML engineer",
  backend: "Backend engineer",
  devops: "DevOps engineer",
  leadership: "Technical lead",
};

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
});
export type PipelineEntry = z.infer<typeof pipelineEntrySchema>;

export const pipelineEventSchema = z.object({
  at: z.string(),
  candidateId: z.string(),
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
});
export type ShortlistInput = z.infer<typeof shortlistSchema>;

// Reports ----------------------------------------------------------------------------------

export const reportQuerySchema = z
  .object({
    from: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.iso.date(JOB_ORDER_MESSAGES.badDate).optional(),
    ),
    to: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.iso.date(JOB_ORDER_MESSAGES.badDate).optional(),
    ),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: JOB_ORDER_MESSAGES.dateOrder,
    path: ["from"],
  });

export const reportSummarySchema = z.object({
  inquiries: z.number().int(),
  jobOrders: z.number().int(),
  /** Job orders created in the period, and how many of them were shortlisted within 24 h. */
  shortlistedWithin24h: z.object({ count: z.number().int(), of: z.number().int() }),
  /** Over the period's job orders that have a shortlist; null when none has. */
  medianHoursToShortlist: z.number().nullable(),
  verdicts: z.object({
    interested: z.number().int(),
    maybe: z.number().int(),
    notAFit: z.number().int(),
  }),
  interviews: z.number().int(),
  hires: z.number().int(),
  trials: z.object({
    started: z.number().int(),
    continued: z.number().int(),
    replaced: z.number().int(),
  }),
  /** Every week of the period, oldest first; `week` is its Monday (YYYY-MM-DD, UTC). */
  weeks: z.array(
    z.object({
      week: z.string(),
      inquiries: z.number().int(),
      jobOrders: z.number().int(),
      shortlists: z.number().int(),
      hires: z.number().int(),
    }),
  ),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

// Names the admin screens use for the same shapes.
export type JobOrderInput = CreateJobOrderInput;
export type JobOrderMatch = Match;
export type PipelineMoveInput = z.input<typeof pipelineMoveSchema>;
export type ReportsSummary = ReportSummary;
