/**
 * Start-up data, so a fresh clone's `npm start` is usable: make sure an admin exists, and give an
 * empty embedded database demo candidates. Nothing is seeded twice.
 */
import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import { hashPassword } from "../lib/passwords.ts";
import type { Database } from "./client.ts";
import { demoCandidates } from "./demo-candidates.ts";
import { appSettings, candidates, mfaRecoveryCodes, sessions, userMfa, users } from "./schema.ts";

type Log = Pick<FastifyBaseLogger, "info" | "warn">;

export async function ensureAdmin(
  database: Database,
  config: Pick<Config, "ADMIN_EMAIL" | "ADMIN_PASSWORD">,
  log: Log,
  print: (line: string) => void = console.log,
): Promise<void> {
  const { db } = database;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const email = config.ADMIN_EMAIL.toLowerCase();
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    if (existing) {
      if (!existing.isAdmin) {
        // Whoever registered this address first must not keep access to the new admin
        // (someone may have registered it before the operator named it): the operator's
        // password replaces theirs, their sessions and second factor go.
        const passwordHash = await hashPassword(config.ADMIN_PASSWORD);
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ isAdmin: true, passwordHash })
            .where(eq(users.id, existing.id));
          await tx.delete(sessions).where(eq(sessions.userId, existing.id));
          await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, existing.id));
          await tx.delete(userMfa).where(eq(userMfa.userId, existing.id));
        });
        log.info({ email }, "ADMIN_EMAIL user promoted to admin");
      }
      return;
    }
    await db.insert(users).values({
      email,
      firstName: "Admin",
      passwordHash: await hashPassword(config.ADMIN_PASSWORD),
      isAdmin: true,
      // The operator named this address: confirmed and approved, like an admin-made user.
      emailVerifiedAt: new Date(),
      approvedAt: new Date(),
    });
    log.info({ email }, "admin user created from ADMIN_EMAIL");
    return;
  }

  const [admins] = await db.select({ n: count() }).from(users).where(eq(users.isAdmin, true));
  if ((admins?.n ?? 0) > 0) return;
  const email = "admin@localhost";
  const password = randomBytes(12).toString("base64url");
  await db
    .insert(users)
    .values({
      email,
      firstName: "Admin",
      passwordHash: await hashPassword(password),
      isAdmin: true,
      emailVerifiedAt: new Date(),
      approvedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { isAdmin: true, passwordHash: await hashPassword(password) },
    });
  print(
    [
      "",
      "  An admin account was created for this new database (shown only this once):",
      `    email:    ${email}`,
      `    password: ${password}`,
      "  Change the password on /account once signed in, or set ADMIN_EMAIL and ADMIN_PASSWORD.",
      "",
    ].join("\n"),
  );
}

const DEMO_MARKER = "demo_candidates_seeded";

/** Demo candidates for an empty pool: by default on the embedded database only. */
export async function seedDemoCandidates(
  database: Database,
  config: Pick<Config, "SEED_DEMO">,
  log: Log,
): Promise<number> {
  const wanted = config.SEED_DEMO ?? database.kind === "pglite";
  if (!wanted) return 0;
  const { db } = database;
  const [seeded] = await db.select().from(appSettings).where(eq(appSettings.key, DEMO_MARKER));
  if (seeded) return 0;
  const [row] = await db.select({ n: count() }).from(candidates);
  const rows = (row?.n ?? 0) > 0 ? [] : demoCandidates();
  await db.transaction(async (tx) => {
    if (rows.length > 0) await tx.insert(candidates).values(rows).onConflictDoNothing();
    // Recorded even when the pool was not empty: demo data is offered once, never again.
    await tx
      .insert(appSettings)
      .values({ key: DEMO_MARKER, value: { at: new Date().toISOString(), count: rows.length } })
      .onConflictDoNothing();
  });
  if (rows.length === 0) return 0;
  log.info({ count: rows.length }, "demo candidates loaded");
  return rows.length;
}
