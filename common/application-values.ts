/**
 * Applications: the allowed values, the form's words and the consent
 * text, without zod, so the /apply page's island loads none of the schemas until a submit
 * (common/application.ts re-exports all of this with the schemas).
 */
import { AVAILABILITY_VALUES } from "./constants.ts";
import { waitWords } from "./wait-words.ts";

export const APPLICATION_STATUSES = [
  "new",
  "screening",
  "interview",
  "test-project",
  "approved",
  "rejected",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  "test-project": "Test project",
  approved: "Approved",
  rejected: "Rejected",
};

export const SCORECARD_KEYS = ["technical", "communication", "english", "reliability"] as const;
export type ScorecardKey = (typeof SCORECARD_KEYS)[number];
export const SCORECARD_LABELS: Record<ScorecardKey, string> = {
  technical: "Technical",
  communication: "Communication",
  english: "English",
  reliability: "Reliability",
};
export const SCORE_RANGE = { min: 1, max: 5 } as const;

/**
 * The consent the applicant gives, and its version: the version and the time are stored
 * with each application. A new wording gets a new version.
 */
export const CONSENT_VERSION = "2026-11-25";
export const CONSENT_TEXT =
  "I agree that my application, résumé and contact details are stored and used to assess me for the talent pool and to propose me to customers. I can ask for a copy of my data or its erasure at any time.";

/** The /apply form's id: the server writes its no-JavaScript notice just before it. */
export const APPLY_FORM_ID = "apply-form";

/** Where the privacy notice is: the /apply page's own section. */
export const PRIVACY_NOTICE_PATH = "/apply#privacy";

/** At most this many applications per e-mail address and client in an hour (429 after). */
export const APPLICATION_RATE_LIMIT = { max: 5, timeWindow: "1 hour" } as const;

/**
 * The ceilings behind it, which an operator may change: per client in an hour, whatever
 * the address (APPLICATIONS_PER_CLIENT_PER_HOUR), and across all clients in 24 hours
 * (APPLICATIONS_PER_DAY). Each application stores up to 10 MB and e-mails the address
 * given, so one client sending a new address each time must still be stopped. Ten an hour
 * is more than one office's developers send in normal use; five hundred a day is more than
 * the admins review.
 */
export const DEFAULT_APPLICATIONS_PER_CLIENT_PER_HOUR = 10;
export const DEFAULT_APPLICATIONS_PER_DAY = 500;

/** The admins' list shows at most this many (newest first). */
export const APPLICATION_LIST_MAX = 1000;
/** At most this many applications change status in one bulk call: all the list shows. */
export const APPLICATION_BULK_MAX = APPLICATION_LIST_MAX;

/** The admins' vetting: what a refused change says, and what the list says of duplicates. */
export const applicationReviewMessages = {
  unknownStatus: "Unknown status",
  emptyNote: "The note is empty",
  emptyPatch: "Send a status, a note, a scorecard or a confirmed suggestion",
  unknownApplication: "Unknown application",
  noneChosen: "Choose at least one application",
  tooManyChosen: `Choose at most ${APPLICATION_BULK_MAX} applications at once`,
  incompleteScorecard: "Give all four scores, or none.",
  duplicates: (others: number) =>
    `${others} other ${others === 1 ? "application" : "applications"} with this e-mail`,
  /** What a bulk change to these statuses also does, said before it is made. */
  bulkConfirm: {
    approved: "Each becomes a candidate in the talent pool and is sent the welcome e-mail.",
    rejected: "Each applicant is sent the courteous rejection e-mail (once).",
  } as Partial<Record<ApplicationStatus, string>>,
  bulkDone: (updated: number, status: ApplicationStatus) =>
    `${updated} ${updated === 1 ? "application" : "applications"} moved to ${APPLICATION_STATUS_LABELS[status]}`,
};

/** The multipart fields of POST /api/applications, in the form's order. */
export const APPLICATION_FIELDS = [
  "fullName",
  "email",
  "title",
  "location",
  "skills",
  "experience",
  "hourlyRate",
  "availability",
  "githubUrl",
  "linkedinUrl",
  "portfolioUrl",
  "summary",
  "consent",
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

export const applicationMessages = {
  consentRequired: "Please agree to the privacy notice to apply.",
  skills: "Please list at most 100 skills, each at most 100 characters.",
  wholeNumber: "Must be a whole number",
  availability: `Availability must be one of: ${AVAILABILITY_VALUES.join(", ")}`,
  resumeTooLarge: "The resume is too large. Resumes may be at most 10 MB.",
  resumeWrongType: "Resumes must be PDF or Word documents (PDF, DOC or DOCX).",
  sent: {
    title: "Application sent",
    description:
      "Thank you for applying. We have e-mailed you a confirmation and will be in touch after we review your application.",
  },
  failure: {
    title: "Your application was not sent",
    description: "Please check the highlighted fields and try again.",
  },
  labels: {
    fullName: "Full name",
    email: "Email",
    title: "Title",
    location: "Location",
    skills: "Skills",
    experience: "Years of experience",
    hourlyRate: "Hourly rate (USD)",
    availability: "Availability",
    githubUrl: "GitHub URL",
    linkedinUrl: "LinkedIn URL",
    portfolioUrl: "Portfolio URL",
    summary: "About you",
    consent: "Consent",
    resume: "Résumé (PDF or Word, up to 10 MB)",
  } satisfies Record<ApplicationField | "resume", string>,
} as const;

/** The 429 answers of the two ceilings, with the wait until one more fits. */
export const applicationLimitMessages = {
  perClient: (waitSeconds: number) =>
    `Too many applications were sent from your network. Please try again in ${waitWords(waitSeconds)}.`,
  perDay: (waitSeconds: number) =>
    `We are receiving more applications than we can review right now. Please try again in ${waitWords(waitSeconds)}.`,
};
