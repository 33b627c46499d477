/**
 * Values the customer's views of a link need on their first load, kept apart from the
 * schemas that check them (common/verdict.ts, common/viewer-access.ts build on zod, ~25 KB
 * of script the server-rendered views do without until a form needs it; decision 072).
 * customer-values.test.ts holds them equal to the schemas' own.
 */

/** A viewer's verdict on a candidate of a link (product-extensions §1). */
export const VERDICTS = ["interested", "maybe", "not-a-fit"] as const;
export type Verdict = (typeof VERDICTS)[number];

/** Seconds one profile beacon may add to a profile view (WORKSPACE_LIMITS.beaconMaxSeconds). */
export const BEACON_MAX_SECONDS = 3600;
