import { describe, expect, it } from "vitest";
import { BEACON_MAX_SECONDS, VERDICTS } from "./customer-values.ts";
import { VERDICTS as SCHEMA_VERDICTS } from "./verdict.ts";
import { WORKSPACE_LIMITS } from "./viewer-access.ts";

describe("the customer views' first-load values", () => {
  it("are the schemas' own", () => {
    expect(VERDICTS).toEqual(SCHEMA_VERDICTS);
    expect(BEACON_MAX_SECONDS).toBe(WORKSPACE_LIMITS.beaconMaxSeconds);
  });
});
