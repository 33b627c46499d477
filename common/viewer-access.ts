/**
 * Viewer access to a link: who may open it (a verified e-mail or
 * anyone), the one-time codes that prove an address, and the limits and messages of the
 * customer's side of a link. Every rule and message lives here once.
 */

import { TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

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

export const viewerEmail = z.email("Please enter a valid email address").max(TEXT_LIMITS.email);

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
