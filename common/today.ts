/**
 * The recruiter's workspace ("Today", GET /api/admin/today): what needs doing now, one list
 * per kind of work, with its rule here once for the server's query and the screen's words.
 */
import { JOB_ORDER_LIMITS } from "./job-order-values.ts";
import { z } from "./zod.ts";

export const TODAY_RULES = {
  /**
   * A job order not yet shortlisted shows from this many hours after it was opened: four
   * hours before the promise runs out leaves time to act on it.
   */
  jobOrderDueSoonHours: 20,
  /** Past this it is overdue: the site's 24-hour promise. */
  jobOrderPromiseHours: JOB_ORDER_LIMITS.shortlistPromiseHours,
  /** A trial shows from this many days before its end, as the decision e-mail goes out. */
  trialEndingDays: 2,
  /** Each list shows at most this many items; the counts count them all. */
  listLimit: 50,
} as const;

export const TODAY_SECTIONS = [
  "jobOrders",
  "applications",
  "interviewRequests",
  "trialsEnding",
  "replacementsOwed",
] as const;
export type TodaySection = (typeof TODAY_SECTIONS)[number];

export const TODAY_SECTION_LABELS: Record<TodaySection, string> = {
  jobOrders: "Job orders due",
  applications: "New applications",
  interviewRequests: "Interviews to schedule",
  trialsEnding: "Trials ending",
  replacementsOwed: "Replacements owed",
};

/** What an empty section says. */
export const TODAY_EMPTY: Record<TodaySection, string> = {
  jobOrders: "Every job order is shortlisted or still has time.",
  applications: "No new applications.",
  interviewRequests: "No interview requests waiting.",
  trialsEnding: "No trials end in the next two days.",
  replacementsOwed: "No replacements owed.",
};

const dueJobOrderSchema = z.object({
  id: z.string(),
  title: z.string(),
  customerName: z.string(),
  company: z.string().nullable(),
  createdAt: z.string(),
  /** When the 24 hours run out. */
  dueAt: z.string(),
  overdue: z.boolean(),
});

const newApplicationSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  title: z.string(),
  createdAt: z.string(),
});

const interviewToScheduleSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  candidateName: z.string(),
  customerName: z.string(),
  jobOrderId: z.string().nullable(),
  jobOrderTitle: z.string().nullable(),
  createdAt: z.string(),
});

const trialEndingSchema = z.object({
  id: z.string(),
  candidateName: z.string(),
  customerName: z.string(),
  jobOrderId: z.string(),
  jobOrderTitle: z.string(),
  trialEndsAt: z.string(),
  /** The end passed with no decision yet (the trial check has not moved it on). */
  ended: z.boolean(),
});

const replacementOwedSchema = z.object({
  jobOrderId: z.string(),
  jobOrderTitle: z.string(),
  customerName: z.string(),
  /** The replaced engagement and its developer. */
  engagementId: z.string(),
  candidateName: z.string(),
  replacedAt: z.string(),
});

export const todaySchema = z.object({
  counts: z.object({
    jobOrders: z.number().int(),
    applications: z.number().int(),
    interviewRequests: z.number().int(),
    trialsEnding: z.number().int(),
    replacementsOwed: z.number().int(),
    total: z.number().int(),
  }),
  jobOrders: z.array(dueJobOrderSchema),
  applications: z.array(newApplicationSchema),
  interviewRequests: z.array(interviewToScheduleSchema),
  trialsEnding: z.array(trialEndingSchema),
  replacementsOwed: z.array(replacementOwedSchema),
});
export type Today = z.infer<typeof todaySchema>;
export type DueJobOrder = z.infer<typeof dueJobOrderSchema>;
export type NewApplication = z.infer<typeof newApplicationSchema>;
export type InterviewToSchedule = z.infer<typeof interviewToScheduleSchema>;
export type TrialEnding = z.infer<typeof trialEndingSchema>;
export type ReplacementOwed = z.infer<typeof replacementOwedSchema>;
