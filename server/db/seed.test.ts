import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshDatabase } from "../../tests/support/test-db.ts";
import { verifyPassword } from "../lib/passwords.ts";
import type { Database } from "./client.ts";
import { candidates, users } from "./schema.ts";
import { ensureAdmin, seedDemoCandidates } from "./seed.ts";

const log = { info: () => {}, warn: () => {} };
let database: Database;

beforeEach(async () => {
  database = await freshDatabase();
});
afterEach(async () => {
  await database.close();
});

describe("admin bootstrap", () => {
  it("creates admin@localhost with a random password, printed once", async () => {
    const printed: string[] = [];
    await ensureAdmin(database, {}, log, (line) => printed.push(line));
    const [admin] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "admin@localhost"));
    expect(admin?.isAdmin).toBe(true);
    const password = printed.join("\n").match(/password: (\S+)/)?.[1];
    expect(password).toBeTruthy();
    expect(await verifyPassword(admin!.passwordHash!, password!)).toBe(true);

    await ensureAdmin(database, {}, log, (line) => printed.push(line));
    expect(printed).toHaveLength(1);
  });

  it("makes sure ADMIN_EMAIL exists with ADMIN_PASSWORD, and promotes an existing user", async () => {
    await ensureAdmin(
      database,
      { ADMIN_EMAIL: "Boss@Example.com", ADMIN_PASSWORD: "s3cret-pass" },
      log,
    );
    const [boss] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "boss@example.com"));
    expect(boss?.isAdmin).toBe(true);
    expect(await verifyPassword(boss!.passwordHash!, "s3cret-pass")).toBe(true);

    await database.db.insert(users).values({ email: "plain@example.com", isAdmin: false });
    await ensureAdmin(
      database,
      { ADMIN_EMAIL: "plain@example.com", ADMIN_PASSWORD: "whatever1" },
      log,
    );
    const [plain] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, "plain@example.com"));
    expect(plain?.isAdmin).toBe(true);
    const [{ n }] = (await database.db.select({ n: count() }).from(users)) as [{ n: number }];
    expect(n).toBe(2);
  });
});

describe("demo candidates", () => {
  it("loads about thirty varied candidates once, never twice", async () => {
    const loaded = await seedDemoCandidates(database, { SEED_DEMO: true }, log);
    expect(loaded).toBeGreaterThanOrEqual(25);
    const rows = await database.db.select().from(candidates);
    expect(rows).toHaveLength(loaded);
    expect(new Set(rows.map((r) => r.availability)).size).toBe(4);
    expect(new Set(rows.map((r) => r.isActive))).toEqual(new Set(["active", "busy", "inactive"]));

    await database.db.delete(candidates);
    expect(await seedDemoCandidates(database, { SEED_DEMO: true }, log)).toBe(0);
    expect(await database.db.select().from(candidates)).toHaveLength(0);
  });

  it("SEED_DEMO=0 starts empty", async () => {
    expect(await seedDemoCandidates(database, { SEED_DEMO: false }, log)).toBe(0);
    expect(await database.db.select().from(candidates)).toHaveLength(0);
  });
});

describe("database constraints", () => {
  it("rejects values outside the spec's ranges and enums", async () => {
    const base = { fullName: "Ann Lee", title: "Engineer" };
    const bad = [
      { ...base, email: "a1@example.com", experience: 51 },
      { ...base, email: "a2@example.com", hourlyRate: 0 },
      { ...base, email: "a3@example.com", aiAssessmentScore: 101 },
      { ...base, email: "a4@example.com", availability: "Weekends" },
      // Past the column's type, as a raw INSERT would write it: the CHECK refuses it.
      { ...base, email: "a5@example.com", isActive: "retired" as "active" },
      { ...base, email: "Upper@Example.com" },
    ];
    for (const row of bad) {
      await expect(database.db.insert(candidates).values(row)).rejects.toThrow();
    }
    await database.db.insert(candidates).values({ ...base, email: "ok@example.com" });
    await expect(
      database.db.insert(candidates).values({ ...base, email: "ok@example.com" }),
    ).rejects.toThrow();
  });
});
