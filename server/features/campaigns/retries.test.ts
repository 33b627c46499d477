/**
 * SMTP refusals against a real SMTP server (tests/support/smtp-sink.ts): a temporary 4xx is
 * retried with growing waits until accepted, a permanent 5xx fails the recipient at once
 * with the server's reply, and a 4xx that outlasts the retry budget fails with the last
 * reply. The waits are shortened through CAMPAIGN_RETRY_BASE_SECONDS.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Campaign, CampaignRecipient } from "#common/campaign.ts";
import {
  type SinkRefusal,
  type SmtpSink,
  startSmtpSink,
} from "../../../tests/support/smtp-sink.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { contactInquiries } from "../../db/schema.ts";
import { SENDER_JOBS } from "./jobs.ts";
import { MAX_ATTEMPTS } from "./sender-worker.ts";
import { queryRows } from "./sql-rows.ts";

const BASE_SECONDS = 0.25;
/** The waits after the 1st, 2nd and 3rd refusal under that base: 4× longer each time. */
const BACKOFFS_MS = [250, 1000, 4000];
let sink: SmtpSink;
const tag = Math.random().toString(36).slice(2, 8);
/** Refusals by address, consulted by the sink for every RCPT TO and final dot. */
const refusals = new Map<
  string,
  (
    stage: "rcpt" | "data",
    attempt: number,
  ) => SinkRefusal | undefined | Promise<SinkRefusal | undefined>
>();

beforeAll(async () => {
  sink = await startSmtpSink();
  sink.refuse = (address, stage, attempt) => refusals.get(address)?.(stage, attempt);
});
afterAll(async () => {
  await sink?.close();
});

async function withApp(
  retryBaseSeconds: number,
  body: (ctx: TestContext, admin: TestUser) => Promise<void>,
) {
  const ctx = await createTestApp({
    ...sink.env,
    CAMPAIGN_RATE_PER_MINUTE: "0",
    CAMPAIGN_RETRY_BASE_SECONDS: String(retryBaseSeconds),
  });
  try {
    await body(ctx, await createUser(ctx, { isAdmin: true }));
  } finally {
    await ctx.close();
  }
}

/** Sends a campaign to `addresses` (as inquiries) and waits until it is `sent`. */
async function sendTo(ctx: TestContext, admin: TestUser, addresses: string[]) {
  for (const email of addresses) {
    await ctx.database.db.insert(contactInquiries).values({
      firstName: "Ann",
      lastName: "Lee",
      email,
      company: "Acme",
      hiringNeeds: "backend",
      message: "Hi",
    });
  }
  const call = (method: "GET" | "POST", url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api/admin/campaigns${url}`,
      headers: { cookie: admin.cookie },
      ...(payload ? { payload } : {}),
    });
  const created = await call("POST", "", {
    name: "Retries",
    subject: "Hello",
    body: "Hi {{firstName}}",
    // Each app has its own database: every inquiry in it is this test's.
    audience: { source: "inquiries" },
  });
  const { id } = json<Campaign>(created);
  expect((await call("POST", `/${id}/send`, {})).statusCode).toBe(202);
  await vi.waitFor(
    async () => expect(json<Campaign>(await call("GET", `/${id}`)).status).toBe("sent"),
    { timeout: 120_000, interval: 100 },
  );
  const recipients = json<CampaignRecipient[]>(await call("GET", `/${id}/recipients`));
  // The most sender jobs queued for one moment (a resumption asked for by several senders).
  const [jobs] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT coalesce(max(n), 0)::int AS n FROM (
          SELECT count(*) AS n FROM jobs WHERE name = 'campaign.send'
            AND data->>'campaignId' = ${id} GROUP BY start_after) AS per_moment`,
  );
  return { byAddress: new Map(recipients.map((r) => [r.email, r])), sendJobsAtOnce: jobs!.n };
}

const rcptTimes = (address: string) =>
  sink.rcptLog.filter((entry) => entry.address === address).map((entry) => entry.at);
const received = (address: string) => sink.messages.filter((m) => m.to.includes(address)).length;

