/**
 * Admin management of users. Rules kept here, whatever the
 * screen shows: duplicate emails answer 409, an admin cannot delete their own account, and
 * no call may leave the site without an admin.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import { OWN_PASSWORD_VIA_ACCOUNT } from "#common/account.ts";
import type {
  AdminStats,
  AdminUser,
  ChangePasswordInput,
  CreateUserInput,
  UpdateUserInput,
} from "#common/auth.ts";
import type { AuthProvider } from "#common/constants.ts";
import type { Db } from "../../db/client.ts";
import { shareableLinks, users } from "../../db/schema.ts";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/http-error.ts";
import { assertUncommonPassword, hashPassword } from "../../lib/passwords.ts";
import { normalizeEmail } from "../auth/service.ts";
import { type SessionUser, signedInRecently } from "../auth/session.ts";
import { type SessionStore, toCurrentUser } from "../auth/session-store.ts";

export const USER_NOT_FOUND = "User not found";
export const EMAIL_IN_USE = "A user with this email already exists.";
export const CANNOT_DELETE_SELF = "You cannot delete your own account.";
export const LAST_ADMIN = "The last admin cannot lose admin privileges.";

type UserRow = typeof users.$inferSelect;
/** A transaction or the database: the rules below run inside either. */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The admin list's view of a user: `hasPassword`, never the hash. */
export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toCurrentUser(row),
    hasPassword: row.passwordHash !== null,
    authProvider: row.authProvider as AuthProvider,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const emailInUse = () => conflict(EMAIL_IN_USE, { email: EMAIL_IN_USE });

/** Runs a write, turning a race on the unique email index into the same 409. */
async function guardEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "users_email_unique")) throw emailInUse();
    throw error;
  }
}

async function assertEmailFree(tx: Tx | Db, email: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (row && row.id !== exceptId) throw emailInUse();
}

/**
 * A change that may take admin rights away. Every admin row is locked first, in id order,
 * and only then the target: two concurrent demotions of the last two admins then queue on
 * the same first row (the second sees the first's result and gets 409) instead of each
 * holding its own target and waiting for the other's (a deadlock, answered 500).
 */
async function lockForDemotion(tx: Tx, userId: string): Promise<UserRow> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.id)
    .for("update");
  const current = await findForUpdate(tx, userId);
  if (current.isAdmin && !admins.some((a) => a.id !== userId)) throw conflict(LAST_ADMIN);
  return current;
}

async function findForUpdate(tx: Tx, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toAdminUser);
}

export async function userStats(db: Db): Promise<AdminStats> {
  const [row] = await db
    .select({
      totalUsers: count(),
      adminUsers: sql<number>`count(*) filter (where ${users.isAdmin})`.mapWith(Number),
    })
    .from(users);
  const totalUsers = row?.totalUsers ?? 0;
  const adminUsers = row?.adminUsers ?? 0;
  return { totalUsers, adminUsers, regularUsers: totalUsers - adminUsers };
}

export async function createUser(db: Db, input: CreateUserInput): Promise<AdminUser> {
  const email = normalizeEmail(input.email);
  await assertEmailFree(db, email);
  await assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const [row] = await guardEmail(() =>
    db
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        authProvider: "manual",
        isAdmin: input.isAdmin ?? false,
        // An admin made this account for a person they know: confirmed and approved.
        emailVerifiedAt: new Date(),
        approvedAt: new Date(),
      })
      .returning(),
  );
  return toAdminUser(row!);
}

export async function updateUser(
  db: Db,
  userId: string,
  input: UpdateUserInput,
): Promise<AdminUser> {
  const email = normalizeEmail(input.email);
  return guardEmail(() =>
    db.transaction(async (tx) => {
      const current = input.isAdmin
        ? await findForUpdate(tx, userId)
        : await lockForDemotion(tx, userId);
      if (email !== current.email) await assertEmailFree(tx, email, userId);
      const [row] = await tx
        .update(users)
        .set({
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          isAdmin: input.isAdmin,
        })
        .where(eq(users.id, userId))
        .returning();
      return toAdminUser(row!);
    }),
  );
}

/** Lets an account read the pool under POOL_ACCESS=approved; approving twice keeps the first time. */
export async function approveUser(db: Db, userId: string): Promise<AdminUser> {
  const [row] = await db
    .update(users)
    .set({ approvedAt: sql`coalesce(${users.approvedAt}, now())` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound(USER_NOT_FOUND);
  return toAdminUser(row);
}

export async function setPrivileges(db: Db, userId: string, isAdmin: boolean): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    if (isAdmin) await findForUpdate(tx, userId);
    else await lockForDemotion(tx, userId);
    const [row] = await tx.update(users).set({ isAdmin }).where(eq(users.id, userId)).returning();
    return toAdminUser(row!);
  });
}

/**
 * Sets a user's password and ends their sessions. An admin's own password
 * is changed here only within RECENT_SIGN_IN_MINUTES of signing in; later it is a 400 that
 * sends them to /account, which asks for the current one, so a session left open is not
 * enough to take over the account.
 */
export async function changePassword(
  db: Db,
  sessions: SessionStore,
  actor: SessionUser,
  userId: string,
  input: ChangePasswordInput,
): Promise<void> {
  if (userId === actor.id && !signedInRecently(actor)) throw badRequest(OWN_PASSWORD_VIA_ACCOUNT);
  await assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) throw notFound(USER_NOT_FOUND);
  // One's own change keeps the session making it; anyone else's ends all.
  await sessions.destroyAllFor(userId, userId === actor.id ? actor.sessionId : undefined);
}

/**
 * Deletes a user. Shareable links they created stay alive: in the same transaction their
 * `createdBy` passes to the admin performing the deletion
 * (docs/decisions/022-deleting-a-user.md). Sessions go
 * with the user (ON DELETE CASCADE).
 */
export async function deleteUser(db: Db, actor: SessionUser, userId: string): Promise<void> {
  if (userId === actor.id) throw conflict(CANNOT_DELETE_SELF);
  await db.transaction(async (tx) => {
    await findForUpdate(tx, userId);
    await tx
      .update(shareableLinks)
      .set({ createdBy: actor.id })
      .where(eq(shareableLinks.createdBy, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
