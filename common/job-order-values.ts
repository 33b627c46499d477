/**
 * Job orders' plain values: statuses, stages, reasons, limits and
 * messages, without zod, so the admin screens' first load carries none of the schemas
 * (common/job-order.ts re-exports all of this with the schemas, which are built from it).
 */
import { type HiringNeed, TEXT_LIMITS } from "./constants.ts";

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
  "start-date",
  "assessment",
  /** A wanted skill not listed, but a skill the pool often lists with it is. */
  "related-skill",
  /** A wanted skill not listed, but named in a sentence of the résumé (quoted). */
  "resume-evidence",
  /** Asked for replacements like a candidate (`like=`): what they share with them. */
  "similar",
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
  /** A résumé-evidence reason's text, the quoted sentence included, at most. */
  resumeEvidenceText: 200,
  /** POST …/shortlist: most candidates one link is made with. */
  shortlistMax: 100,
  /** POST …/pipeline/bulk: most cards one call moves. */
  bulkMax: 100,
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
  shortlistEmpty: "Choose at least one candidate",
  likeInvalid: "Choose a candidate from the pool",
  bulkEmpty: "Choose at least one candidate",
  bulkTooMany: "Choose at most 100 candidates",
  bulkAction: "Choose a stage, or remove",
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

/**
 * What a job order's shortlist link shows unless the recruiter switches it: no contact details
 * (the customer reaches candidates through the company, not around it), rates and résumés.
 */
export const SHORTLIST_LINK_DEFAULTS = {
  showContact: false,
  showRates: true,
  allowResumeDownload: true,
} as const;
