import { describe, expect, it } from "vitest";
import { formatDay } from "./copy.ts";

describe("the engagement screens' formats", () => {
  it("write a trial's day exactly as Intl's en-GB would, in UTC", () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        // Late in the UTC day: a reader's own zone must not move it.
        const iso = new Date(Date.UTC(2026, month, day, 23, 30)).toISOString();
        expect(formatDay(iso)).toBe(
          new Date(iso).toLocaleDateString("en-GB", {
            day: "numeric",
            month: "long",
            year: "numeric",
            timeZone: "UTC",
          }),
        );
      }
    }
  });
});
