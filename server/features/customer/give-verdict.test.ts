/**
 * Giving a verdict (give-verdict.ts), through the customer's PUT as a browser sends it: the
 * verdict is saved and answered, the link's creator hears of a new "interested" once, the
 * candidate moves on the link's job order (with its audit row), and each change reaches the
 * webhooks subscribed to verdict.changed.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { JobOrder, PipelineEntry } from "#common/job-order.ts";
import type { ShareableLink } from "#common/link.ts";
import type { VerdictItem } from "#common/verdict.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import type { SinkMessage } from "../../../tests/support/smtp-sink.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { auditLog, linkNotices, webhookDeliveries, webhooks } from "../../db/schema.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "POST", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);

describe("a customer's verdict", () => {
  it("is saved, tells the creator once, moves the pipeline and reaches the webhooks", async () => {
    const db = h.ctx.database.db;
    const [hook] = await db
      .insert(webhooks)
      .values({
        // Never reached: the delivery rows are what this test reads.
        url: "https://192.0.2.1/hooks/verdicts",
        events: ["verdict.changed"],
        secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
      })
      .returning({ id: webhooks.id });
    const order = json<JobOrder>(
      await admin("POST", "/api/admin/job-orders", {
        title: "Verdict engineer",
        customerName: "Soylent",
        customerEmail: "buyer@soylent.example",
      }),
    );
    const dev = await insertCandidate(h.ctx, { fullName: "Grace Verdict" });
    const link = json<ShareableLink>(
      await admin("POST", `/api/admin/job-orders/${order.id}/shortlist`, {
        candidateIds: [dev.id],
      }),
    );
    const put = (verdict: string) =>
      send("PUT", `/api/shared/${link.token}/verdicts/${dev.id}`, { verdict, reason: "Strong" });

    const first = await put("interested");
    expect(first.statusCode).toBe(200);
    expect(json<VerdictItem>(first)).toMatchObject({
      developerId: dev.id,
      verdict: "interested",
      reason: "Strong",
      viewerEmail: null,
    });

    const to = h.admin.email.toLowerCase();
    const told = (m: SinkMessage) =>
      m.to.includes(to) && m.subject.includes("interested in Grace Verdict");
    await h.sink.waitFor(told);

    const pipeline = json<PipelineEntry[]>(
      await admin("GET", `/api/admin/job-orders/${order.id}/pipeline`),
    );
    expect(pipeline.find((e) => e.candidateId === dev.id)?.stage).toBe("customer-interested");
    const moves = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, order.id), eq(auditLog.action, "pipeline.move")));
    expect(moves).toHaveLength(2); // shortlisted by the admin, then the customer's move

    // The same verdict again: saved and announced to the webhooks, not news to the creator.
    expect((await put("interested")).statusCode).toBe(200);
    await expect
      .poll(
        async () => (await h.ctx.app.jobs.stats()).find((s) => s.name === "mail.send")?.queued ?? 0,
      )
      .toBe(0);
    expect(h.sink.messages.filter(told)).toHaveLength(1);
    // Nor held for the hour's digest: the creator's one notice is the first one.
    const notices = await db.select().from(linkNotices).where(eq(linkNotices.linkId, link.id));
    expect(notices.map((n) => n.held)).toEqual([false]);

    const delivered = await db
      .select({ type: webhookDeliveries.type, payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, hook!.id));
    expect(delivered).toHaveLength(2);
    for (const { type, payload } of delivered) {
      expect(type).toBe("verdict.changed");
      expect((payload as { data: unknown }).data).toEqual({
        linkId: link.id,
        candidateId: dev.id,
        verdict: "interested",
      });
    }
  });
});
