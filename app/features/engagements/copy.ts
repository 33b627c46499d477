/** The engagement screens' words and the trial countdown. */
import type { EngagementStatus } from "#common/engagement.ts";
// Relative: the server loads this module from source (app/route-shells.ts), where `~` is not known.
import { MONTHS } from "../../lib/format.ts";

export const engagementCopy = {
  title: "Engagements",
  intro: "Hires with their 7-day risk-free trial, the customer's feedback and free replacements.",
  empty: "No engagements yet. Hire a candidate from a job order's pipeline board.",
  emptyFiltered: "No engagements with this status.",
  hireTitle: "Hire",
  hireDescription:
    "Starts the engagement and its 7-day trial. The customer is asked to decide two days before the trial ends.",
} as const;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** "Trial ends in 3 days", "Trial ends in 5 hours", "Trial ended 2 days ago". */
export function trialCountdown(trialEndsAt: string, now = Date.now()): string {
  const left = Date.parse(trialEndsAt) - now;
  const amount = (ms: number) => {
    if (ms >= 2 * DAY) return `${Math.floor(ms / DAY)} days`;
    if (ms >= DAY) return "1 day";
    const hours = Math.max(1, Math.round(ms / HOUR));
    return hours === 1 ? "1 hour" : `${hours} hours`;
  };
  return left > 0 ? `Trial ends in ${amount(left)}` : `Trial ended ${amount(-left)} ago`;
}

/**
 * 8 December 2026 (UTC: the trial ends at midnight UTC), as en-GB writes it; written out, not
 * asked of Intl, whose first use costs the screen's start-up (app/lib/format.ts).
 */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export const statusVariants: Record<EngagementStatus, "default" | "secondary" | "outline"> = {
  trial: "default",
  active: "secondary",
  ended: "outline",
  replaced: "outline",
};

/** Today as YYYY-MM-DD in the admin's own calendar. */
export function todayDate(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
