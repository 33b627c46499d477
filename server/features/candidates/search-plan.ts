/**
 * How the talent pool's search reads what it counts: a count capped at a limit, through the
 * GIN index or the table, chosen from PostgreSQL's own estimate of the matches and the
 * costs measured here (the planner does not see what a search document costs to read).
 */
import { count, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";

/** Matches of `condition`, counted up to `limit` + 1; `byIndex`: through the GIN index. */
export async function countMatches(
  db: Db,
  condition: SQL | undefined,
  limit: number,
  byIndex: boolean,
): Promise<number> {
  const run = async (d: Db) => {
    const matches = d
      .select({ one: sql`1` })
      .from(candidates)
      .where(condition)
      .limit(limit + 1)
      .as("matches");
    const [counted] = await d.select({ n: count() }).from(matches);
    return counted?.n ?? 0;
  };
  return byIndex ? throughTheIndex(db, run) : run(db);
}

/**
 * Runs `read` with the table's sequential scan turned off, for a read that must find its
 * matches through the GIN index: PostgreSQL costs a text match as cheap, but on the table
 * it fetches and decompresses each row's search document (a résumé's worth). SET LOCAL: for
 * this one transaction only, never the pooled connection's.
 */
export function throughTheIndex<T>(db: Db, read: (d: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return read(tx as unknown as Db);
  });
}

/** PostgreSQL's own estimate of the rows matching `condition` (planning only, ~0.2 ms). */
export async function estimatedMatches(db: Db, condition: SQL | undefined): Promise<number> {
  const result = await db.execute(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${candidates} WHERE ${condition ?? sql`true`}`,
  );
  // Both drivers answer `{ rows }`; the plan is JSON, parsed by one and not the other.
  const { rows } = result as unknown as { rows: Array<Record<string, unknown>> };
  const cell = rows[0]?.["QUERY PLAN"];
  const plan = (typeof cell === "string" ? JSON.parse(cell) : cell) as [
    { Plan: { "Plan Rows": number } },
  ];
  return plan[0].Plan["Plan Rows"];
}

/**
 * Whether a text filter's count reads the GIN index instead of the table. Counting up to a
 * limit, PostgreSQL prefers reading the table until enough rows match, and it does not cost
 * what that takes: each row's search document fetched and decompressed (~10 µs, a résumé's
 * worth), where the index lists a match for ~0.4 µs (measured at 100,000 candidates:
 * 'kubern', 10,389 matches, took 101 ms by the table and 6.8 ms by the index; 't5', all of
 * them, 19 ms by the table and 126 ms by the index). The table costs about
 * limit × pool ÷ matches documents, the index about matches entries, 25 times cheaper each;
 * the index is chosen while matches² < 10 × limit × pool (a margin for the estimate): up to
 * 32,000 matches of 100,000 for a count to 1,000, 100,000 of 1,000,000.
 */
export function readsTextByIndex(estimate: number, limit: number, pool: number): boolean {
  return estimate * estimate < 10 * (limit + 1) * pool;
}
