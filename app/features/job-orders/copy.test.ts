import { describe, expect, it } from "vitest";
import {
  actorLabel,
  formatAge,
  formatDay,
  formatHours,
  formatWeek,
  shortlistTiming,
} from "./copy.ts";

describe("the job order screens' formats", () => {
  it("writes hours as minutes, hours or days", () => {
    expect(formatHours(0.25)).toBe("15 min");
    expect(formatHours(0)).toBe("1 min");
    expect(formatHours(5.26)).toBe("5.3 h");
    expect(formatHours(60)).toBe("2.5 days");
  });

  it("writes a week's Monday and a calendar date the same wherever the reader is", () => {
    expect(formatWeek("2026-11-23")).toBe("Nov 23");
    expect(formatWeek("2026-W48")).toBe("2026-W48");
    expect(formatDay("2026-12-01")).toBe("December 1, 2026");
  });

  it("writes dates and ages exactly as Intl's en-US would", () => {
    const utc = { timeZone: "UTC" } as const;
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 28]) {
        const date = `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
        const at = Date.UTC(2026, month - 1, day);
        expect(formatDay(date)).toBe(
          new Intl.DateTimeFormat("en-US", { dateStyle: "long", ...utc }).format(at),
        );
        expect(formatWeek(date)).toBe(
          new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", ...utc }).format(at),
        );
      }
    }
    const rtf = new Intl.RelativeTimeFormat("en-US", { numeric: "auto" });
    const now = Date.parse("2026-11-26T12:00:00.000Z");
    const minute = 60_000;
    for (const offset of [-20, 0, 20, 59, 61, 90, 1000, 2000, 2879, 2880, 2881, 4000, 1e6, 2.2e6]) {
      for (const sign of [-1, 1]) {
        const ms = sign * offset * 1000 * 60 + (offset === 0 ? sign * 10_000 : 0);
        const iso = new Date(now + ms).toISOString();
        const minutes = Math.round(ms / minute);
        const hours = Math.round(minutes / 60);
        const intl =
          Math.abs(minutes) < 60
            ? rtf.format(minutes, "minute")
            : Math.abs(hours) < 48
              ? rtf.format(hours, "hour")
              : rtf.format(Math.round(hours / 24), "day");
        expect(formatAge(iso, now), `${ms} ms`).toBe(intl);
      }
    }
  });

  it("measures the time to shortlist against the 24-hour promise", () => {
    const createdAt = "2026-11-20T08:00:00.000Z";
    expect(shortlistTiming({ createdAt, firstShortlistAt: "2026-11-20T14:00:00.000Z" })).toEqual({
      text: "Shortlisted in 6 h",
      late: false,
    });
    expect(shortlistTiming({ createdAt, firstShortlistAt: "2026-11-21T10:00:00.000Z" })).toEqual({
      text: "Shortlisted in 26 h",
      late: true,
    });
    const now = Date.parse("2026-11-20T20:00:00.000Z");
    expect(shortlistTiming({ createdAt, firstShortlistAt: null }, now)).toEqual({
      text: "No shortlist yet (12 h open)",
      late: false,
    });
    expect(shortlistTiming({ createdAt, firstShortlistAt: null }, now + 13 * 3.6e6)).toEqual({
      text: "No shortlist yet (25 h open)",
      late: true,
    });
  });

  it("names who moved a candidate", () => {
    expect(actorLabel("system")).toBe("automatically");
    expect(actorLabel("customer:anonymous")).toBe("by the customer");
    expect(actorLabel("customer:cto@acme.test")).toBe("by the customer (cto@acme.test)");
    expect(actorLabel("admin@example.com")).toBe("by admin@example.com");
  });
});
