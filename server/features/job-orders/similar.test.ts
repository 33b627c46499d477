/** Replacements like a candidate: GET …/matches?like={candidateId}. */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { JobOrder, Match } from "#common/job-order.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { refreshRelatedSkills } from "../skills/refresh-job.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "POST", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);

const skill = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
const clamp = (n: number) => Math.max(0, Math.min(100, n));

async function newOrder(values: object = {}): Promise<JobOrder> {
  const res = await admin("POST", "/api/admin/job-orders", {
    title: "Engineer",
    customerName: "Globex",
    customerEmail: "buyer@globex.example",
    ...values,
  });
  expect(res.statusCode).toBe(201);
  return json<JobOrder>(res);
}

async function like(orderId: string, candidateId: string, query = ""): Promise<Match[]> {
  const res = await admin(
    "GET",
    `/api/admin/job-orders/${orderId}/matches?like=${candidateId}${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return json<Match[]>(res);
}

describe("matches like a candidate", () => {
  it("rank by similarity to them, never answering them, every point explained", async () => {
    const [go, k8s, pg, rust] = [
      skill("Go"),
      skill("Kubernetes"),
      skill("PostgreSQL"),
      skill("Rust"),
    ];
    const order = await newOrder({ skills: [rust] });
    const left = await insertCandidate(h.ctx, {
      fullName: "Ada Lovelace",
      skills: [go, k8s, pg],
      experience: 8,
      hourlyRate: 100,
      // Gone back to the pool after the trial.
      isActive: "active",
    });
    const twin = await insertCandidate(h.ctx, {
      skills: [go.toLowerCase(), k8s, pg],
      experience: 8,
      hourlyRate: 105,
      aiAssessmentScore: 70,
    });
    const half = await insertCandidate(h.ctx, {
      skills: [go, skill("Java")],
      experience: 2,
      hourlyRate: 300,
      aiAssessmentScore: 90,
    });
    const stranger = await insertCandidate(h.ctx, { skills: [rust], experience: 8 });
    const inactive = await insertCandidate(h.ctx, { skills: [go, k8s, pg], isActive: "inactive" });
    const matches = await like(order.id, left.id, "&limit=100");
    const ids = matches.map((m) => m.candidate.id);
    expect(ids).toEqual([twin.id, half.id]);
    expect(ids).not.toContain(left.id);
    expect(ids).not.toContain(stranger.id);
    expect(ids).not.toContain(inactive.id);
    expect(matches[0]!.reasons).toEqual([
      {
        kind: "similar",
        text: `Shares 3 of 3 of Ada Lovelace's skills: ${go}, ${k8s}, ${pg}`,
        points: 60,
      },
      { kind: "similar", text: "8 years of experience; Ada Lovelace's: 8 years", points: 15 },
      { kind: "similar", text: "$105/h; Ada Lovelace's: $100/h", points: 15 },
      { kind: "assessment", text: "AI assessment score 70", points: 7 },
    ]);
    for (const m of matches) {
      expect(m.reasons.some((r) => r.kind === "similar")).toBe(true);
      expect(m.score).toBe(clamp(m.reasons.reduce((t, r) => t + r.points, 0)));
    }
    expect(matches[1]!.reasons.find((r) => r.text.startsWith("$300/h"))?.points).toBe(0);
  });

  it("credit a related skill of one of theirs", async () => {
    const [react, next] = [skill("React"), skill("Next.js")];
    await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        insertCandidate(h.ctx, { skills: i < 5 ? [react, next] : [skill("Filler")] }),
      ),
    );
    await refreshRelatedSkills(h.ctx.database.db, { force: true });
    const order = await newOrder();
    const left = await insertCandidate(h.ctx, { fullName: "Grace Hopper", skills: [react] });
    const relatedOnly = await insertCandidate(h.ctx, { skills: [next] });
    const matches = await like(order.id, left.id, "&limit=100");
    const match = matches.find((m) => m.candidate.id === relatedOnly.id);
    expect(match?.reasons).toContainEqual(
      expect.objectContaining({
        kind: "related-skill",
        text: `Has ${next}, often listed with ${react}`,
      }),
    );
    // The pool's React listers come first: a related skill is worth less than the skill.
    expect(matches[0]!.score).toBeGreaterThan(match!.score);
  });

  it("answer 400 for a malformed id, 404 for an unknown candidate or job order", async () => {
    const order = await newOrder();
    const bad = await admin("GET", `/api/admin/job-orders/${order.id}/matches?like=nope`);
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(bad).errors.like).toBeTruthy();
    const unknown = await admin(
      "GET",
      `/api/admin/job-orders/${order.id}/matches?like=${randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(json<{ message: string }>(unknown).message).toBe("Candidate not found");
    const dev = await insertCandidate(h.ctx, { skills: [skill("Go")] });
    const noOrder = await admin(
      "GET",
      `/api/admin/job-orders/${randomUUID()}/matches?like=${dev.id}`,
    );
    expect(noOrder.statusCode).toBe(404);
    // An empty `like` is no `like`: the brief's matches.
    const plain = await admin("GET", `/api/admin/job-orders/${order.id}/matches?like=`);
    expect(plain.statusCode).toBe(200);
  });

  it("answer the same best few whatever the limit: levels skipped change nothing", async () => {
    // Read level by level (similar.ts, rankSimilar), a small limit stops early; asked for
    // 100 of these every level is read. Ties are many.
    const skills = [skill("A"), skill("B"), skill("C"), skill("D")];
    let seed = 11;
    const pick = <T>(values: readonly T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return values[seed % values.length]!;
    };
    const order = await newOrder();
    const left = await insertCandidate(h.ctx, { skills, experience: 6, hourlyRate: 90 });
    await Promise.all(
      Array.from({ length: 150 }, () =>
        insertCandidate(h.ctx, {
          skills: skills.filter(() => pick([true, true, false])),
          experience: pick([null, 3, 5, 6, 7, 12]),
          hourlyRate: pick([null, 60, 85, 90, 100, 140]),
          aiAssessmentScore: pick([null, 50, 80, 95]),
        }),
      ),
    );
    // Learned now from this pool (A–D are listed together): the job queued by the inserts
    // learns the same, so no call below sees other related skills than another.
    await refreshRelatedSkills(h.ctx.database.db, { force: true });
    const everyone = (await like(order.id, left.id, "&limit=100")).map((m) => [
      m.candidate.id,
      m.score,
    ]);
    expect(everyone.length).toBeGreaterThan(20);
    for (const limit of [1, 2, 5, 10, 20]) {
      const few = (await like(order.id, left.id, `&limit=${limit}`)).map((m) => [
        m.candidate.id,
        m.score,
      ]);
      expect(few, `limit ${limit}`).toEqual(everyone.slice(0, limit));
    }
  });
});
