/**
 * The customer workspace inside a link (product-extensions §1): verified viewers, verdicts,
 * interview requests and link activity. Request and response schemas for the server and the
 * screens; every rule and message lives here once.
 */

import { TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

export const VERDICTS = ["interested", "maybe", "not-a-fit"] as const;
export type Verdict = (typeof VERDICTS)[number];

export const INTERVIEW_REQUEST_STATUSES = ["new", "scheduled", "declined", "done"] as const;
export type InterviewRequestStatus = (typeof INTERVIEW_REQUEST_STATUSES)[number];

export const WORKSPACE_LIMITS = {
  reason: 200,
  comment: 2000,
  interviewMessage: 2000,
  maxSlots: 3,
  allowedDomains: 50,
  /** Digits of a one-time code, and how long it works. */
  codeDigits: 6,
  codeTtlMinutes: 10,
  /** Wrong codes after which a code is void. */
  codeMaxAttempts: 5,
  /** Codes per link and address in `codeWindowMinutes`. */
  codesPerWindow: 5,
  codeWindowMinutes: 15,
  /**
   * Wrong codes on one link, across every address, in `codeWindowMinutes`: one more and
   * the link's verification locks for `codeLockMinutes` (the creator is told once).
   */
  linkWrongCodesPerWindow: 20,
  codeLockMinutes: 15,
  /**
   * Verdict notifications to the link's creator: at most one per link, candidate and
   * viewer in this many minutes; the rest wait for one digest at the window's end.
   */
  notifyThrottleMinutes: 60,
  /** Seconds one beacon may add to a profile view. */
  beaconMaxSeconds: 3600,
} as const;

export const WORKSPACE_MESSAGES = {
  verifyRequired: "Please verify your e-mail address to open this link.",
  domainNotAllowed: "This link is only for addresses at the customer's company domains.",
  codeSent: "If the address may open this link, a code is on its way.",
  wrongCode: "This code is wrong or no longer valid. Request a new one.",
  slotInPast: "Each proposed time must be in the future.",
  badTimezone: "Choose a valid time zone.",
} as const;

/** The 429 of a link whose verification is locked after too many wrong codes. */
export function verificationLockedMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many wrong codes were entered for this link, so verification is paused. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** `acme.com`, `@acme.com` or `ACME.COM` all mean the domain acme.com. */
const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ""))
  .pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        "Enter domains such as example.com",
      ),
  );

/** Link fields of the workspace (create/update bodies); an update without one keeps it. */
export const linkWorkspaceFields = {
  requireEmail: z.boolean().optional(),
  allowedDomains: z.array(domainSchema).max(WORKSPACE_LIMITS.allowedDomains).optional(),
  showRates: z.boolean().optional(),
  showContact: z.boolean().optional(),
  allowResumeDownload: z.boolean().optional(),
  notifyOnActivity: z.boolean().optional(),
};

export interface LinkWorkspaceSettings {
  requireEmail: boolean;
  allowedDomains: string[];
  showRates: boolean;
  showContact: boolean;
  allowResumeDownload: boolean;
  notifyOnActivity: boolean;
}

export const linkSummarySchema = z.object({
  visits: z.number().int(),
  viewers: z.number().int(),
  interested: z.number().int(),
  maybe: z.number().int(),
  notAFit: z.number().int(),
  interviewRequests: z.number().int(),
});
export type LinkSummary = z.infer<typeof linkSummarySchema>;

const viewerEmail = z.email("Please enter a valid email address").max(TEXT_LIMITS.email);

export const accessRequestSchema = z.object({ email: viewerEmail });
export const accessVerifySchema = z.object({
  email: viewerEmail,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from the e-mail"),
});
export const accessSentSchema = z.object({ message: z.string() });
export const viewerSchema = z.object({ email: z.string() });
export type Viewer = z.infer<typeof viewerSchema>;

/** The 401 of a link that requires a verified e-mail. */
export const viewerRequiredSchema = z.object({
  message: z.string(),
  requireEmail: z.literal(true),
});

