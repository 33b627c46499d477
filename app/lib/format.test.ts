import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatLongDate,
  formatMediumDate,
  formatMediumDateTime,
  formatShortDate,
  formatShortDateTime,
} from "./format.ts";

describe("the display formats are en-US's, without Intl", () => {
  // Every month, single and double digits, a leap day, years either side of 2000, times
  // near midnight (local, as toLocaleDateString reads them).
  const dates = [
    "2025-03-05T12:00:00Z",
    "2024-02-29T00:00:00Z",
    "1999-12-31T23:59:59Z",
    "2026-11-26T07:45:00.000Z",
    ...Array.from({ length: 12 }, (_, m) => new Date(2026, m, 10 + m, 0, 30).toISOString()),
  ];

  it("as toLocaleDateString gives them", () => {
    for (const iso of dates) {
      const d = new Date(iso);
      expect(formatLongDate(iso)).toBe(
        d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" }),
      );
      expect(formatShortDate(iso)).toBe(d.toLocaleDateString("en-US"));
    }
  });

  it("dates with a time as Intl.DateTimeFormat gives them, every hour of a day", () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", options);
    const times = [
      ...dates.map((iso) => new Date(iso)),
      ...Array.from({ length: 24 }, (_, h) => new Date(2026, 10, 28, h, h * 2, h + 3)),
    ];
    for (const d of times) {
      expect(formatMediumDate(d)).toBe(intl({ dateStyle: "medium" }).format(d));
      expect(formatMediumDateTime(d)).toBe(
        intl({ dateStyle: "medium", timeStyle: "short" }).format(d),
      );
      expect(formatShortDateTime(d)).toBe(
        intl({ dateStyle: "short", timeStyle: "short" }).format(d),
      );
      expect(formatShortDateTime(d, true)).toBe(
        intl({ dateStyle: "short", timeStyle: "medium" }).format(d),
      );
    }
  });

  it("counts as toLocaleString gives them", () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789, -4321]) {
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
    }
  });
});
