/**
 * The reports' period (GET /api/admin/reports/summary, /admin/reports): which dates may be
 * asked for, and the words when they may not. Without zod, so the report screen checks its
 * date inputs with the same rule the server's schema does, and loads no schemas.
 *
 * A period is whole UTC days, `from` and `to` included. Left out, `to` is today and `from`
 * is `REPORT_PERIOD.defaultDays` days before the day after `to`. The bounds keep every
 * answer small and every date one the database and the browser's date input both read: a
 * period of a few weeks to a few years of a business that runs today.
 */

import { JOB_ORDER_MESSAGES } from "./job-order-values.ts";

export const REPORT_PERIOD = {
  /** The first and last day a period may touch (YYYY-MM-DD). */
  earliest: "2000-01-01",
  latest: "2100-12-31",
  /** `to` at most this many years after `from` (the same day: 2026-03-01 → 2029-03-01). */
  maxYears: 3,
  /** The period when no date is given: this many days up to today. */
  defaultDays: 90,
} as const;

export const REPORT_PERIOD_MESSAGES = {
  badDate: JOB_ORDER_MESSAGES.badDate,
  order: "The start of the period must not be after its end",
  outOfRange: "Choose dates from January 1, 2000 to December 31, 2100",
  tooLong: `Choose a period of at most ${REPORT_PERIOD.maxYears} years`,
} as const;

export interface PeriodDates {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The date `days` days after `date` (YYYY-MM-DD, UTC). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `years` later (or earlier); 29 February becomes 1 March. */
export function addYears(date: string, years: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The period's days once the left-out ones take their defaults (`today` is YYYY-MM-DD).
 * A default `from` never reaches before `REPORT_PERIOD.earliest`.
 */
export function resolvePeriod(query: Partial<PeriodDates>, today: string): PeriodDates {
  const to = query.to || today;
  const from =
    query.from || later(addDays(to, 1 - REPORT_PERIOD.defaultDays), REPORT_PERIOD.earliest);
  return { from, to };
}

/** Whether `date` is a real calendar day written YYYY-MM-DD. */
function isDay(date: string): boolean {
  const time = Date.parse(`${date}T00:00:00Z`);
  return ISO_DAY.test(date) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(date);
}

const outOfRange = (date: string) => date < REPORT_PERIOD.earliest || date > REPORT_PERIOD.latest;

/**
 * What is wrong with the period asked for, as the field to mark and the words to show; null
 * when nothing is. Dates left out take their defaults first (`resolvePeriod`).
 */
export function periodProblem(
  query: Partial<PeriodDates>,
  today: string,
): { field: "from" | "to"; message: string } | null {
  for (const field of ["from", "to"] as const) {
    const date = query[field];
    if (date && !isDay(date)) return { field, message: REPORT_PERIOD_MESSAGES.badDate };
  }
  // A date given is marked before one its default was worked out from.
  for (const field of ["from", "to"] as const) {
    const date = query[field];
    if (date && outOfRange(date)) return { field, message: REPORT_PERIOD_MESSAGES.outOfRange };
  }
  const { from, to } = resolvePeriod(query, today);
  if (outOfRange(from) || outOfRange(to)) {
    return { field: query.from ? "to" : "from", message: REPORT_PERIOD_MESSAGES.outOfRange };
  }
  if (from > to) return { field: "from", message: REPORT_PERIOD_MESSAGES.order };
  if (to > addYears(from, REPORT_PERIOD.maxYears)) {
    return { field: query.to ? "to" : "from", message: REPORT_PERIOD_MESSAGES.tooLong };
  }
  return null;
}

/**
 * The `min` and `max` of the screen's two date inputs, given what the other one holds:
 * every date between them makes a period `periodProblem` accepts.
 */
export function periodInputBounds(
  query: Partial<PeriodDates>,
  today: string,
): { from: { min: string; max: string }; to: { min: string; max: string } } {
  const to = query.to || today;
  const fromMin = later(REPORT_PERIOD.earliest, addYears(to, -REPORT_PERIOD.maxYears));
  return {
    from: { min: fromMin, max: earlier(to, REPORT_PERIOD.latest) },
    to: {
      min: query.from || REPORT_PERIOD.earliest,
      max: query.from
        ? earlier(REPORT_PERIOD.latest, addYears(query.from, REPORT_PERIOD.maxYears))
        : REPORT_PERIOD.latest,
    },
  };
}
