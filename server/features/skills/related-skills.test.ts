/**
 * Related skills learned from the pool: GET /api/admin/skills/related, the support
 * threshold, the order, and the job that keeps them learned (driven by dates, not sleeps).
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RelatedSkill } from "#common/skills.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { jobs } from "../../db/schema.ts";
import {
  nextDailyRun,
  queueRefresh,
  RELATED_SKILLS_JOB,
  refreshRelatedSkills,
  scheduleDailyRefresh,
} from "./refresh-job.ts";
import { relatedScore } from "./related-skills.ts";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
});

/** Skill names no other test uses. */
const skill = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

async function relatedTo(name: string): Promise<RelatedSkill[]> {
  const res = await ctx.app.inject({
    method: "GET",
    url: `/api/admin/skills/related?skill=${encodeURIComponent(name)}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<RelatedSkill[]>(res);
}

const candidatesWith = (n: number, skills: string[], values: object = {}) =>
  Promise.all(Array.from({ length: n }, () => insertCandidate(ctx, { skills, ...values })));

const learn = () => refreshRelatedSkills(ctx.database.db, { force: true });

describe("GET /api/admin/skills/related", () => {
  it("learns nothing for a skill fewer than 5 active candidates list", async () => {
    const [react, next] = [skill("React"), skill("Next.js")];
    await candidatesWith(4, [react, next]);
    // Inactive and busy candidates are not the pool's current picture.
    await candidatesWith(3, [react, next], { isActive: "inactive" });
    await candidatesWith(3, [react, next], { isActive: "busy" });
    await learn();
    expect(await relatedTo(react)).toEqual([]);
    expect(await relatedTo(next)).toEqual([]);

    await candidatesWith(1, [react, next]);
    await learn();
    const [related] = await relatedTo(react);
    expect(related).toMatchObject({ skill: next, support: 5 });
    expect(related!.score).toBeGreaterThan(0);
    expect(related!.score).toBeLessThanOrEqual(1);
  });

  it("answers best first, case-insensitively, in the pool's own spelling", async () => {
    const react = skill("React");
    const [next, redux, css] = [skill("Next.js"), skill("Redux"), skill("CSS")];
    // Next.js always comes with React; Redux and CSS half the time, CSS on fewer candidates.
    await candidatesWith(12, [react, next]);
    await candidatesWith(6, [react, redux]);
    await candidatesWith(6, [redux]);
    await candidatesWith(3, [react, css]);
    await candidatesWith(3, [css]);
    // The rest of the pool lists other things: React is not everywhere.
    await candidatesWith(60, [skill("Filler")]);
    // Someone spelling it in lower case does not change the pool's spelling.
    await candidatesWith(1, [react.toLowerCase(), next.toLowerCase()]);
    await learn();
    const related = await relatedTo(react.toUpperCase());
    expect(related.map((r) => r.skill)).toEqual([next, redux, css]);
    expect(related.map((r) => r.support)).toEqual([13, 6, 3]);
    const scores = related.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // Asymmetric: listing React says less about Next.js than Next.js says about React.
    const [reactForNext] = await relatedTo(next);
    expect(reactForNext!.skill).toBe(react);
    expect(reactForNext!.score).toBeLessThan(related[0]!.score);
  });

  it("answers 400 without a skill and [] for one nobody lists", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/skills/related?skill=",
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors.skill).toBeTruthy();
    expect(await relatedTo(skill("Unheard-of"))).toEqual([]);
  });
});

describe("the score", () => {
  it("is 0 when a skill says nothing about another, and grows with evidence towards 1", () => {
    // R's holders list W as often as the pool does.
    expect(relatedScore(1000, 100, 50, 5)).toBe(0);
    // Everyone with R lists W: the more of them, the surer.
    const few = relatedScore(1000, 100, 5, 5);
    const many = relatedScore(1000, 100, 500, 500);
    expect(few).toBeGreaterThan(0);
    expect(many).toBeGreaterThan(few);
    expect(many).toBeLessThanOrEqual(1);
    // Rarer than the pool's rate: not related.
    expect(relatedScore(1000, 500, 100, 10)).toBe(0);
    // A pool where everyone lists W: everyone with R does too.
    expect(relatedScore(5, 5, 5, 5)).toBe(1);
  });
});

describe("the refresh job", () => {
  it("learns again only when the pool changed", async () => {
    await learn();
    expect(await refreshRelatedSkills(ctx.database.db)).toMatchObject({ learned: false });
    await insertCandidate(ctx, { skills: [skill("Go")] });
    expect(await refreshRelatedSkills(ctx.database.db)).toMatchObject({ learned: true });
  });

  it("runs through the job queue after candidates change, once for a burst", {
    timeout: 60_000,
  }, async () => {
    const [vue, nuxt] = [skill("Vue"), skill("Nuxt")];
    await candidatesWith(6, [vue, nuxt]);
    // The candidates' change notice queued a run; the queue runs it shortly (on a loaded
    // machine with PostgreSQL, once after more than 10 s).
    await vi.waitFor(async () => expect(await relatedTo(vue)).toHaveLength(1), {
      timeout: 30_000,
      interval: 100,
    });
    // The inserts' notices may arrive in more than one burst, each queueing a run once the
    // one before has started: wait until none waits or runs, then check the debounce.
    const changeRuns = () =>
      ctx.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.name, RELATED_SKILLS_JOB),
            eq(jobs.singletonKey, "changed"),
            inArray(jobs.state, ["queued", "active"]),
          ),
        );
    await vi.waitFor(async () => expect(await changeRuns()).toHaveLength(0), {
      timeout: 10_000,
      interval: 100,
    });
    // Debounced: while one run waits, another change queues nothing more.
    const later = new Date(Date.now() + 60_000);
    const first = await queueRefresh(ctx.app.jobs, later, 60_000);
    expect(first).not.toBeNull();
    expect(await queueRefresh(ctx.app.jobs, later, 60_000)).toBeNull();
    await ctx.database.db.delete(jobs).where(eq(jobs.id, first!));
  });

  it("a change while a run holds its key queues one more run, which sees the change", async () => {
    // A run that has started and already took its last look at the pool: "changed" is
    // held by it (a worker's lock far ahead, so no worker takes this stand-in).
    const [running] = await ctx.database.db
      .insert(jobs)
      .values({
        name: RELATED_SKILLS_JOB,
        data: { key: "changed" },
        state: "active",
        attempt: 1,
        singletonKey: "changed",
        lockedUntil: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: jobs.id });
    // Past the debounce of any notice before: this write's notice is not covered.
    await new Promise((r) => setTimeout(r, 300));
    const [go, gin] = [skill("Go"), skill("Gin")];
    await candidatesWith(5, [go, gin]);
    await vi.waitFor(async () => expect(await relatedTo(go)).toHaveLength(1), {
      timeout: 30_000,
      interval: 100,
    });
    await ctx.database.db.delete(jobs).where(eq(jobs.id, running!.id));
  });

  it("runs daily, one queued run per day, driven by dates", async () => {
    expect(nextDailyRun(new Date("2031-01-10T15:00:00Z")).toISOString()).toBe(
      "2031-01-11T04:00:00.000Z",
    );
    expect(nextDailyRun(new Date("2031-01-10T02:00:00Z")).toISOString()).toBe(
      "2031-01-11T04:00:00.000Z",
    );
    const at = new Date("2099-03-01T04:00:00Z");
    const first = await scheduleDailyRefresh(ctx.app.jobs, at);
    expect(first).not.toBeNull();
    expect(await scheduleDailyRefresh(ctx.app.jobs, at)).toBeNull();
    const [queued] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, first!));
    expect(queued).toMatchObject({
      name: RELATED_SKILLS_JOB,
      state: "queued",
      singletonKey: "daily@2099-03-01",
    });
    expect(queued!.startAfter.toISOString()).toBe(at.toISOString());
  });

  it("a daily run due now learns and queues the next day's", async () => {
    const [svelte, kit] = [skill("Svelte"), skill("SvelteKit")];
    await candidatesWith(5, [svelte, kit]);
    // Due a moment ago: the worker takes it at its next poll.
    const due = new Date(Date.now() - 1_000);
    const id = await scheduleDailyRefresh(ctx.app.jobs, due);
    expect(id).not.toBeNull();
    await vi.waitFor(
      async () => {
        const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id!));
        expect(row?.state ?? "completed").toBe("completed");
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(await relatedTo(svelte)).toHaveLength(1);
    const next = nextDailyRun(new Date());
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.singletonKey, `daily@${next.toISOString().slice(0, 10)}`));
    expect(queued.map((j) => j.state)).toEqual(["queued"]);
  });
});
