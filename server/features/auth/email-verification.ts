/**
 * Confirming a self-registered address: sign-up queues an e-mail
 * with a `/verify-email/{token}` link that works for 24 hours; opening it confirms the
 * address, and only then may the account read the talent pool.
 *
 * The token is made by the job that sends the e-mail, not by the request: it exists only in
 * that e-mail and, as SHA-256, in `email_verification_tokens`, never in the job's data, a
 * log line or an API answer. Each new link replaces the user's older ones, so a resent
 * e-mail voids the one before.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import {
  type CurrentUser,
  EMAIL_VERIFICATION_TTL_HOURS,
  VERIFY_EMAIL_INVALID,
  VERIFY_EMAIL_PATH,
} from "#common/auth.ts";
import type { Db } from "../../db/client.ts";
import { emailVerificationTokens, users } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { badRequest } from "../../lib/http-error.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { hashToken, toCurrentUser } from "./session-store.ts";

export const VERIFY_EMAIL_JOB = "auth.verify-email";

interface VerifyEmailJob {
  userId: string;
  /** Where the link points (PUBLIC_URL, or the origin the sign-up came to). */
  origin: string;
}

/**
 * Queues the confirmation e-mail. Only the account's own address receives it, and the
 * resend route is rate-limited per client, so nobody can flood someone else's inbox.
 */
export async function queueVerificationEmail(
  jobs: JobQueue,
  userId: string,
  origin: string,
): Promise<void> {
  await jobs.send<VerifyEmailJob>(VERIFY_EMAIL_JOB, { userId, origin });
}

/** Starts the worker that mints each link and sends its e-mail. */
export function startVerificationWorker(
  jobs: JobQueue,
  deps: { db: Db; mailer: Mailer },
): Promise<void> {
  return jobs.work<VerifyEmailJob>(VERIFY_EMAIL_JOB, async ({ userId, origin }) => {
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
    // Deleted meanwhile, or confirmed by another link: nothing to send.
    if (!user || user.emailVerifiedAt) return;
    const token = randomBytes(32).toString("base64url");
    await deps.db.transaction(async (tx) => {
      await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
      await tx.insert(emailVerificationTokens).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000),
      });
    });
    const link = `${origin}${VERIFY_EMAIL_PATH}/${token}`;
    await deps.mailer.send({
      to: user.email,
      subject: "Confirm your e-mail address",
      text: [
        `Hello${user.firstName ? ` ${user.firstName}` : ""},`,
        "",
        "Please confirm your e-mail address to see our developers:",
        link,
        "",
        `The link works for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not create an account, ignore this e-mail.`,
      ].join("\n"),
    });
  });
}

/**
 * Confirms the address behind a link's token and spends every link of that user; 400 for
 * an unknown, used or expired token (one answer: the page says to ask for a new one).
 */
export async function confirmEmail(db: Db, token: string): Promise<CurrentUser> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashToken(token)),
          gt(emailVerificationTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: emailVerificationTokens.userId });
    if (!spent) throw badRequest(VERIFY_EMAIL_INVALID, { token: VERIFY_EMAIL_INVALID });
    await tx
      .delete(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, spent.userId));
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, spent.userId))
      .returning();
    return toCurrentUser(row!);
  });
}

/** Whether the user still has an address to confirm (a resend then queues a new link). */
export async function needsConfirmation(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .limit(1);
  return row !== undefined;
}
