/**
 * A customer's interview request from a link and its scheduling by an admin: request and
 * response schemas, limits and messages.
 */

import { viewerEmail, WORKSPACE_LIMITS, WORKSPACE_MESSAGES } from "./viewer-access.ts";
import { z } from "./zod.ts";

export const INTERVIEW_REQUEST_STATUSES = ["new", "scheduled", "declined", "done"] as const;
export type InterviewRequestStatus = (typeof INTERVIEW_REQUEST_STATUSES)[number];

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
  /** The job order of the request's link, when it has one. */
  jobOrderId: z.string().nullable(),
  jobOrderTitle: z.string().nullable(),
  developerId: z.string(),
  developerName: z.string(),
  slots: z.array(z.string()),
  timezone: z.string(),
  message: z.string().nullable(),
  contactEmail: z.string(),
  viewerEmail: z.string().nullable(),
  status: z.enum(INTERVIEW_REQUEST_STATUSES),
  /** The interview's time once scheduled, else null. */
  scheduledAt: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  meetingUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InterviewRequest = z.infer<typeof interviewRequestSchema>;

/**
 * A request as every viewer of its link sees it (GET /api/shared/{token}/interview-requests):
 * what was asked and where it stands, without the addresses or the message of whoever asked,
 * which a colleague holding the same link need not read.
 */
export const sharedInterviewRequestSchema = interviewRequestSchema.pick({
  id: true,
  developerId: true,
  slots: true,
  timezone: true,
  status: true,
  scheduledAt: true,
  createdAt: true,
});
export type SharedInterviewRequest = z.infer<typeof sharedInterviewRequestSchema>;

/** Scheduling an interview: its limits and messages. */
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
