/** GET /api/admin/reports/summary: the promise and the funnel. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { JobOrder } from "#common/job-order.ts";
import type { ReportSummary } from "#common/job-order-report.ts";
import type { ShareableLink } from "#common/link.ts";
import { REPORT_PERIOD_MESSAGES } from "#common/report-period.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { daysFromNow, workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { contactInquiries, jobOrders } from "../../db/schema.ts";
import { periodOf, reportSummary, weeksOf } from "./reports.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "POST" | "PUT", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const day = (date: Date) => date.toISOString().slice(0, 10);

async function orderAt(createdAt: Date, shortlistAfterHours: number | null): Promise<string> {
  const order = json<JobOrder>(
    await admin("POST", "/api/admin/job-orders", {
      title: "Role",
      customerName: "Globex",
      customerEmail: "buyer@globex.example",
    }),
  );
  await h.ctx.database.db
    .update(jobOrders)
    .set({
      createdAt,
      firstShortlistAt:
        shortlistAfterHours === null
          ? null
          : new Date(createdAt.getTime() + shortlistAfterHours * HOUR),
    })
    .where(eq(jobOrders.id, order.id));
  return order.id;
}

async function inquiryAt(createdAt: Date) {
  await h.ctx.database.db.insert(contactInquiries).values({
    firstName: "Ada",
    lastName: "Lee",
    email: "ada@example.com",
    company: "Lee Ltd",
    message: "Hello",
    createdAt,
  });
}

describe("reports summary", () => {
  it("counts the period's inquiries, job orders, the 24-hour promise, verdicts, interviews and hires", async () => {
    const now = Date.now();
    await inquiryAt(new Date(now - 2 * DAY));
    await inquiryAt(new Date(now - 3 * HOUR));
    await inquiryAt(new Date(now - 200 * DAY)); // before the default 90 days
    await orderAt(new Date(now - 50 * HOUR), 10); // within 24 h
    await orderAt(new Date(now - 80 * HOUR), 30); // too late
    await orderAt(new Date(now - 200 * DAY), 5); // outside the period

    // A live job order: shortlisted by a link now, verdicts, an interview and a hire.
    const live = json<JobOrder>(
      await admin("POST", "/api/admin/job-orders", {
        title: "Live",
        customerName: "Globex",
        customerEmail: "buyer@globex.example",
      }),
    );
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => insertCandidate(h.ctx)));
    const link = json<ShareableLink>(
      await admin("POST", `/api/admin/job-orders/${live.id}/shortlist`, {
        candidateIds: [a!.id, b!.id, c!.id],
      }),
    );
    const verdict = (id: string, value: string) =>
      send("PUT", `/api/shared/${link.token}/verdicts/${id}`, { verdict: value });
    await verdict(a!.id, "interested");
    await verdict(b!.id, "maybe");
    await verdict(c!.id, "not-a-fit");
    await send("POST", `/api/shared/${link.token}/interview-requests`, {
      developerId: a!.id,
      slots: [daysFromNow(3)],
      timezone: "UTC",
      contactEmail: "buyer@globex.example",
    });
    await admin("PUT", `/api/admin/job-orders/${live.id}/pipeline/${a!.id}`, { stage: "hired" });

    const res = await admin("GET", "/api/admin/reports/summary");
    expect(res.statusCode).toBe(200);
    const summary = json<ReportSummary>(res);
    expect(summary).toMatchObject({
      inquiries: 2,
      jobOrders: 3,
      shortlistedWithin24h: { count: 2, of: 3, pending: 0 },
      verdicts: { interested: 1, maybe: 1, notAFit: 1 },
      interviews: 1,
      hires: 1,
      trials: { started: 0, continued: 0, replaced: 0 },
    });
    // Hours to the first shortlist: 10, 30 and about 0 for the live one: the median is 10.
    expect(summary.medianHoursToShortlist).toBe(10);
    expect(summary.weeks.length).toBeGreaterThanOrEqual(13);
    const totals = summary.weeks.reduce(
      (t, w) => ({
        inquiries: t.inquiries + w.inquiries,
        jobOrders: t.jobOrders + w.jobOrders,
        shortlists: t.shortlists + w.shortlists,
        hires: t.hires + w.hires,
      }),
      { inquiries: 0, jobOrders: 0, shortlists: 0, hires: 0 },
    );
    expect(totals).toEqual({ inquiries: 2, jobOrders: 3, shortlists: 3, hires: 1 });
    for (const w of summary.weeks) {
      expect(new Date(`${w.week}T00:00:00Z`).getUTCDay()).toBe(1); // a Monday
    }

    // A period that reaches back 200 days includes the old rows.
    const from = day(new Date(now - 201 * DAY));
    const wide = json<ReportSummary>(
      await admin("GET", `/api/admin/reports/summary?from=${from}&to=${day(new Date(now))}`),
    );
    expect(wide).toMatchObject({ inquiries: 3, jobOrders: 4 });
    expect(wide.shortlistedWithin24h).toEqual({ count: 3, of: 4, pending: 0 });

    // One that ends before today leaves today's out.
    const past = json<ReportSummary>(
      await admin(
        "GET",
        `/api/admin/reports/summary?from=${day(new Date(now - 100 * DAY))}&to=${day(new Date(now - 30 * DAY))}`,
      ),
    );
    expect(past).toMatchObject({ inquiries: 0, jobOrders: 0, hires: 0 });
    expect(past.medianHoursToShortlist).toBeNull();
  });

  it("refuses bad dates and a period that ends before it starts", async () => {
    for (const query of ["from=yesterday", "to=2026-13-01", "from=2026-05-02&to=2026-05-01"]) {
      const res = await admin("GET", `/api/admin/reports/summary?${query}`);
      expect(res.statusCode).toBe(400);
      expect(json<{ errors?: Record<string, string> }>(res).errors).toBeTruthy();
    }
  });

  it("answers 400 with words to show for a period out of bounds, and keeps within them", async () => {
    const today = day(new Date());
    const refused: Array<[string, "from" | "to", string]> = [
      ["to=9999-12-31", "to", REPORT_PERIOD_MESSAGES.outOfRange],
      ["from=0001-01-01", "from", REPORT_PERIOD_MESSAGES.outOfRange],
      ["from=1999-12-31&to=2000-01-05", "from", REPORT_PERIOD_MESSAGES.outOfRange],
      ["from=2100-12-01&to=2101-01-01", "to", REPORT_PERIOD_MESSAGES.outOfRange],
      ["from=2026-05-02&to=2026-05-01", "from", REPORT_PERIOD_MESSAGES.order],
      ["from=2020-01-01&to=2023-01-02", "to", REPORT_PERIOD_MESSAGES.tooLong],
      // Without `to` the period runs to today: from 2000 that is far more than 3 years.
      ["from=2000-01-01", "from", REPORT_PERIOD_MESSAGES.tooLong],
    ];
    for (const [query, field, message] of refused) {
      const res = await admin("GET", `/api/admin/reports/summary?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res), query).toEqual({ message, errors: { [field]: message } });
    }
    for (const query of [
      "from=2020-01-01&to=2023-01-01",
      "from=2000-01-01&to=2000-01-01",
      "from=2100-12-25&to=2100-12-31",
      "to=2000-01-10",
      `from=${day(new Date(Date.now() - 3 * 365 * DAY))}`,
      `to=${today}`,
    ]) {
      const res = await admin("GET", `/api/admin/reports/summary?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      // At most a little over three years of weeks: a small answer.
      expect(json<ReportSummary>(res).weeks.length).toBeLessThanOrEqual(158);
    }
  });
});

describe("the 24-hour promise", () => {
  it("counts a job order opened minutes ago and not shortlisted as pending, not missed", async () => {
    const promise = async () =>
      json<ReportSummary>(await admin("GET", "/api/admin/reports/summary")).shortlistedWithin24h;
    const before = await promise();
    await orderAt(new Date(Date.now() - 5 * 60_000), null);
    const after = await promise();
    expect(after).toEqual({ ...before, pending: before.pending + 1 });
  });

  it("judges each job order as of the period's end or now, whichever is earlier", async () => {
    // A week of its own, years ahead, so no other test's job orders are in it.
    const at = (iso: string) => new Date(`${iso}Z`);
    const now = at("2031-03-10T12:00:00");
    await orderAt(at("2031-03-10T11:55:00"), null); // 5 minutes old: pending
    await orderAt(at("2031-03-10T11:30:00"), 10 / 60); // shortlisted in 10 minutes: kept
    await orderAt(at("2031-03-10T02:00:00"), 6); // kept
    await orderAt(at("2031-03-09T06:00:00"), null); // 30 hours without a shortlist: missed
    await orderAt(at("2031-03-08T06:00:00"), 40); // shortlisted after 40 hours: missed
    const thisWeek = periodOf({ from: "2031-03-08", to: "2031-03-10" }, now);
    const summary = await reportSummary(h.ctx.database.db, thisWeek, now);
    expect(summary.jobOrders).toBe(5);
    expect(summary.shortlistedWithin24h).toEqual({ count: 2, of: 4, pending: 1 });

    // A period that ended at midnight judges as of then: the order opened 18 hours before
    // its end and not shortlisted is still within its 24 hours there.
    const untilYesterday = periodOf({ from: "2031-03-08", to: "2031-03-09" }, now);
    const earlier = await reportSummary(h.ctx.database.db, untilYesterday, now);
    expect(earlier.shortlistedWithin24h).toEqual({ count: 0, of: 1, pending: 1 });
  });
});

describe("periods", () => {
  it("default to the last 90 days up to today, whole UTC days", () => {
    const now = new Date("2026-11-25T15:00:00Z");
    const period = periodOf({}, now);
    expect(period.end.toISOString()).toBe("2026-11-26T00:00:00.000Z");
    expect(period.start.toISOString()).toBe("2026-08-28T00:00:00.000Z");
    const given = periodOf({ from: "2026-11-02", to: "2026-11-15" }, now);
    expect(weeksOf(given)).toEqual(["2026-11-02", "2026-11-09"]);
    expect(weeksOf(periodOf({ from: "2026-11-01", to: "2026-11-02" }, now))).toEqual([
      "2026-10-26",
      "2026-11-02",
    ]);
  });
});
