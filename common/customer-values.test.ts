import { describe, expect, it } from "vitest";
import { BEACON_MAX_SECONDS, OPEN_INTERVIEW_STATUSES, VERDICTS } from "./customer-values.ts";
import { INTERVIEW_REQUEST_STATUSES } from "./interview-request.ts";
import { VERDICTS as SCHEMA_VERDICTS } from "./verdict.ts";
import { WORKSPACE_LIMITS } from "./viewer-access.ts";

describe("the customer views' first-load values", () => {
  it("are the schemas' own", () => {
    expect(VERDICTS).toEqual(SCHEMA_VERDICTS);
    expect(BEACON_MAX_SECONDS).toBe(WORKSPACE_LIMITS.beaconMaxSeconds);
    for (const status of OPEN_INTERVIEW_STATUSES) {
      expect(INTERVIEW_REQUEST_STATUSES).toContain(status);
    }
  });
});
