/**
 * Sign-in attempts waiting for the provider's answer. They live in the `sessions` table
 * as rows without a user (so they survive a restart and work across replicas) and are
 * found by the hash of a random cookie token, used once, and expire after 10 minutes.
 */
import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema.ts";
import type { PendingFlow } from "./oidc-client.ts";
import { hashToken } from "./session-store.ts";

export const FLOW_COOKIE = "oidc_flow";
export const FLOW_TTL_SECONDS = 10 * 60;

interface FlowRecord extends PendingFlow {
  kind: "oidc-flow";
  /** The same-site path the sign-in returns to, when it was asked for from one. */
  next?: string | null;
}

/** What the callback needs: the protocol's values and where to land afterwards. */
export type TakenFlow = PendingFlow & { next: string | null };

export async function savePendingFlow(
  db: Db,
  flow: PendingFlow,
  next: string | null = null,
): Promise<string> {
  // Abandoned attempts are cleared as new ones begin.
  await db.delete(sessions).where(and(isNull(sessions.userId), lt(sessions.expire, sql`now()`)));
  const token = randomBytes(32).toString("base64url");
  const record: FlowRecord = { kind: "oidc-flow", ...flow, next };
  await db.insert(sessions).values({
    sid: hashToken(token),
    sess: record,
    userId: null,
    expire: new Date(Date.now() + FLOW_TTL_SECONDS * 1000),
  });
  return token;
}

/** The attempt behind a cookie token, removed as it is read; null if unknown or expired. */
export async function takePendingFlow(db: Db, token: string): Promise<TakenFlow | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.sid, hashToken(token)), isNull(sessions.userId)))
    .returning();
  if (!row || row.expire.getTime() < Date.now()) return null;
  const record = row.sess as Partial<FlowRecord>;
  if (record.kind !== "oidc-flow" || !record.state || !record.nonce || !record.codeVerifier) {
    return null;
  }
  return {
    state: record.state,
    nonce: record.nonce,
    codeVerifier: record.codeVerifier,
    next: typeof record.next === "string" ? record.next : null,
  };
}
