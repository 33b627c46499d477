/** The signed-in user's own password and sessions. */
import { eq } from "drizzle-orm";
import {
  type AccountPasswordInput,
  type AccountSession,
  WRONG_CURRENT_PASSWORD,
} from "#common/account.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { assertUncommonPassword, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import type { SessionUser } from "../auth/session.ts";
import type { SessionStore } from "../auth/session-store.ts";

export const SESSION_NOT_FOUND = "Session not found";

/**
 * Changes the user's own password after checking the current one; every other session of
 * theirs ends (a thief who knew the old password is signed out), this one stays.
 * An account without a password (external sign-in only) has no current one to give.
 */
export async function changeOwnPassword(
  db: Db,
  sessions: SessionStore,
  user: SessionUser,
  input: AccountPasswordInput,
): Promise<void> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  const ok = row?.passwordHash
    ? await verifyPassword(row.passwordHash, input.currentPassword)
    : false;
  if (!ok) throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  await assertUncommonPassword(input.password);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id));
  await sessions.destroyAllFor(user.id, user.sessionId);
}

export async function listOwnSessions(
  sessions: SessionStore,
  user: SessionUser,
): Promise<AccountSession[]> {
  const rows = await sessions.listFor(user.id);
  return rows.map(({ sid, data }) => ({
    id: data.id,
    current: sid === user.sessionId,
    createdAt: data.createdAt,
    lastSeenAt: data.lastSeenAt,
    ip: data.ip,
    userAgent: data.userAgent,
  }));
}

/** Ends one of the user's own sessions; another user's id is simply not found. */
export async function revokeOwnSession(
  sessions: SessionStore,
  user: SessionUser,
  id: string,
): Promise<void> {
  if (!(await sessions.destroyById(user.id, id))) throw notFound(SESSION_NOT_FOUND);
}
