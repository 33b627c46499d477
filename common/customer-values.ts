/**
 * Values the customer's views of a link need on their first load, kept apart from the
 * schemas that check them (common/verdict.ts, common/viewer-access.ts build on zod, ~25 KB
 * of script the server-rendered views do without until a form needs it; decision 072).
 * customer-values.test.ts holds them equal to the schemas' own.
 */

// A type only: no zod comes with it.
import type { InterviewRequestStatus } from "./interview-request.ts";

/** A viewer's verdict on a candidate of a link. */
export const VERDICTS = ["interested", "maybe", "not-a-fit"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Seconds one profile beacon may add to a profile view (WORKSPACE_LIMITS.beaconMaxSeconds). */
export const BEACON_MAX_SECONDS = 3600;

/**
 * An interview request in one of these statuses is still under way (asked for, or given a
 * time): the customer's views mark its developer with INTERVIEW_REQUESTED. A subset of
 * INTERVIEW_REQUEST_STATUSES (common/interview-request.ts).
 */
export const OPEN_INTERVIEW_STATUSES = [
  "new",
  "scheduled",
] as const satisfies readonly InterviewRequestStatus[];
export const INTERVIEW_REQUESTED = "Interview requested";
