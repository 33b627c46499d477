/** The reports' period rule, shared by the summary's schema and the report screen's inputs. */
import { describe, expect, it } from "vitest";
import {
  addYears,
  REPORT_PERIOD_MESSAGES as M,
  periodInputBounds,
  periodProblem,
  resolvePeriod,
} from "./report-period.ts";

const today = "2026-11-27";

describe("periodProblem", () => {
  it("accepts periods within the bounds, up to three years to the day", () => {
    for (const query of [
      {},
      { from: "2020-01-01", to: "2023-01-01" },
      { from: "2000-01-01", to: "2000-01-01" },
      { to: "2100-12-31" },
      { to: "2000-01-10" },
      { from: "2023-11-27" },
    ]) {
      expect(periodProblem(query, today), JSON.stringify(query)).toBeNull();
    }
  });

  it("names the field and the words for each way a period is refused", () => {
    expect(periodProblem({ from: "2026-02-30" }, today)).toEqual({
      field: "from",
      message: M.badDate,
    });
    expect(periodProblem({ to: "9999-12-31" }, today)).toEqual({
      field: "to",
      message: M.outOfRange,
    });
    expect(periodProblem({ from: "0001-01-01" }, today)).toEqual({
      field: "from",
      message: M.outOfRange,
    });
    expect(periodProblem({ from: "2026-05-02", to: "2026-05-01" }, today)).toEqual({
      field: "from",
      message: M.order,
    });
    expect(periodProblem({ from: "2020-01-01", to: "2023-01-02" }, today)).toEqual({
      field: "to",
      message: M.tooLong,
    });
    expect(periodProblem({ from: "2023-11-26" }, today)).toEqual({
      field: "from",
      message: M.tooLong,
    });
  });
});

describe("resolvePeriod", () => {
  it("fills the last 90 days up to today, never before 2000", () => {
    expect(resolvePeriod({}, today)).toEqual({ from: "2026-08-30", to: today });
    expect(resolvePeriod({ to: "2000-01-10" }, today)).toEqual({
      from: "2000-01-01",
      to: "2000-01-10",
    });
  });
});

describe("periodInputBounds", () => {
  it("offers only dates that make an accepted period", () => {
    expect(periodInputBounds({}, today)).toEqual({
      from: { min: "2023-11-27", max: today },
      to: { min: "2000-01-01", max: "2100-12-31" },
    });
    expect(periodInputBounds({ from: "2099-06-01", to: "2100-01-01" }, today)).toEqual({
      from: { min: "2097-01-01", max: "2100-01-01" },
      to: { min: "2099-06-01", max: "2100-12-31" },
    });
    const bounds = periodInputBounds({ from: "2020-02-29" }, today);
    expect(bounds.to.max).toBe(addYears("2020-02-29", 3));
    expect(periodProblem({ from: "2020-02-29", to: bounds.to.max }, today)).toBeNull();
  });
});
