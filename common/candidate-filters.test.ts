import { describe, expect, it } from "vitest";
import { CANDIDATE_FILTER_KEYS, candidateSearchSchema } from "./candidate.ts";

describe("the developer list's filter keys", () => {
  it("are the search schema's parameters but the page's window", () => {
    expect(CANDIDATE_FILTER_KEYS).toEqual([
      "q",
      "skills",
      "tags",
      "availability",
      "status",
      "minRate",
      "maxRate",
      "minScore",
      "sort",
    ]);
    // Each is a parameter the server reads: a key the schema dropped would fail here.
    for (const key of CANDIDATE_FILTER_KEYS)
      expect(candidateSearchSchema.shape).toHaveProperty(key);
  });
});
