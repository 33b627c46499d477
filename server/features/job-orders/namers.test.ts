/**
 * The skills' namers kept across writes (namers.ts): after every kind of write, what is
 * kept and corrected from the change log equals what a fresh read of the pool answers.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../tests/support/test-db.ts";
import type { Database } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { keptNamers, namersOf } from "./namers.ts";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
const skills = ["kafka", "dbt", "swift"];
let counter = 0;

async function insert(values: Partial<typeof candidates.$inferInsert> = {}): Promise<string> {
  counter++;
  const [row] = await db()
    .insert(candidates)
    .values({
      fullName: `Namer ${counter}`,
      email: `namer${counter}@example.com`,
      title: "Software Engineer",
      ...values,
    })
    .returning({ id: candidates.id });
  return row!.id;
}

/** Each skill's namers as a fresh read of the pool answers them, written out here again. */
async function fresh(skill: string): Promise<string[]> {
  const result = await db().execute(sql`
    SELECT id::text AS id FROM candidates
    WHERE search_vector @@ plainto_tsquery('simple', ${skill}) AND is_active = 'active'
      AND NOT (skills_lower @> ARRAY[${skill}]::text[])`);
  return (result as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id).sort();
}

/** What is kept now, each skill's ids sorted (undefined: not kept). */
async function kept(): Promise<Array<string[] | undefined>> {
  const { namers } = await keptNamers(db(), skills);
  return namers.map((ids) => (ids ? [...ids].sort() : undefined));
}

/** Reads and keeps every skill's namers afresh. */
async function readAll(): Promise<void> {
  const { version } = await keptNamers(db(), skills);
  for (const skill of skills) await namersOf(db(), skill, version);
}

async function expectKeptFresh(): Promise<void> {
  expect(await kept()).toEqual(await Promise.all(skills.map(fresh)));
}

describe("the skills' namers kept across writes", () => {
  it("equal a fresh read after every kind of write, corrected from the changed rows only", async () => {
    const namer = await insert({ resumeText: "Ran Kafka clusters for payments." });
    const lister = await insert({ skills: ["Kafka"], resumeText: "Kafka all day." });
    const quiet = await insert({ resumeText: "Built things." });
    const both = await insert({ summary: "dbt models", resumeText: "Swift apps." });
    for (let i = 0; i < 5; i++) await insert({ resumeText: i % 2 ? "Some dbt." : "Nothing." });
    await readAll();
    expect(await fresh("kafka")).toEqual([namer]);
    await expectKeptFresh();

    const writes: Array<[string, () => Promise<unknown>]> = [
      ["a new candidate naming a skill", () => insert({ resumeText: "Wrote Swift." })],
      ["a new lister", () => insert({ skills: ["dbt"], resumeText: "dbt." })],
      [
        "a résumé that now names one",
        () =>
          db().update(candidates).set({ resumeText: "Kafka streams." }).where(sql`id = ${quiet}`),
      ],
      [
        "a résumé that no longer does",
        () => db().update(candidates).set({ resumeText: "Java." }).where(sql`id = ${namer}`),
      ],
      [
        "a namer who now lists it",
        () =>
          db()
            .update(candidates)
            .set({ skills: ["Swift"] })
            .where(sql`id = ${both}`),
      ],
      [
        "a lister who no longer does",
        () => db().update(candidates).set({ skills: [] }).where(sql`id = ${lister}`),
      ],
      [
        "a deactivation",
        () => db().update(candidates).set({ isActive: "inactive" }).where(sql`id = ${quiet}`),
      ],
      [
        "a reactivation",
        () => db().update(candidates).set({ isActive: "active" }).where(sql`id = ${quiet}`),
      ],
      ["a deletion", () => db().delete(candidates).where(sql`id = ${lister}`)],
      [
        "many rows in one statement",
        () =>
          db().execute(sql`UPDATE candidates SET summary = 'Kafka and dbt' WHERE summary IS NULL`),
      ],
      [
        "a write of no row",
        () => db().execute(sql`UPDATE candidates SET summary = '' WHERE false`),
      ],
    ];
    for (const [, write] of writes) {
      await write();
      // Kept across the write (not dropped), and exact.
      expect((await kept()).every((ids) => ids !== undefined)).toBe(true);
      await expectKeptFresh();
    }
    // Two writes between reads: both are corrected at once.
    await insert({ resumeText: "Kafka, dbt and Swift." });
    await db().update(candidates).set({ resumeText: null }).where(sql`id = ${both}`);
    await expectKeptFresh();
  });

  it("read again after an import or a log pruned past what was kept", async () => {
    await readAll();
    // An import: one statement of more rows than the log holds.
    await db().execute(sql`
      INSERT INTO candidates (full_name, email, title, resume_text)
      SELECT 'Imported ' || i, 'imported' || i || '@example.com', 'Engineer',
        CASE WHEN i % 1000 = 0 THEN 'Kafka work' ELSE 'Other work' END
      FROM generate_series(1, 5001) AS i`);
    expect(await kept()).toEqual([undefined, undefined, undefined]);
    await readAll();
    await expectKeptFresh();
    // Pruned every 100th version down to the last 1,000: 1,100 versions later, past them.
    await insert({ resumeText: "dbt again." });
    // One statement running 1,100 writes of no row, each a version of its own.
    await db().execute(
      sql.raw(`DO $$ BEGIN FOR i IN 1..1100 LOOP
        UPDATE candidates SET summary = '' WHERE false; END LOOP; END $$`),
    );
    expect(await kept()).toEqual([undefined, undefined, undefined]);
    await readAll();
    await expectKeptFresh();
  });
});
