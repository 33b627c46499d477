import { describe, expect, it } from "vitest";
import type { PipelineEntry } from "#common/job-order.ts";
import { replacing } from "./replacement.ts";

const entry = (
  candidateId: string,
  stage: PipelineEntry["stage"],
  updatedAt: string,
  reason: PipelineEntry["reason"] = null,
): PipelineEntry => ({
  candidateId,
  stage,
  reason,
  updatedAt,
  candidate: {
    id: candidateId,
    fullName: `Dev ${candidateId}`,
    title: "Engineer",
    hourlyRate: 90,
    isActive: "active",
  },
  engagementId: null,
});

describe("replacing", () => {
  it("names the candidate last rejected as replaced, until a later hire", () => {
    const replaced = entry("a", "rejected", "2026-11-20T10:00:00.000Z", "replaced");
    expect(replacing([entry("b", "sourced", "2026-11-21T10:00:00.000Z"), replaced])).toEqual({
      id: "a",
      name: "Dev a",
    });
    expect(replacing([replaced, entry("c", "hired", "2026-11-22T10:00:00.000Z")])).toBeNull();
    // A hire before the replacement was the one replaced.
    expect(replacing([entry("d", "hired", "2026-11-01T10:00:00.000Z"), replaced])).toEqual({
      id: "a",
      name: "Dev a",
    });
  });

  it("is nobody without a replaced rejection", () => {
    expect(replacing([entry("a", "rejected", "2026-11-20T10:00:00.000Z", "rate")])).toBeNull();
    expect(replacing([])).toBeNull();
  });
});
