/**
 * Engagements' plain values: statuses, decisions, limits, the
 * trial's dates and messages, without zod, so the admin screens' first load carries none of
 * the schemas (common/engagement.ts re-exports all of this with the schemas).
 */
import { JOB_ORDER_LIMITS } from "./job-order-values.ts";

export const ENGAGEMENT_STATUSES = ["trial", "active", "ended", "replaced"] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/** While an engagement is in one of these, its candidate is `busy`. */
export const RUNNING_STATUSES = ["trial", "active"] as const satisfies readonly EngagementStatus[];
export const isRunning = (status: EngagementStatus) =>
  (RUNNING_STATUSES as readonly string[]).includes(status);

export const ENGAGEMENT_DECISIONS = ["continue", "replace"] as const;
export type EngagementDecision = (typeof ENGAGEMENT_DECISIONS)[number];

export const ENGAGEMENT_LIMITS = {
  /** trialEndsAt = startDate + this many days. */
  trialDays: 7,
  /** The customer's decision e-mail goes out this many days before trialEndsAt. */
  reminderDaysBefore: 2,
  /** The trial check runs at least this often (and at start-up). */
  checkEveryMinutes: 15,
  hoursPerWeek: JOB_ORDER_LIMITS.hoursPerWeek,
  rate: JOB_ORDER_LIMITS.rate,
  rating: { min: 1, max: 5 },
  comment: 2000,
  endReason: 500,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The trial's end: the start date (UTC midnight) plus 7 days. */
export function trialEndOf(startDate: string): Date {
  return new Date(
    Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`) + ENGAGEMENT_LIMITS.trialDays * DAY_MS,
  );
}

/** When the decision e-mail is due: two days before the trial's end. */
export function reminderDueAt(trialEndsAt: Date): Date {
  return new Date(trialEndsAt.getTime() - ENGAGEMENT_LIMITS.reminderDaysBefore * DAY_MS);
}

/** The customer's decision page for a token. */
export const DECIDE_PATH = "/engagements/decide";

export const ENGAGEMENT_MESSAGES = {
  notFound: "Engagement not found",
  jobOrderNotFound: "Job order not found",
  candidateNotFound: "Candidate not found",
  running: "This candidate already has a running engagement for this job order",
  badDate: "Please enter a valid date",
  tokenNotFound: "This decision link is not valid",
  alreadyDecided: "A decision has already been made for this trial",
  trialOver: "The trial has ended: please contact us to change the engagement",
  decisionRequired: "Choose to continue or to ask for a free replacement",
  continued: "Thank you: the engagement continues.",
  replacementRequested: "Thank you: we are finding your free replacement.",
} as const;

/** What the decision page's confirmation says comes next, for each decision. */
export const ENGAGEMENT_NEXT_STEPS: Record<EngagementDecision, string> = {
  continue:
    "Nothing more to do: the developer keeps working with you after the trial, on the hours and rate agreed. If anything changes, write to us.",
  replace:
    "We have re-opened your role and told your recruiter, who will send you new candidates, usually within 24 hours. The replacement costs you nothing.",
};

export const ENGAGEMENT_STATUS_LABELS: Record<EngagementStatus, string> = {
  trial: "Trial",
  active: "Active",
  ended: "Ended",
  replaced: "Replaced",
};
