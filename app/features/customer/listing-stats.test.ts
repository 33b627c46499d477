import { describe, expect, it } from "vitest";
import { listingStats } from "./listing-stats.ts";

describe("listingStats", () => {
  it("rounds the means and counts missing values as 0", () => {
    expect(
      listingStats([
        { experience: 5, aiAssessmentScore: 91.4 },
        { experience: 8, aiAssessmentScore: 88.2 },
        { experience: null, aiAssessmentScore: null },
      ]),
    ).toEqual({ available: 3, avgExperience: 4, avgScore: 60 });
  });

  it("rounds half up", () => {
    expect(
      listingStats([
        { experience: 4, aiAssessmentScore: 90 },
        { experience: 5, aiAssessmentScore: 91 },
      ]),
    ).toEqual({ available: 2, avgExperience: 5, avgScore: 91 });
  });

  it("is all zeros for an empty listing", () => {
    expect(listingStats([])).toEqual({ available: 0, avgExperience: 0, avgScore: 0 });
  });
});
