/** The job order, pipeline and report screens' words and display formats. */
import {
  type EngagementType,
  JOB_ORDER_LIMITS,
  type JobOrderStatus,
  type MatchReasonKind,
  type PipelineStage,
  type RejectionReason,
  type Seniority,
} from "#common/job-order-values.ts";
// Relative: the server loads this module from source (app/route-shells.ts), where `~` is not known.
import { formatCount, MONTHS, SHORT_MONTHS } from "../../lib/format.ts";

export const reportCopy = {
  title: "Reports",
  intro: "How the hiring loop runs: the weekly funnel, the 24-hour promise and what customers say.",
  funnelTitle: "Weekly funnel",
  funnelHelp: "Inquiries, job orders, shortlists and hires per week.",
  promiseTitle: "Time to shortlist",
  promiseHelp:
    "Job orders shortlisted within 24 hours of being opened, those still inside their 24 hours, and the median time.",
  /** Job orders whose 24 hours are not over and that have no shortlist yet: not missed. */
  inProgress: (n: number) =>
    n === 1
      ? "1 job order in progress: still within its 24 hours, not shortlisted yet"
      : `${n} job orders in progress: still within their 24 hours, not shortlisted yet`,
  verdictsTitle: "Verdict mix",
  verdictsHelp: "What customers said about the candidates on their links.",
  noWeeks: "No activity in this period.",
  noMedian: "No shortlists yet",
  noVerdicts: "No verdicts in this period.",
  rangeHelp: "Leave the dates empty for the last 90 days.",
};

/** "40 min" under an hour, "3.5 h" under two days, "2.1 days" beyond. */
export function formatHours(hours: number): string {
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}

// Written out, not asked of Intl: its first use costs the screen's start-up tens of
// milliseconds (app/lib/format.ts). copy.test.ts holds each equal to Intl's en-US form.

/** A calendar date (YYYY-MM-DD) as written, e.g. "December 1, 2026", wherever the reader is. */
export function formatDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  return `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}, ${Number(match[1])}`;
}

/** A week's label: "Nov 23" for a week starting 2026-11-23; any other form as it came. */
export function formatWeek(week: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(week);
  if (!match) return week;
  return `${SHORT_MONTHS[Number(match[2]) - 1]} ${Number(match[3])}`;
}

export const statusLabels: Record<JobOrderStatus, string> = {
  open: "Open",
  "on-hold": "On hold",
  filled: "Filled",
  closed: "Closed",
};

export const stageLabels: Record<PipelineStage, string> = {
  sourced: "Sourced",
  shortlisted: "Shortlisted",
  "customer-interested": "Customer interested",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

export const reasonLabels: Record<RejectionReason, string> = {
  skills: "Skills",
  rate: "Rate",
  availability: "Availability",
  timezone: "Time zone",
  communication: "Communication",
  "customer-declined": "Customer declined",
  "candidate-declined": "Candidate declined",
  replaced: "Replaced",
  other: "Other",
};

export const seniorityLabels: Record<Seniority, string> = {
  junior: "Junior",
  mid: "Mid-level",
  senior: "Senior",
  lead: "Lead",
};

export const engagementLabels: Record<EngagementType, string> = {
  "full-time": "Full-time",
  "part-time": "Part-time",
  "project-based": "Project-based",
  contract: "Contract",
  consulting: "Consulting",
};

export const jobOrderCopy = {
  title: "Job Orders",
  intro: "Every role a customer asked for: its brief, ranked matches and the pipeline.",
  empty: "No job orders yet. Create one, or make one from an inquiry in the inbox.",
  emptyFiltered: "No job orders with this status.",
  notFound: "Job order not found",
  noMatches:
    "No active candidates match this brief yet. Add skills to the brief, or candidates to the pool.",
  emptyPipeline: "No candidates in the pipeline yet. Add matches or create a shortlist link.",
  emptyStage: "No candidates",
  noEvents: "No moves yet.",
  replacementsTitle: (name: string) => `Replacements like ${name}`,
  /** The list's flag on a job order whose customer asked for a replacement, until filled. */
  replacementOwed: (name: string) => `Replacement owed for ${name}`,
  replacementsHelp: (name: string) =>
    `${name} was replaced after the trial: active candidates ranked by how like them they are (skills, related skills, experience, rate).`,
  noReplacements: "No active candidate shares a skill with them yet.",
};

/**
 * A label for the reasons learned from the pool, beside their words: the rules' own reasons
 * (skills, seniority, rate…) read well without one.
 */
export const reasonKindLabels: Partial<Record<MatchReasonKind, string>> = {
  "related-skill": "Related skill",
  "resume-evidence": "Résumé",
  similar: "Similar",
};

/** A résumé-evidence reason's words and its quoted sentence, to show the quote apart. */
export function quoteOf(text: string): { lead: string; quote: string } | null {
  const match = /^(.*?): “(.*)”$/su.exec(text);
  return match ? { lead: match[1]!, quote: match[2]! } : null;
}

/** `Intl.RelativeTimeFormat("en-US", { numeric: "auto" })`'s words for these units. */
function relative(value: number, unit: "minute" | "hour" | "day"): string {
  if (value === 0) return unit === "day" ? "today" : `this ${unit}`;
  if (unit === "day" && value === -1) return "yesterday";
  if (unit === "day" && value === 1) return "tomorrow";
  const size = Math.abs(value);
  const amount = `${formatCount(size)} ${unit}${size === 1 ? "" : "s"}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

/** How long ago, in the largest whole unit: "3 days ago", "5 hours ago", "this minute". */
export function formatAge(iso: string, now = Date.now()): string {
  // `|| 0`: a time a few seconds ahead rounds to -0, which Intl writes as "this minute" too.
  const minutes = Math.round((new Date(iso).getTime() - now) / 60_000) || 0;
  if (Math.abs(minutes) < 60) return relative(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return relative(hours, "hour");
  return relative(Math.round(hours / 24), "day");
}

/** Hours from a job order's creation to its first shortlist, or null before one. */
export function hoursToShortlist(order: { createdAt: string; firstShortlistAt: string | null }) {
  if (!order.firstShortlistAt) return null;
  return (new Date(order.firstShortlistAt).getTime() - new Date(order.createdAt).getTime()) / 3.6e6;
}

/** The time to shortlist for a list row: kept or missed against the 24-hour promise. */
export function shortlistTiming(
  order: { createdAt: string; firstShortlistAt: string | null },
  now = Date.now(),
): { text: string; late: boolean } {
  const hours = hoursToShortlist(order);
  if (hours !== null) {
    return {
      text: `Shortlisted in ${formatHours(hours)}`,
      late: hours > JOB_ORDER_LIMITS.shortlistPromiseHours,
    };
  }
  const waiting = (now - new Date(order.createdAt).getTime()) / 3.6e6;
  return {
    text: `No shortlist yet (${formatHours(waiting)} open)`,
    late: waiting > JOB_ORDER_LIMITS.shortlistPromiseHours,
  };
}

/** An event's actor for people: "by ada@example.com", "by the customer (x@y.z)", "automatically". */
export function actorLabel(actor: string): string {
  if (actor === "system") return "automatically";
  if (actor.startsWith("customer:")) {
    const who = actor.slice("customer:".length);
    return who === "anonymous" ? "by the customer" : `by the customer (${who})`;
  }
  return `by ${actor}`;
}