describe("SMTP refusals", () => {
  it("retries a temporary 4xx with growing waits, then sends once; a 5xx fails at once", async () => {
    const greylisted = `grey-${tag}@example.com`;
    const rejected = `gone-${tag}@example.com`;
    const rejectedAtDot = `spam-${tag}@example.com`;
    const fine = `fine-${tag}@example.com`;
    const TRANSIENT = 3;
    refusals.set(rejected, (stage) =>
      stage === "rcpt" ? { code: 550, message: "5.1.1 No such user here" } : undefined,
    );
    refusals.set(rejectedAtDot, (stage) =>
      stage === "data" ? { code: 554, message: "5.7.1 Message refused as spam" } : undefined,
    );

    await withApp(BASE_SECONDS, async (ctx, admin) => {
      /** The wait the app chose after each refusal: its next_attempt_at − the refusal's time. */
      const waits: number[] = [];
      refusals.set(greylisted, async (stage, attempt) => {
        if (stage !== "rcpt") return undefined;
        if (attempt > 1) {
          // A claim leaves next_attempt_at alone: it is still what the last refusal set.
          const [row] = await queryRows<{ next: string }>(
            ctx.database.db,
            sql`SELECT next_attempt_at::text AS next FROM campaign_recipients
                WHERE email = ${greylisted}`,
          );
          waits.push(new Date(row!.next).getTime() - rcptTimes(greylisted)[attempt - 2]!);
        }
        return attempt <= TRANSIENT
          ? { code: 451, message: `4.7.1 Greylisted, try again later (${attempt})` }
          : undefined;
      });
      const { byAddress, sendJobsAtOnce } = await sendTo(ctx, admin, [
        greylisted,
        rejected,
        rejectedAtDot,
        fine,
      ]);

      expect.soft(byAddress.get(greylisted)).toMatchObject({ status: "sent", error: null });
      expect.soft(received(greylisted)).toBe(1);
      const times = rcptTimes(greylisted);
      expect.soft(times).toHaveLength(TRANSIENT + 1);
      // Each wait is at least its backoff, base × 4ⁿ⁻¹ (lower bounds: the refusal is recorded
      // before the app hears it, so a slow machine only makes the measured wait longer), and
      // the next attempt came no earlier than that.
      expect.soft(waits).toHaveLength(TRANSIENT);
      waits.forEach((wait, i) => {
        expect.soft(wait).toBeGreaterThanOrEqual(BACKOFFS_MS[i]!);
        expect.soft(times[i + 1]! - times[i]!).toBeGreaterThanOrEqual(wait);
      });

      expect.soft(byAddress.get(rejected)).toMatchObject({ status: "failed" });
      expect.soft(byAddress.get(rejected)?.error).toContain("550 5.1.1 No such user here");
      expect.soft(rcptTimes(rejected)).toHaveLength(1);
      expect.soft(received(rejected)).toBe(0);

      expect.soft(byAddress.get(rejectedAtDot)).toMatchObject({ status: "failed" });
      expect
        .soft(byAddress.get(rejectedAtDot)?.error)
        .toContain("554 5.7.1 Message refused as spam");
      expect.soft(rcptTimes(rejectedAtDot)).toHaveLength(1);
      expect.soft(received(rejectedAtDot)).toBe(0);

      expect.soft(byAddress.get(fine)).toMatchObject({ status: "sent", error: null });
      expect.soft(received(fine)).toBe(1);
      // Senders that run out of work ask for the same resumption: SENDER_JOBS jobs in all,
      // not SENDER_JOBS each (which multiplied the jobs on every round of retries).
      expect.soft(sendJobsAtOnce).toBeLessThanOrEqual(SENDER_JOBS);
    });
  }, 180_000);

  it("fails a recipient with the last reply once the retry budget is spent", async () => {
    const full = `full-${tag}@example.com`;
    refusals.set(full, (stage, attempt) =>
      stage === "rcpt" ? { code: 452, message: `4.2.2 Mailbox full (${attempt})` } : undefined,
    );
    await withApp(0.02, async (ctx, admin) => {
      const { byAddress } = await sendTo(ctx, admin, [full]);
      expect.soft(byAddress.get(full)).toMatchObject({ status: "failed" });
      expect.soft(byAddress.get(full)?.error).toContain(`452 4.2.2 Mailbox full (${MAX_ATTEMPTS})`);
      expect.soft(rcptTimes(full)).toHaveLength(MAX_ATTEMPTS);
      expect.soft(received(full)).toBe(0);
    });
  }, 180_000);
});
