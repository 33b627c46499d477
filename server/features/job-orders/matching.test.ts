/** Matches for a job order: ranked, explained, the same every time. */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { JobOrder, Match } from "#common/job-order.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { json } from "../../../tests/support/test-app.ts";
import { workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { refreshRelatedSkills } from "../skills/refresh-job.ts";
import { namedContenders } from "./contenders.ts";
import { wantedSkills } from "./partial-credit.ts";

const { h, send } = workspaceHarness();
const admin = (method: "GET" | "POST", url: string, body?: object) =>
  send(method, url, body, h.admin.cookie);

/** Skill names no other test uses, so each test sees only its own candidates. */
const skill = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

async function newOrder(values: object): Promise<JobOrder> {
  const res = await admin("POST", "/api/admin/job-orders", {
    title: "Engineer",
    customerName: "Globex",
    customerEmail: "buyer@globex.example",
    ...values,
  });
  expect(res.statusCode).toBe(201);
  return json<JobOrder>(res);
}

async function matchesOf(orderId: string, query = ""): Promise<Match[]> {
  const res = await admin("GET", `/api/admin/job-orders/${orderId}/matches${query}`);
  expect(res.statusCode).toBe(200);
  return json<Match[]>(res);
}

/**
 * PostgreSQL's estimates decide whether matching walks by assessment first (walksFirst):
 * refreshed after a test's inserts, as autovacuum would, so that it does.
 */
const analyze = () => h.ctx.database.db.execute(sql`ANALYZE candidates`);

const clamp = (n: number) => Math.max(0, Math.min(100, n));

/** Learns related skills from the pool now (the job would, a moment after the inserts). */
const learn = () => refreshRelatedSkills(h.ctx.database.db, { force: true });

const reasonOf = (match: Match | undefined, kind: string) =>
  match?.reasons.find((r) => r.kind === kind);

describe("matches", () => {
  it("rank every candidate holding all must-haves above any who lacks one", async () => {
    const ts = skill("TypeScript");
    const react = skill("React");
    const node = skill("Node");
    const order = await newOrder({ mustHave: [ts, react], skills: [node], rateMax: 100 });
    // Strong on everything but one must-have.
    const lacking = await insertCandidate(h.ctx, {
      skills: [ts, node],
      aiAssessmentScore: 100,
      availability: "Full-time",
      hourlyRate: 50,
    });
    // Weak, but holds both must-haves.
    const holding = await insertCandidate(h.ctx, {
      skills: [ts, react],
      aiAssessmentScore: 10,
      hourlyRate: 300,
    });
    const matches = await matchesOf(order.id);
    expect(matches.map((m) => m.candidate.id)).toEqual([holding.id, lacking.id]);
    expect(matches[1]!.reasons).toContainEqual({
      kind: "missing-must-have",
      text: `Lacks must-have skill: ${react}`,
      points: 0,
    });
    expect(matches[0]!.reasons.find((r) => r.kind === "must-have")).toMatchObject({
      text: `Has every must-have skill: ${ts}, ${react}`,
    });
  });

  it("compare skills case-insensitively", async () => {
    const go = skill("Go");
    const order = await newOrder({ mustHave: [go.toUpperCase()] });
    const dev = await insertCandidate(h.ctx, { skills: [go.toLowerCase()] });
    const [match] = await matchesOf(order.id);
    expect(match?.candidate.id).toBe(dev.id);
    expect(match!.reasons.some((r) => r.kind === "missing-must-have")).toBe(false);
  });

  it("give a rate above rateMax a reason with negative points", async () => {
    const rust = skill("Rust");
    const order = await newOrder({ skills: [rust], rateMax: 80 });
    const cheap = await insertCandidate(h.ctx, { skills: [rust], hourlyRate: 60 });
    const dear = await insertCandidate(h.ctx, { skills: [rust], hourlyRate: 160 });
    const matches = await matchesOf(order.id);
    const rateOf = (id: string) =>
      matches.find((m) => m.candidate.id === id)!.reasons.find((r) => r.kind === "rate")!;
    expect(rateOf(dear.id).points).toBeLessThan(0);
    expect(rateOf(dear.id).text).toContain("above the budget");
    expect(rateOf(cheap.id).points).toBeGreaterThan(0);
    expect(matches.map((m) => m.candidate.id)).toEqual([cheap.id, dear.id]);
  });

  it("give a start after the job order's start date a reason with negative points", async () => {
    const go = skill("Go");
    const order = await newOrder({ skills: [go], startDate: "2027-02-01" });
    const now = await insertCandidate(h.ctx, { skills: [go], aiAssessmentScore: 50 });
    const onTime = await insertCandidate(h.ctx, {
      skills: [go],
      aiAssessmentScore: 50,
      availableFrom: "2027-02-01",
    });
    const soon = await insertCandidate(h.ctx, {
      skills: [go],
      aiAssessmentScore: 50,
      availableFrom: "2027-02-10",
    });
    const late = await insertCandidate(h.ctx, {
      skills: [go],
      aiAssessmentScore: 50,
      availableFrom: "2027-06-01",
    });
    const matches = await matchesOf(order.id);
    const of = (id: string) => matches.find((m) => m.candidate.id === id)!;
    const startReason = (id: string) => of(id).reasons.find((r) => r.kind === "start-date");
    expect(startReason(now.id)).toBeUndefined();
    expect(startReason(onTime.id)).toBeUndefined();
    expect(startReason(soon.id)).toEqual({
      kind: "start-date",
      text: "Available from 2027-02-10, after the start date (2027-02-01)",
      points: -5,
    });
    expect(startReason(late.id)).toMatchObject({ points: -10 });
    expect(of(late.id).score).toBe(of(now.id).score - 10);
    expect(of(late.id).candidate.availableFrom).toBe("2027-06-01");
    expect(matches.at(-1)!.candidate.id).toBe(late.id);
    // Without a start date nothing is taken off.
    const open = await newOrder({ skills: [go] });
    const openMatches = await matchesOf(open.id);
    expect(openMatches.flatMap((m) => m.reasons).some((r) => r.kind === "start-date")).toBe(false);
  });

  it("score 0–100: the reasons' points added up, best first", async () => {
    const py = skill("Python");
    const torch = skill("PyTorch");
    const order = await newOrder({
      mustHave: [py],
      skills: [torch],
      seniority: "senior",
      rateMax: 100,
      engagementType: "full-time",
    });
    await insertCandidate(h.ctx, {
      skills: [py, torch],
      experience: 7,
      hourlyRate: 90,
      availability: "Full-time",
      aiAssessmentScore: 95,
    });
    await insertCandidate(h.ctx, { skills: [torch], experience: 1, hourlyRate: 500 });
    await insertCandidate(h.ctx, { skills: [py], experience: 12, aiAssessmentScore: 40 });
    const matches = await matchesOf(order.id);
    expect(matches).toHaveLength(3);
    for (const m of matches) {
      expect(Number.isInteger(m.score)).toBe(true);
      expect(m.score).toBeGreaterThanOrEqual(0);
      expect(m.score).toBeLessThanOrEqual(100);
      expect(m.score).toBe(clamp(m.reasons.reduce((sum, r) => sum + r.points, 0)));
      for (const r of m.reasons) expect(r.text.length).toBeGreaterThan(0);
    }
    // The full match: every criterion at its best.
    expect(matches[0]!.score).toBe(35 + 25 + 15 + 10 + 5 + 10);
    expect(matches[0]!.reasons.map((r) => r.kind)).toEqual([
      "must-have",
      "skills",
      "seniority",
      "rate",
      "availability",
      "assessment",
    ]);
    // Lacking the must-have and over budget: last, and never below 0.
    expect(matches[2]!.reasons.map((r) => r.kind)).toContain("missing-must-have");
  });

  it("only active candidates, and only those sharing a skill", async () => {
    const k8s = skill("Kubernetes");
    const order = await newOrder({ skills: [k8s] });
    const active = await insertCandidate(h.ctx, { skills: [k8s] });
    await insertCandidate(h.ctx, { skills: [k8s], isActive: "inactive" });
    await insertCandidate(h.ctx, { skills: [k8s], isActive: "busy" });
    await insertCandidate(h.ctx, { skills: [skill("Other")] });
    const matches = await matchesOf(order.id, "?limit=100");
    expect(matches.map((m) => m.candidate.id)).toEqual([active.id]);
    expect(matches[0]!.candidate).toMatchObject({ id: active.id, isActive: "active" });
  });

  it("answer the same order every time, ties broken by id", async () => {
    const elixir = skill("Elixir");
    const order = await newOrder({ skills: [elixir] });
    const twins = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        insertCandidate(h.ctx, { skills: [elixir], aiAssessmentScore: 80, hourlyRate: 50 }),
      ),
    );
    const first = (await matchesOf(order.id)).map((m) => m.candidate.id);
    expect(first).toEqual(twins.map((t) => t.id).sort());
    for (let i = 0; i < 3; i++) {
      expect((await matchesOf(order.id)).map((m) => m.candidate.id)).toEqual(first);
    }
  });

  it("take limit (default 20, at most 100)", async () => {
    const scala = skill("Scala");
    const order = await newOrder({ skills: [scala] });
    await Promise.all(
      Array.from({ length: 22 }, () => insertCandidate(h.ctx, { skills: [scala] })),
    );
    expect(await matchesOf(order.id)).toHaveLength(20);
    expect(await matchesOf(order.id, "?limit=3")).toHaveLength(3);
    expect(await matchesOf(order.id, "?limit=100")).toHaveLength(22);
    for (const bad of ["101", "0", "x"]) {
      const res = await admin("GET", `/api/admin/job-orders/${order.id}/matches?limit=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(json<{ errors: Record<string, string> }>(res).errors.limit).toBeTruthy();
    }
  });

  it("fill up with candidates lacking a must-have once those holding all run out", async () => {
    const a = skill("A");
    const b = skill("B");
    const order = await newOrder({ mustHave: [a, b] });
    const both = await insertCandidate(h.ctx, { skills: [a, b] });
    const onlyA = await insertCandidate(h.ctx, { skills: [a], aiAssessmentScore: 90 });
    const onlyB = await insertCandidate(h.ctx, { skills: [b], aiAssessmentScore: 20 });
    const matches = await matchesOf(order.id);
    expect(matches.map((m) => m.candidate.id)).toEqual([both.id, onlyA.id, onlyB.id]);
    expect(await matchesOf(order.id, "?limit=1")).toHaveLength(1);
  });

  it("answer the same best few when they are looked for by walking the pool by assessment", async () => {
    // Asked for a few, matching walks 25 per match in the order of the assessment score and
    // stops when nobody after can beat what it has (matching.ts, rank); asked for 100 of
    // these 320 it walks them all. Ties are many (few distinct scores, rates and skills).
    const [x, y, z] = [skill("X"), skill("Y"), skill("Z")];
    // A fixed pseudo-random sequence (mulberry32), the same pool on every run.
    let seed = 7;
    const pick = <T>(values: readonly T[]): T => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return values[((t ^ (t >>> 14)) >>> 0) % values.length]!;
    };
    await Promise.all(
      Array.from({ length: 320 }, () =>
        insertCandidate(h.ctx, {
          skills: pick([[x], [x, y], [x, y, z], [y], [x, z], [z, x.toUpperCase()]]),
          aiAssessmentScore: pick([null, 40, 60, 80, 94.5, 95, 95.5, 100]),
          hourlyRate: pick([null, 50, 90, 150]),
          availability: pick([null, "Full-time", "Part-time", "Contract"] as const),
          experience: pick([null, 1, 4, 8, 12]),
          availableFrom: pick([null, null, "2027-01-10", "2027-05-01"]),
          isActive: pick(["active", "active", "active", "inactive"] as const),
          resumeText: pick([
            null,
            null,
            `Led the ${y} migration for a payments team.`,
            `Built services in ${z}. Mentored two juniors.`,
            `Wrote ${x} and ${z} tooling.`,
          ]),
        }),
      ),
    );
    // Related skills among x, y and z (they are listed together), and a related one
    // listed alone by some: each of these reaches matches through related credit.
    const w = skill("W");
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        insertCandidate(h.ctx, {
          skills: i < 8 ? [w, y] : [w],
          aiAssessmentScore: pick([null, 60, 95, 100]),
          hourlyRate: pick([null, 50, 90]),
          resumeText: i % 3 === 0 ? `Shipped ${x} to production.` : null,
        }),
      ),
    );
    await learn();
    const orders = [
      // Many reach the highest score: the walk answers.
      await newOrder({ skills: [x], rateMax: 100, engagementType: "full-time" }),
      // Nobody is within budget, so nobody reaches the bound: everyone is scored.
      await newOrder({ skills: [x], rateMax: 10 }),
      await newOrder({ mustHave: [x, y], skills: [z], seniority: "senior", rateMax: 90 }),
      await newOrder({ mustHave: [x, y, z], engagementType: "contract" }),
      // A start date takes points off some: the walk's bound still holds.
      await newOrder({ skills: [x], rateMax: 100, startDate: "2027-01-01" }),
      // Related skills and résumés bring in candidates listing none of the skills.
      await newOrder({ skills: [y], rateMax: 100, engagementType: "full-time" }),
      await newOrder({ mustHave: [z], skills: [y], seniority: "senior" }),
      // Nobody lists all three must-haves: read level by level, and the walk of a level
      // that cannot conclude reads only those listing the other skill it cannot do without.
      await newOrder({ mustHave: [x, y, z], skills: [w], seniority: "senior" }),
      await newOrder({ mustHave: [y, z], skills: [w], rateMax: 90 }),
      // Nobody lists these three together and no other skill is asked: a level's walk that
      // cannot conclude reads only those holding a credit that can carry them past it.
      await newOrder({ mustHave: [x, y, w], seniority: "senior" }),
      await newOrder({ mustHave: [w, z, y], rateMax: 90, engagementType: "full-time" }),
    ];
    await analyze();
    const kinds = new Set<string>();
    for (const order of orders) {
      const everyone = (await matchesOf(order.id, "?limit=100")).map((m) => [
        m.candidate.id,
        m.score,
      ]);
      expect(everyone.length).toBeGreaterThan(20);
      const all = await matchesOf(order.id, "?limit=100");
      for (const m of all) {
        expect(m.score).toBe(clamp(m.reasons.reduce((t, r) => t + r.points, 0)));
        for (const r of m.reasons) kinds.add(r.kind);
      }
      for (const limit of [1, 2, 3, 5, 8]) {
        const few = (await matchesOf(order.id, `?limit=${limit}`)).map((m) => [
          m.candidate.id,
          m.score,
        ]);
        expect(few, `${order.title} ${limit}`).toEqual(everyone.slice(0, limit));
      }
    }
    // The pool above exercised both kinds of partial credit.
    expect(kinds).toContain("related-skill");
    expect(kinds).toContain("resume-evidence");
  });

  it("find who passes a level's walk only through a must-have's partial credit", async () => {
    // 300 list one of three must-haves with a high assessment: the walk by assessment reads
    // them first and cannot conclude (a credit for the other two could lift anyone). Of
    // the rest, only those holding such a credit are read (partial-reach.ts): here a low
    // assessment whose résumé names the two it lacks, and who passes them all.
    const [p, q, r] = [skill("P"), skill("Q"), skill("R")];
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        insertCandidate(h.ctx, {
          skills: [p],
          aiAssessmentScore: 95 + (i % 6),
          availability: "Full-time",
        }),
      ),
    );
    const named = await insertCandidate(h.ctx, {
      skills: [p],
      aiAssessmentScore: 40,
      availability: "Full-time",
      resumeText: `Built ${q} services. Ran ${r} in production.`,
    });
    // The walked earn every point but the two credits: nobody else can pass them without.
    const order = await newOrder({ mustHave: [p, q, r], engagementType: "full-time" });
    await analyze();
    const everyone = (await matchesOf(order.id, "?limit=100")).map((m) => [
      m.candidate.id,
      m.score,
    ]);
    expect(everyone[0]![0]).toBe(named.id);
    for (const limit of [1, 2, 3]) {
      const few = (await matchesOf(order.id, `?limit=${limit}`)).map((m) => [
        m.candidate.id,
        m.score,
      ]);
      expect(few, `${limit}`).toEqual(everyone.slice(0, limit));
    }
  });

  it("put a candidate with a lower assessment first when the rest of the score makes up for it", async () => {
    // Asked for 1, the walk by assessment reads 25 candidates: all assessed 100 and scoring
    // 80 (part-time for a full-time role). The best is assessed 90 and scores 84.
    const go = skill("Go");
    const order = await newOrder({ skills: [go], rateMax: 100, engagementType: "full-time" });
    await Promise.all(
      Array.from({ length: 200 }, () =>
        insertCandidate(h.ctx, {
          skills: [go],
          aiAssessmentScore: 100,
          hourlyRate: 50,
          availability: "Part-time",
        }),
      ),
    );
    const fits = await insertCandidate(h.ctx, {
      skills: [go],
      aiAssessmentScore: 90,
      hourlyRate: 50,
      availability: "Full-time",
    });
    await analyze();
    const [best] = await matchesOf(order.id, "?limit=1");
    expect(best!.candidate.id).toBe(fits.id);
    expect(best!.score).toBe(clamp(60 + 10 + 5 + 9));
  });
});

describe("matches that learn from the pool", () => {
  it("credit a related skill with fewer points than the skill, so a candidate with only it matches", async () => {
    const [react, next] = [skill("React"), skill("Next.js")];
    // The pool lists Next.js with React; a few list React alone.
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        insertCandidate(h.ctx, { skills: i < 6 ? [react, next] : [react] }),
      ),
    );
    await learn();
    const order = await newOrder({ skills: [react.toUpperCase()] });
    const lister = await insertCandidate(h.ctx, { skills: [react], aiAssessmentScore: 50 });
    const relatedOnly = await insertCandidate(h.ctx, {
      skills: [next.toLowerCase(), skill("Other")],
      aiAssessmentScore: 50,
    });
    const matches = await matchesOf(order.id, "?limit=100");
    const of = (id: string) => matches.find((m) => m.candidate.id === id);
    const related = reasonOf(of(relatedOnly.id), "related-skill");
    expect(related).toMatchObject({
      kind: "related-skill",
      text: `Has ${next.toLowerCase()}, often listed with ${react.toUpperCase()}`,
    });
    const listed = reasonOf(of(lister.id), "skills")!;
    expect(related!.points).toBeGreaterThan(0);
    expect(related!.points).toBeLessThan(listed.points);
    expect(of(relatedOnly.id)!.score).toBeLessThan(of(lister.id)!.score);
    expect(of(relatedOnly.id)!.score).toBe(
      clamp(of(relatedOnly.id)!.reasons.reduce((t, r) => t + r.points, 0)),
    );
    // Listing the skill itself earns no related credit for it.
    expect(reasonOf(of(lister.id), "related-skill")).toBeUndefined();
  });

  it("quote a résumé sentence naming a wanted skill, with fewer points than listing it", async () => {
    const k8s = skill("Kubernetes");
    const order = await newOrder({ mustHave: [k8s], rateMax: 100 });
    const lister = await insertCandidate(h.ctx, { skills: [k8s], hourlyRate: 80 });
    const sentence = `Ran ${k8s} clusters for three payment services in production.`;
    const writer = await insertCandidate(h.ctx, {
      skills: [skill("Go")],
      hourlyRate: 80,
      resumeText: `Backend engineer since 2015.\n${sentence} Also wrote Terraform.`,
    });
    // Named only in the title: not the résumé.
    const titled = await insertCandidate(h.ctx, {
      title: `${k8s} engineer`,
      resumeText: "Nothing relevant here.",
    });
    const matches = await matchesOf(order.id, "?limit=100");
    const of = (id: string) => matches.find((m) => m.candidate.id === id);
    expect(of(titled.id)).toBeUndefined();
    const evidence = reasonOf(of(writer.id), "resume-evidence")!;
    expect(evidence.text).toContain(sentence);
    expect(evidence.text.length).toBeLessThanOrEqual(200);
    const listed = reasonOf(of(lister.id), "must-have")!;
    expect(evidence.points).toBeGreaterThan(0);
    expect(evidence.points).toBeLessThan(listed.points);
    // A must-have named only in the résumé is still lacking: below every lister.
    expect(reasonOf(of(writer.id), "missing-must-have")).toBeTruthy();
    expect(matches.findIndex((m) => m.candidate.id === writer.id)).toBeGreaterThan(
      matches.findIndex((m) => m.candidate.id === lister.id),
    );
  });

  it("cut a long sentence around the skill, the reason within 200 characters", async () => {
    const rust = skill("Rust");
    const order = await newOrder({ skills: [rust] });
    const long = `${"Worked on many things across many teams and ".repeat(5)}rewrote the parser in ${rust} which ${"made everything faster and safer for everyone involved ".repeat(4)}.`;
    const dev = await insertCandidate(h.ctx, { resumeText: long });
    const [match] = (await matchesOf(order.id)).filter((m) => m.candidate.id === dev.id);
    const evidence = reasonOf(match, "resume-evidence")!;
    expect(evidence.text.length).toBeLessThanOrEqual(200);
    expect(evidence.text).toContain(`the parser in ${rust}`);
    expect(evidence.text).toContain("…");
  });

  it("name a skill only as a whole word of the résumé", async () => {
    const java = skill("Java");
    const order = await newOrder({ skills: [java] });
    const script = await insertCandidate(h.ctx, {
      resumeText: `Wrote ${java}Script for years.`,
    });
    const matches = await matchesOf(order.id, "?limit=100");
    expect(matches.some((m) => m.candidate.id === script.id)).toBe(false);
  });

  it("find the contenders a résumé names the same whether read one by one or kept per skill", async () => {
    // Many contenders: each skill's namers are read once and kept, corrected after writes.
    const [x, y] = [skill("X"), skill("Y")];
    const all = await Promise.all(
      Array.from({ length: 320 }, (_, i) =>
        insertCandidate(h.ctx, {
          skills: [x],
          resumeText: i % 100 === 0 ? `Maintained ${y} pipelines.` : "Built things.",
        }),
      ),
    );
    const lister = await insertCandidate(h.ctx, { skills: [y], resumeText: `Wrote ${y}.` });
    const wanted = await wantedSkills(h.ctx.database.db, {
      must: [],
      others: [y.toLowerCase()],
      mustWeight: 0,
      othersWeight: 60,
    });
    const contenders = [...all, lister].map((c) => ({ id: c.id, lacking: "1" }));
    const expected = all
      .filter((_, i) => i % 100 === 0)
      .map((c) => c.id)
      .sort();
    const named = async (n: number) =>
      (await namedContenders(h.ctx.database.db, wanted, contenders.slice(0, n))).sort();
    // Read and kept (more than the one-by-one limit), then from memory.
    expect(await named(321)).toEqual(expected);
    expect(await named(321)).toEqual(expected);
    // A few: from memory too; a write is corrected in what was kept (namers.ts).
    expect(await named(101)).toEqual([all[0]!.id, all[100]!.id].sort());
    const late = await insertCandidate(h.ctx, { skills: [x], resumeText: `Led ${y} work.` });
    const withLate = [...contenders, { id: late.id, lacking: "1" }];
    expect((await namedContenders(h.ctx.database.db, wanted, withLate.slice(-3))).sort()).toEqual([
      late.id,
    ]);
    expect((await namedContenders(h.ctx.database.db, wanted, withLate)).sort()).toEqual(
      [...expected, late.id].sort(),
    );
  });
});
