/**
 * Webhooks: subscriptions, the URL rule (https, loopback http only
 * with WEBHOOK_ALLOW_HTTP=1, no private or link-local address, DNS included, at creation and
 * at delivery), Standard Webhooks signatures checked with the `standardwebhooks` package,
 * retries through the queue, the delivery log, the slack format, and the events the
 * features emit. A local receiver on 127.0.0.1 plays the other system.
 */
import dns from "node:dns";
import { eq } from "drizzle-orm";
import { Webhook as Verifier } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type CreatedWebhook,
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDelivery,
} from "#common/webhook.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/support/webhook-receiver.ts";
import { webhookDeliveries } from "../../db/schema.ts";
import { emitWebhookEvent } from "./emit.ts";

let ctx: TestContext;
let strict: TestContext;
let admin: TestUser;
let strictAdmin: TestUser;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ctx = await createTestApp({ WEBHOOK_ALLOW_HTTP: "1" });
  strict = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
  strictAdmin = await createUser(strict, { isAdmin: true });
});
afterAll(async () => {
  await ctx?.close();
  await strict?.close();
  await receiver?.close();
});
afterEach(async () => {
  vi.restoreAllMocks();
  receiver.respond = undefined;
  // Each test subscribes afresh.
  for (const hook of json<Webhook[]>(await call(ctx, admin, "GET", "/api/admin/webhooks"))) {
    await call(ctx, admin, "DELETE", `/api/admin/webhooks/${hook.id}`);
  }
});

