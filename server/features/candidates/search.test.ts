/**
 * Free-text pages are read two ways (search.ts, pageQuery): under the count cap as a set
 * found through the GIN index then sorted, above it along the order's index. Both must give
 * the same page as the plain list would, for every order and offset.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CANDIDATE_COUNT_CAP, type Candidate } from "#common/candidate.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { candidates } from "../../db/schema.ts";
import { filters } from "./search.ts";
import { countMatches, readsTextByIndex } from "./search-plan.ts";

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(candidates);
});

const base = Date.UTC(2025, 0, 1);

/** Rows with repeated and missing sort values, every third with "zephyr" in its résumé. */
async function seed(count: number, matches: (i: number) => boolean) {
  const rows = Array.from({ length: count }, (_, i) => ({
    fullName: `Person ${i}`,
    email: `person${i}@example.com`,
    title: "Engineer",
    // Pairs share a creation time, so the id tiebreak decides between them.
    createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    aiAssessmentScore: i % 5 === 0 ? null : (i * 7) % 50,
    hourlyRate: i % 4 === 0 ? null : 20 + ((i * 3) % 40),
    experience: i % 6 === 0 ? null : i % 9,
    resumeText: matches(i) ? `Built things. zephyr${i % 3} tooling.` : "Built things.",
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await ctx.database.db.insert(candidates).values(rows.slice(i, i + 500));
  }
}

async function list(query: string) {
  const res = await ctx.app.inject({
    method: "GET",
    url: `/api/candidates?${query}`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return { res, items: json<Candidate[]>(res) };
}

const sorts = ["newest", "score", "rate", "experience"] as const;

describe("free-text pages", () => {
  it("under the cap: every order and offset as the plain list gives them", async () => {
    await seed(90, (i) => i % 3 === 0);
    for (const sort of sorts) {
      const all = (await list(`sort=${sort}&limit=100`)).items;
      const expected = all.filter((c) => Number(c.fullName.split(" ")[1]) % 3 === 0);
      expect(expected).toHaveLength(30);
      const first = await list(`q=zephyr&sort=${sort}&limit=12`);
      expect(first.res.headers["x-total-count"]).toBe("30");
      expect(first.items.map((c) => c.id)).toEqual(expected.slice(0, 12).map((c) => c.id));
      const third = await list(`q=zephyr&sort=${sort}&limit=12&offset=24`);
      expect(third.items.map((c) => c.id)).toEqual(expected.slice(24).map((c) => c.id));
    }
    // Read from the subquery, a candidate still has its API fields only, dates as strings.
    const [one] = (await list("q=zephyr&limit=1")).items;
    expect(Object.keys(one!)).not.toContain("resumeText");
    expect(Object.keys(one!)).not.toContain("searchVector");
    expect(one!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("over the cap: the first pages in every order, the count capped", async () => {
    await seed(CANDIDATE_COUNT_CAP + 60, (i) => i % 20 !== 7);
    for (const sort of sorts) {
      const all = (await list(`sort=${sort}&limit=100`)).items;
      const expected = all.filter((c) => Number(c.fullName.split(" ")[1]) % 20 !== 7);
      const page = await list(`q=zephyr&sort=${sort}&limit=24&offset=24`);
      expect(page.res.headers["x-total-count"]).toBe(String(CANDIDATE_COUNT_CAP));
      expect(page.res.headers["x-total-count-capped"]).toBe("true");
      expect(page.items.map((c) => c.id)).toEqual(expected.slice(24, 48).map((c) => c.id));
    }
  });

  it("over the cap with a skill and a tag: the order's index walked, the text tested last", async () => {
    await seed(CANDIDATE_COUNT_CAP + 400, (i) => i % 20 !== 7);
    // Go and 'relocating' for 9 in 10, so text and filters together still pass the cap and
    // the page is read along the order's index (search.ts, textAfterFilters).
    await ctx.database.db.execute(
      sql`UPDATE candidates SET skills = '{Go,SQL}', tags = '{relocating}'
          WHERE split_part(full_name, ' ', 2)::int % 10 <> 3`,
    );
    const matches = (c: Candidate) => Number(c.fullName.split(" ")[1]) % 20 !== 7;
    for (const sort of sorts) {
      const filtered = (await list(`skills=Go&tags=relocating&sort=${sort}&limit=100`)).items;
      const expected = filtered.filter(matches);
      const page = await list(`q=zephyr&skills=Go&tags=relocating&sort=${sort}&limit=24&offset=24`);
      expect(page.res.headers["x-total-count-capped"]).toBe("true");
      expect(page.items.map((c) => c.id)).toEqual(expected.slice(24, 48).map((c) => c.id));
      // Whole candidates, their API fields only, as any page gives them.
      expect(page.items[0]).toEqual(expected[24]);
    }
  });

  it("combines the text with the other filters", async () => {
    await seed(60, (i) => i % 2 === 0);
    const { items, res } = await list("q=zephyr1&minRate=30&sort=rate");
    const expected = (await list("minRate=30&sort=rate&limit=100")).items.filter((c) => {
      const i = Number(c.fullName.split(" ")[1]);
      return i % 2 === 0 && i % 3 === 1;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((c) => c.id)).toEqual(expected.map((c) => c.id));
    expect(res.headers["x-total-count"]).toBe(String(expected.length));
  });
});

/** The list's orders written out (search.ts `orderings`): nulls last, then the id. */
const byOrder: Record<(typeof sorts)[number], (a: Candidate, b: Candidate) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  score: (a, b) => nullsLast(a.aiAssessmentScore, b.aiAssessmentScore, -1) || idOrder(a, b),
  rate: (a, b) => nullsLast(a.hourlyRate, b.hourlyRate, 1) || idOrder(a, b),
  experience: (a, b) => nullsLast(a.experience, b.experience, -1) || idOrder(a, b),
};
function nullsLast(a: number | null, b: number | null, direction: 1 | -1) {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}
const idOrder = (a: Candidate, b: Candidate) => a.id.localeCompare(b.id);

describe("filtered pages along the order's index (ids first, then the rows)", () => {
  it("gives every order's pages of the filtered candidates, as the order defines them", async () => {
    await seed(90, () => false);
    // Tags, skills and statuses spread over the rows (every filter column the order
    // indexes carry, migration 0022).
    const all = (await list("sort=newest&limit=100")).items;
    for (const [i, c] of all.entries()) {
      await ctx.database.db
        .update(candidates)
        .set({
          tags: i % 2 === 0 ? ["relocating"] : [],
          skills: i % 3 === 0 ? ["Go", "SQL"] : ["SQL"],
          isActive: i % 5 === 0 ? "inactive" : "active",
        })
        .where(eq(candidates.id, c.id));
    }
    const everyone = (await list("sort=newest&limit=100")).items;
    const wanted = everyone.filter(
      (c) => c.tags.includes("relocating") && c.skills.includes("Go") && c.isActive === "active",
    );
    expect(wanted.length).toBe(12);
    for (const sort of sorts) {
      const expected = [...wanted].sort(byOrder[sort]).map((c) => c.id);
      const filter = `tags=relocating&skills=Go&status=active&sort=${sort}&limit=5`;
      const pages = [
        await list(`${filter}&offset=0`),
        await list(`${filter}&offset=5`),
        await list(`${filter}&offset=10`),
      ];
      expect(pages.map((p) => p.items.map((c) => c.id))).toEqual([
        expected.slice(0, 5),
        expected.slice(5, 10),
        expected.slice(10),
      ]);
      expect(pages[0]!.res.headers["x-total-count"]).toBe("12");
      // Whole candidates, as any page gives them.
      expect(pages[0]!.items[0]).toEqual(everyone.find((c) => c.id === expected[0]));
    }
  });
});

describe("counting a text filter (search.ts, readsTextByIndex)", () => {
  it("reads the index while the matches are few enough, the table when nearly all match", () => {
    // Measured at 100,000 (the rule's comment): 'kubern' 10,389 matches, 't5' all of them.
    expect(readsTextByIndex(10_389, CANDIDATE_COUNT_CAP, 100_000)).toBe(true);
    expect(readsTextByIndex(100_234, CANDIDATE_COUNT_CAP, 100_000)).toBe(false);
    // The border: matches² = 10 × (limit + 1) × pool.
    expect(readsTextByIndex(31_000, 999, 100_000)).toBe(true);
    expect(readsTextByIndex(32_000, 999, 100_000)).toBe(false);
    expect(readsTextByIndex(99_000, 999, 1_000_000)).toBe(true);
    expect(readsTextByIndex(101_000, 999, 1_000_000)).toBe(false);
  });

  it("counts the same by the index as by the table, up to the limit", async () => {
    await seed(CANDIDATE_COUNT_CAP + 60, (i) => i % 20 !== 7);
    const db = ctx.database.db;
    const count = (q: string, byIndex: boolean) => {
      const where = filters({ q, skills: [], tags: [] });
      return countMatches(db, where[0], CANDIDATE_COUNT_CAP, byIndex);
    };
    // Past the limit: both stop at limit + 1.
    expect(await count("zephyr", true)).toBe(CANDIDATE_COUNT_CAP + 1);
    expect(await count("zephyr", false)).toBe(CANDIDATE_COUNT_CAP + 1);
    // Under it: the exact number, 'zephyr1' in every third matching résumé.
    const exact = Array.from({ length: CANDIDATE_COUNT_CAP + 60 }, (_, i) => i).filter(
      (i) => i % 20 !== 7 && i % 3 === 1,
    ).length;
    expect(await count("zephyr1", true)).toBe(exact);
    expect(await count("zephyr1", false)).toBe(exact);
  });
});
