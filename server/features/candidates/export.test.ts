import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CANDIDATE_SORTS, candidateSearchSchema } from "#common/candidate.ts";
import { createTestApp, type TestContext } from "../../../tests/support/test-app.ts";
import { candidates } from "../../db/schema.ts";
import { exportCandidates } from "./export.ts";
import { searchCandidates } from "./search.ts";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(candidates);
});

async function exportedEmails(query: Record<string, string>, batchSize: number) {
  const { limit: _l, offset: _o, ...search } = candidateSearchSchema.parse(query);
  let text = "";
  for await (const chunk of exportCandidates(ctx.database.db, search, batchSize)) text += chunk;
  const [header, ...lines] = text.trimEnd().split("\r\n");
  const email = header!.split(",").indexOf("email");
  return lines.map((line) => line.split(",")[email]);
}

describe("exportCandidates", () => {
  it("reads in batches that continue where the last ended: every row once, in the list's order, ties and missing values too", async () => {
    // 23 candidates: keys repeat (ties broken by id) and some are missing (last), created
    // in two instants so "newest" has ties too.
    // Microseconds, which a JS Date would drop: the next batch must start past them.
    const createdAt = [
      sql`'2026-01-01T00:00:00.123456Z'::timestamptz`,
      sql`'2026-02-01T00:00:00.000001Z'::timestamptz`,
    ];
    await ctx.database.db.insert(candidates).values(
      Array.from({ length: 23 }, (_, i) => ({
        fullName: `Person ${i}`,
        email: `p${i}@example.com`,
        title: "Engineer",
        skills: i % 3 === 0 ? ["Go"] : ["Java"],
        hourlyRate: i % 4 === 0 ? null : 20 + (i % 3) * 10,
        experience: i % 5 === 0 ? null : i % 2,
        aiAssessmentScore: i % 6 === 0 ? null : 70 + (i % 2) * 12.5,
        createdAt: createdAt[i % 2]!,
      })),
    );
    for (const sort of CANDIDATE_SORTS) {
      for (const query of [{ sort }, { sort, skills: "Go" }] as Array<Record<string, string>>) {
        const list = await searchCandidates(
          ctx.database.db,
          candidateSearchSchema.parse({ ...query, limit: 100 }),
        );
        const expected = list.items.map((c) => c.email);
        expect(expected.length).toBeGreaterThan(0);
        // Batches of 1, of 4 (ties span batches) and one batch for all.
        for (const batchSize of [1, 4, 1000]) {
          expect(
            await exportedEmails(query, batchSize),
            `${JSON.stringify(query)} by ${batchSize}`,
          ).toEqual(expected);
        }
      }
    }
  });
});
