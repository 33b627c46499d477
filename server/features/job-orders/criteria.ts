/**
 * A job order's points besides the skills' (matching.ts has the whole table): seniority,
 * rate, availability and start date, as SQL expressions per row of `candidates`, and the
 * skill lists with their weights.
 */
import { sql } from "drizzle-orm";
import type { Availability } from "#common/constants.ts";
import { type EngagementType, SENIORITY_YEARS, type Seniority } from "#common/job-order.ts";
import { candidates } from "../../db/schema.ts";
import type { Scoring, SkillLists } from "./score-bounds.ts";
import type { JobOrderRow } from "./service.ts";
import { textArray } from "./skills-sql.ts";

/** Which availabilities fit an engagement type. */
const FITTING: Record<EngagementType, Availability[]> = {
  "full-time": ["Full-time"],
  "part-time": ["Part-time", "Freelance"],
  "project-based": ["Contract", "Freelance"],
  contract: ["Contract", "Freelance"],
  consulting: ["Freelance", "Contract", "Part-time"],
};

/** Availabilities that fit a job order: its type's, and by its hours. */
export function fittingAvailability(
  order: Pick<JobOrderRow, "engagementType" | "hoursPerWeek">,
): Availability[] {
  const fits = new Set(FITTING[order.engagementType] ?? []);
  if (order.hoursPerWeek !== null && order.hoursPerWeek <= 20) fits.add("Part-time");
  if (order.hoursPerWeek !== null && order.hoursPerWeek >= 35) fits.add("Full-time");
  return [...fits];
}

const lowerUnique = (skills: readonly string[]) => [
  ...new Set(skills.map((s) => s.trim().toLowerCase()).filter(Boolean)),
];

/**
 * The fixed points of matching.ts's table: the criteria give them, the bound adds up their
 * most, and the seniority reason's words tell a fit from them.
 */
export const POINTS = {
  seniorityInBand: 15,
  seniorityAbove: 10,
  seniorityNear: 5,
  rateWithin: 10,
  availability: 5,
  startSoonAfter: -5,
  startLater: -10,
} as const;

/** Days after a job order's start date a candidate may start and lose only a little. */
const START_GRACE_DAYS = 14;

export function planOf(order: Pick<JobOrderRow, "skills" | "mustHave">): SkillLists {
  const must = lowerUnique(order.mustHave);
  const others = lowerUnique(order.skills).filter((s) => !must.includes(s));
  const both = must.length > 0 && others.length > 0;
  return {
    must,
    others,
    mustWeight: must.length === 0 ? 0 : both ? 35 : 60,
    othersWeight: others.length === 0 ? 0 : both ? 25 : 60,
  };
}

const int = (n: number) => sql.raw(String(n));

/** The job order's criteria besides skills, per row of `candidates`, as SQL expressions. */
export function criteriaOf(order: JobOrderRow): Scoring["criteria"] {
  const experience = candidates.experience;
  const band = order.seniority ? SENIORITY_YEARS[order.seniority as Seniority] : null;
  const seniority = band
    ? sql`CASE WHEN ${experience} IS NULL THEN 0
        WHEN ${experience} BETWEEN ${int(band.min)} AND ${int(band.max)} THEN ${int(POINTS.seniorityInBand)}
        WHEN ${experience} > ${int(band.max)} THEN ${int(POINTS.seniorityAbove)}
        WHEN ${experience} >= ${int(band.min - 2)} THEN ${int(POINTS.seniorityNear)} ELSE 0 END`
    : sql`0`;
  const rate = candidates.hourlyRate;
  const rateMax = order.rateMax;
  const ratePoints =
    rateMax === null
      ? sql`0`
      : sql`CASE WHEN ${rate} IS NULL THEN 0 WHEN ${rate} <= ${int(rateMax)} THEN ${int(POINTS.rateWithin)}
          ELSE -LEAST(20, GREATEST(5, ((${rate} - ${int(rateMax)}) * 40 + ${int(rateMax)}) / ${int(2 * rateMax)})) END`;
  const fits = fittingAvailability(order);
  const availability = sql`CASE WHEN ${candidates.availability} = ANY(${textArray(fits)}) THEN ${int(POINTS.availability)} ELSE 0 END`;
  // Only a job order with a start date reads the column (a string checked as a date first).
  const start = order.startDate;
  const startPoints = start
    ? sql`CASE WHEN ${candidates.availableFrom} IS NULL OR ${candidates.availableFrom} <= ${start}::date THEN 0
        WHEN ${candidates.availableFrom} <= ${start}::date + ${int(START_GRACE_DAYS)} THEN ${int(POINTS.startSoonAfter)}
        ELSE ${int(POINTS.startLater)} END`
    : sql`0`;
  return { seniority, rate: ratePoints, availability, start: startPoints };
}

/** The most the criteria besides skills and assessment can add. */
export function criteriaMost(order: JobOrderRow): number {
  return (
    (order.seniority ? POINTS.seniorityInBand : 0) +
    (order.rateMax === null ? 0 : POINTS.rateWithin) +
    (fittingAvailability(order).length > 0 ? POINTS.availability : 0)
  );
}