const call = (
  on: TestContext,
  as: TestUser | null,
  method: "GET" | "POST" | "DELETE" | "PUT",
  url: string,
  payload?: object,
) =>
  on.app.inject({
    method,
    url,
    headers: as ? { cookie: as.cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function subscribe(body: object, on = ctx, as = admin): Promise<CreatedWebhook> {
  const res = await call(on, as, "POST", "/api/admin/webhooks", body);
  expect(res.statusCode, res.body).toBe(201);
  return json<CreatedWebhook>(res);
}

const deliveries = async (id: string) =>
  json<WebhookDelivery[]>(await call(ctx, admin, "GET", `/api/admin/webhooks/${id}/deliveries`));

async function waitForDelivery(id: string, done: (d: WebhookDelivery) => boolean, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const [latest] = await deliveries(id);
    if (latest && done(latest)) return latest;
    if (Date.now() > until) throw new Error(`delivery not done: ${JSON.stringify(latest)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Makes `name` resolve to `address` for both the promise and the callback lookup. */
function pointName(name: string, address: string) {
  const family = address.includes(":") ? 6 : 4;
  const realPromise = dns.promises.lookup.bind(dns.promises);
  vi.spyOn(dns.promises, "lookup").mockImplementation((async (host: string, options: object) =>
    host === name ? [{ address, family }] : realPromise(host, options as never)) as never);
  const real = dns.lookup.bind(dns);
  vi.spyOn(dns, "lookup").mockImplementation(((host: string, options: never, callback: never) =>
    host === name
      ? (callback as (e: null, a: object[]) => void)(null, [{ address, family }])
      : real(host, options, callback)) as never);
}

describe("webhook subscriptions", () => {
  it("creates one with its secret shown once, lists it without, deletes it", async () => {
    const created = await subscribe({
      url: "https://93.184.215.14/hooks/a",
      events: ["link.viewed", "verdict.changed", "link.viewed"],
    });
    expect(created).toMatchObject({
      url: "https://93.184.215.14/hooks/a",
      events: ["link.viewed", "verdict.changed"],
      format: "json",
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Date.parse(created.createdAt)).not.toBeNaN();

    const listed = json<Webhook[]>(await call(ctx, admin, "GET", "/api/admin/webhooks"));
    expect(listed).toEqual([
      {
        id: created.id,
        url: created.url,
        events: created.events,
        format: "json",
        createdAt: created.createdAt,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain("whsec_");

    expect(await deliveries(created.id)).toEqual([]);
    const gone = await call(ctx, admin, "DELETE", `/api/admin/webhooks/${created.id}`);
    expect(gone.statusCode).toBe(204);
    const again = await call(ctx, admin, "DELETE", `/api/admin/webhooks/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(json<{ message: string }>(again).message).toBe(WEBHOOK_MESSAGES.notFound);
    expect(
      (await call(ctx, admin, "GET", `/api/admin/webhooks/${created.id}/deliveries`)).statusCode,
    ).toBe(404);
    expect((await call(ctx, admin, "DELETE", "/api/admin/webhooks/nope")).statusCode).toBe(404);

    // Both are audited, and the signing secret is in no audit row.
    const audit = json<{ items: Array<{ action: string; targetId: string }> }>(
      await call(ctx, admin, "GET", "/api/admin/audit?limit=200"),
    ).items.filter((i) => i.targetId === created.id);
    expect(audit.map((i) => i.action).sort()).toEqual(["webhook.create", "webhook.delete"]);
    expect(JSON.stringify(audit)).not.toContain(created.secret);
  });

  it("refuses a bad body: no events, an unknown event or format", async () => {
    for (const body of [
      { url: "https://93.184.215.14/", events: [] },
      { url: "https://93.184.215.14/", events: ["link.deleted"] },
      { url: "https://93.184.215.14/", events: ["link.viewed"], format: "xml" },
      { url: "not a url", events: ["link.viewed"] },
    ]) {
      const res = await call(ctx, admin, "POST", "/api/admin/webhooks", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("takes https only, or http to loopback with WEBHOOK_ALLOW_HTTP=1", async () => {
    const refused = async (on: TestContext, as: TestUser, url: string, message: string) => {
      const res = await call(on, as, "POST", "/api/admin/webhooks", {
        url,
        events: ["link.viewed"],
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(json<{ message: string; errors: { url: string } }>(res)).toMatchObject({
        message,
        errors: { url: message },
      });
    };
    // Without the flag: no http at all, and no loopback.
    await refused(
      strict,
      strictAdmin,
      "http://93.184.215.14/hook",
      WEBHOOK_MESSAGES.httpNotAllowed,
    );
    await refused(strict, strictAdmin, "http://127.0.0.1:9/hook", WEBHOOK_MESSAGES.httpNotAllowed);
    await refused(strict, strictAdmin, "https://127.0.0.1/hook", WEBHOOK_MESSAGES.privateAddress);
    await refused(strict, strictAdmin, "https://[::1]/hook", WEBHOOK_MESSAGES.privateAddress);
    await refused(strict, strictAdmin, "ftp://93.184.215.14/hook", WEBHOOK_MESSAGES.badUrl);
    // With it: http to a loopback address only.
    await refused(ctx, admin, "http://93.184.215.14/hook", WEBHOOK_MESSAGES.httpNotAllowed);
    await subscribe({ url: receiver.url(), events: ["link.viewed"] });
  });

  it("refuses private, link-local and other inside addresses, also behind a name", async () => {
    for (const url of [
      "https://10.1.2.3/",
      "https://172.16.0.1/",
      "https://192.168.1.10/",
      "https://169.254.169.254/latest/meta-data",
      "https://100.64.0.1/",
      "https://0.0.0.0/",
      "https://[fd00::1]/",
      "https://[fe80::1]/",
      "https://[::ffff:10.0.0.1]/",
      "https://224.0.0.1/",
    ]) {
      const res = await call(ctx, admin, "POST", "/api/admin/webhooks", {
        url,
        events: ["link.viewed"],
      });
      expect(res.statusCode, url).toBe(400);
      expect(json<{ message: string }>(res).message).toBe(WEBHOOK_MESSAGES.privateAddress);
    }
    pointName("hooks.inside.example", "10.0.0.7");
    const named = await call(ctx, admin, "POST", "/api/admin/webhooks", {
      url: "https://hooks.inside.example/x",
      events: ["link.viewed"],
    });
    expect(named.statusCode).toBe(400);
    expect(json<{ message: string }>(named).message).toBe(WEBHOOK_MESSAGES.privateAddress);
  });

  it("is for admins only", async () => {
    const user = await createUser(ctx);
    expect((await call(ctx, null, "GET", "/api/admin/webhooks")).statusCode).toBe(401);
    expect((await call(ctx, user, "GET", "/api/admin/webhooks")).statusCode).toBe(403);
  });
});

describe("deliveries", () => {
  it("POSTs { id, type, at, data } signed as Standard Webhooks, and logs it", async () => {
    const hook = await subscribe({ url: receiver.url("/signed"), events: ["job-order.created"] });
    const other = await subscribe({ url: receiver.url("/other"), events: ["link.viewed"] });
    const queued = await emitWebhookEvent(
      { db: ctx.database.db, jobs: ctx.app.jobs },
      "job-order.created",
      { jobOrderId: "11111111-1111-4111-8111-111111111111" },
    );
    expect(queued).toBe(1);
    const hit = await receiver.waitFor((h) => h.path === "/signed");
    expect(hit.headers["content-type"]).toBe("application/json");
    // The receiver's own check, as a Standard Webhooks library does it.
    const verified = new Verifier(hook.secret).verify(hit.body, hit.headers);
    expect(verified).toEqual(hit.json);
    expect(hit.json).toEqual({
      id: hit.headers["webhook-id"],
      type: "job-order.created",
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { jobOrderId: "11111111-1111-4111-8111-111111111111" },
    });
    expect(hit.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // Another secret does not verify it.
    const stranger = new Verifier(`whsec_${Buffer.alloc(32, 1).toString("base64")}`);
    expect(() => stranger.verify(hit.body, hit.headers)).toThrow();

    const [logged] = await waitForDelivery(hook.id, (d) => d.status === "delivered").then((d) => [
      d,
    ]);
    expect(logged).toEqual({
      at: expect.any(String),
      type: "job-order.created",
      status: "delivered",
      attempts: 1,
      error: null,
    });
    // Only subscribers of the event are told.
    expect(await deliveries(other.id)).toEqual([]);
    expect(receiver.hits.filter((h) => h.path === "/other")).toEqual([]);
  });

  it("retries with backoff until answered, keeping the same id, and logs the attempts", async () => {
    const hook = await subscribe({ url: receiver.url("/flaky"), events: ["verdict.changed"] });
    let flaky = 0;
    receiver.respond = (h) => (h.path === "/flaky" && ++flaky <= 2 ? 503 : 200);
    await emitWebhookEvent({ db: ctx.database.db, jobs: ctx.app.jobs }, "verdict.changed", {
      linkId: "l",
    });
    const delivered = await waitForDelivery(hook.id, (d) => d.status === "delivered");
    expect(delivered).toMatchObject({ status: "delivered", attempts: 3, error: null });
    const hits = receiver.hits.filter((h) => h.path === "/flaky");
    expect(hits).toHaveLength(3);
    expect(new Set(hits.map((h) => h.headers["webhook-id"])).size).toBe(1);
    // Backoff: no retry comes sooner than the queue's first wait (100 ms in tests).
    expect(hits[1]!.at - hits[0]!.at).toBeGreaterThanOrEqual(90);
    expect(hits[2]!.at - hits[1]!.at).toBeGreaterThanOrEqual(90);
    for (const h of hits) expect(new Verifier(hook.secret).verify(h.body, h.headers)).toBeTruthy();
  });

  it("gives up after its retries: the log says failed with the last error", async () => {
    const hook = await subscribe({ url: receiver.url("/down"), events: ["verdict.changed"] });
    receiver.respond = (h) => (h.path === "/down" ? 500 : 200);
    await emitWebhookEvent({ db: ctx.database.db, jobs: ctx.app.jobs }, "verdict.changed", {});
    const failed = await waitForDelivery(hook.id, (d) => d.status === "failed", 20_000);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: WEBHOOK_LIMITS.retries + 1,
      error: "HTTP 500",
    });
    expect(receiver.hits.filter((h) => h.path === "/down")).toHaveLength(
      WEBHOOK_LIMITS.retries + 1,
    );
  }, 30_000);

  it("refuses at delivery a name that now resolves inside, without a request", async () => {
    pointName("hooks.partner.example", "93.184.215.14");
    const hook = await subscribe({
      url: "https://hooks.partner.example/in",
      events: ["link.viewed"],
    });
    vi.restoreAllMocks();
    pointName("hooks.partner.example", "169.254.169.254");
    await emitWebhookEvent({ db: ctx.database.db, jobs: ctx.app.jobs }, "link.viewed", {
      linkId: "x",
    });
    const failed = await waitForDelivery(hook.id, (d) => d.status === "failed");
    expect(failed).toMatchObject({ attempts: 1, error: WEBHOOK_MESSAGES.privateAddress });
    const [row] = await ctx.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook.id));
    expect(row?.status).toBe("failed");
  });

  it("sends Slack's { text } in the slack format", async () => {
    const hook = await subscribe({
      url: receiver.url("/slack"),
      events: ["application.received"],
      format: "slack",
    });
    expect(hook.format).toBe("slack");
    await emitWebhookEvent({ db: ctx.database.db, jobs: ctx.app.jobs }, "application.received", {
      applicationId: "a-1",
    });
    const hit = await receiver.waitFor((h) => h.path === "/slack");
    expect(Object.keys(hit.json)).toEqual(["text"]);
    expect(hit.json.text).toContain("A developer applied to join the pool");
    expect(hit.json.text).toContain("applicationId: a-1");
  });
});

describe("events from the features", () => {
  it("link.viewed (first visit only), verdict.changed, interview.requested", async () => {
    await subscribe({
      url: receiver.url("/customer"),
      events: ["link.viewed", "verdict.changed", "interview.requested"],
    });
    const dev = await insertCandidate(ctx);
    const link = await insertLink(ctx, admin.id, { candidateIds: [dev.id] });
    const seen = (type: string) =>
      receiver.hits.filter((h) => h.path === "/customer" && h.json.type === type);

    expect((await call(ctx, null, "GET", `/api/shared/developers/${link.token}`)).statusCode).toBe(
      200,
    );
    await receiver.waitFor((h) => h.path === "/customer" && h.json.type === "link.viewed");
    await call(ctx, null, "GET", `/api/shared/developers/${link.token}`);

    const verdict = await call(ctx, null, "PUT", `/api/shared/${link.token}/verdicts/${dev.id}`, {
      verdict: "interested",
    });
    expect(verdict.statusCode, verdict.body).toBe(200);
    const v = await receiver.waitFor(
      (h) => h.path === "/customer" && h.json.type === "verdict.changed",
    );
    expect(v.json.data).toEqual({ linkId: link.id, candidateId: dev.id, verdict: "interested" });

    const asked = await call(ctx, null, "POST", `/api/shared/${link.token}/interview-requests`, {
      developerId: dev.id,
      slots: [new Date(Date.now() + 86_400_000).toISOString()],
      timezone: "Europe/Berlin",
      contactEmail: "cto@initech.example",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const i = await receiver.waitFor(
      (h) => h.path === "/customer" && h.json.type === "interview.requested",
    );
    expect(i.json.data).toEqual({
      linkId: link.id,
      candidateId: dev.id,
      interviewRequestId: json<{ id: string }>(asked).id,
    });
    // The second visit told nobody.
    await new Promise((r) => setTimeout(r, 200));
    expect(seen("link.viewed")).toHaveLength(1);
    expect(seen("link.viewed")[0]!.json.data).toEqual({ linkId: link.id });
  });

  it("job-order.created and application.received", async () => {
    await subscribe({
      url: receiver.url("/admin-side"),
      events: ["job-order.created", "application.received"],
    });
    const order = await call(ctx, admin, "POST", "/api/admin/job-orders", {
      title: "Go engineer",
      customerName: "Ada",
      customerEmail: "ada@initech.example",
    });
    expect(order.statusCode, order.body).toBe(201);
    const j = await receiver.waitFor(
      (h) => h.path === "/admin-side" && h.json.type === "job-order.created",
    );
    expect(j.json.data).toEqual({ jobOrderId: json<{ id: string }>(order).id });

    const applied = await ctx.app.inject({
      method: "POST",
      url: "/api/applications",
      payload: {
        fullName: "Linus Applicant",
        email: `linus-${Date.now()}@example.com`,
        title: "Go developer",
        consent: true,
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const a = await receiver.waitFor(
      (h) => h.path === "/admin-side" && h.json.type === "application.received",
    );
    expect(a.json.data).toEqual({ applicationId: json<{ id: string }>(applied).id });
  });
});