export const verdictBodySchema = z.object({
  verdict: z.enum(VERDICTS, "Choose Interested, Maybe or Not a fit"),
  reason: z
    .string()
    .trim()
    .max(WORKSPACE_LIMITS.reason, `At most ${WORKSPACE_LIMITS.reason} characters`)
    .optional()
    .nullable(),
  comment: z
    .string()
    .trim()
    .max(WORKSPACE_LIMITS.comment, `At most ${WORKSPACE_LIMITS.comment} characters`)
    .optional()
    .nullable(),
});
export type VerdictBody = z.infer<typeof verdictBodySchema>;

export const verdictSchema = z.object({
  developerId: z.string(),
  verdict: z.enum(VERDICTS),
  reason: z.string().nullable(),
  comment: z.string().nullable(),
  /** Who gave it; null for an anonymous viewer (all anonymous viewers of a link are one). */
  viewerEmail: z.string().nullable(),
  updatedAt: z.string(),
});
export type VerdictItem = z.infer<typeof verdictSchema>;

export const isValidTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
};

export const interviewRequestBodySchema = z.object({
  developerId: z.uuid("Choose a developer"),
  slots: z
    .array(z.iso.datetime({ offset: true, message: "Each time must be an ISO date and time" }))
    .min(1, "Propose at least one time")
    .max(WORKSPACE_LIMITS.maxSlots, `Propose at most ${WORKSPACE_LIMITS.maxSlots} times`),
  timezone: z.string().max(64).refine(isValidTimeZone, WORKSPACE_MESSAGES.badTimezone),
  message: z.string().trim().max(WORKSPACE_LIMITS.interviewMessage).optional().nullable(),
  contactEmail: viewerEmail,
});
export type InterviewRequestBody = z.infer<typeof interviewRequestBodySchema>;

export const interviewRequestSchema = z.object({
  id: z.string(),
  linkId: z.string(),
  customerName: z.string(),
  developerId: z.string(),
  developerName: z.string(),
  slots: z.array(z.string()),
  timezone: z.string(),
  message: z.string().nullable(),
  contactEmail: z.string(),
  viewerEmail: z.string().nullable(),
  status: z.enum(INTERVIEW_REQUEST_STATUSES),
  /** The interview's time once scheduled (product-extensions §7), else null. */
  scheduledAt: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  meetingUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InterviewRequest = z.infer<typeof interviewRequestSchema>;

/** Scheduling an interview (product-extensions §7): its limits and messages. */
export const INTERVIEW_LIMITS = {
  durationMinutes: { min: 5, max: 480 },
  defaultDurationMinutes: 60,
  meetingUrl: 2000,
} as const;

export const INTERVIEW_MESSAGES = {
  scheduledInPast: "The interview must be scheduled in the future.",
  scheduleNeedsStatus: "Only a scheduled interview has a time, a duration and a meeting URL.",
  notScheduled: "This interview is not scheduled.",
  badMeetingUrl: "Enter the meeting's URL, starting with https:// or http://",
  badDuration: `Enter a duration of ${INTERVIEW_LIMITS.durationMinutes.min} to ${INTERVIEW_LIMITS.durationMinutes.max} minutes`,
} as const;

export const interviewStatusBodySchema = z.object({
  status: z.enum(INTERVIEW_REQUEST_STATUSES, "Choose new, scheduled, declined or done"),
  scheduledAt: z.iso
    .datetime({ offset: true, message: "Enter the interview's date and time" })
    .optional(),
  durationMinutes: z
    .number(INTERVIEW_MESSAGES.badDuration)
    .int(INTERVIEW_MESSAGES.badDuration)
    .min(INTERVIEW_LIMITS.durationMinutes.min, INTERVIEW_MESSAGES.badDuration)
    .max(INTERVIEW_LIMITS.durationMinutes.max, INTERVIEW_MESSAGES.badDuration)
    .optional(),
  /** null (or "") clears it. */
  meetingUrl: z
    .union([
      z.literal("").transform(() => null),
      z
        .string()
        .trim()
        .max(INTERVIEW_LIMITS.meetingUrl, INTERVIEW_MESSAGES.badMeetingUrl)
        .pipe(z.url({ protocol: /^https?$/, message: INTERVIEW_MESSAGES.badMeetingUrl })),
    ])
    .nullable()
    .optional(),
});
export type InterviewStatusBody = z.input<typeof interviewStatusBodySchema>;

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
});
export type LinkActivity = z.infer<typeof linkActivitySchema>;

/** The `{ message, errors? }` body of a failed call, for the routes' response schemas. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
