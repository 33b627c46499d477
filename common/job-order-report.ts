/**
 * GET /api/admin/reports/summary: the period it is asked for and what it answers, the
 * 24-hour promise, verdicts, interviews, hires, trials and the weekly funnel.
 */
import { JOB_ORDER_MESSAGES } from "./job-order-values.ts";
import { periodProblem } from "./report-period.ts";
import { z } from "./zod.ts";

/** `from` and `to` (YYYY-MM-DD, either may be left out), checked as common/report-period.ts says. */
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
  .superRefine((period, ctx) => {
    const problem = periodProblem(period, new Date().toISOString().slice(0, 10));
    if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: [problem.field] });
  });

export const reportSummarySchema = z.object({
  inquiries: z.number().int(),
  jobOrders: z.number().int(),
  /**
   * The period's job orders against the 24-hour promise. `pending`: created less than 24 h
   * before the period's end (or before now, whichever is earlier) and not shortlisted yet,
   * so neither kept nor missed; `of`: the others; `count`: those of them shortlisted within
   * 24 h of their creation.
   */
  shortlistedWithin24h: z.object({
    count: z.number().int(),
    of: z.number().int(),
    pending: z.number().int(),
  }),
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
