/**
 * Two-factor sign-in with TOTP (RFC 6238, via `otpauth`): 6 digits, 30-second steps, one
 * step of clock drift either way. Recovery codes are random, shown once, kept as SHA-256
 * and each accepted once.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import {
  ACCOUNT_PASSWORD_REQUIRED,
  MFA_ALREADY_ENABLED,
  MFA_NOT_ENABLED,
  MFA_SETUP_FIRST,
  MFA_WRONG_CODE,
  type MfaDisableInput,
  type MfaSetup,
  type MfaStatus,
  RECOVERY_CODE_COUNT,
  WRONG_CURRENT_PASSWORD,
} from "#common/account.ts";
import type { Db } from "../../db/client.ts";
import { mfaRecoveryCodes, userMfa, users } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/http-error.ts";
import { verifyPassword } from "../../lib/passwords.ts";

const PERIOD = 30;

function totpFor(secret: string, label = "", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** Recovery codes are compared without case, spaces or dashes. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const hashCode = (code: string) =>
  createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

/** `xxxxx-xxxxx` from an unambiguous alphabet: 50 bits each. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const wrongCode = () => badRequest(MFA_WRONG_CODE, { code: MFA_WRONG_CODE });

async function mfaRow(db: Db, userId: string) {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1);
  return row;
}

export async function mfaStatus(db: Db, userId: string, required: boolean): Promise<MfaStatus> {
  const row = await mfaRow(db, userId);
  const [codes] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  const enabled = Boolean(row?.enabledAt);
  return { enabled, required, recoveryCodesLeft: enabled ? (codes?.n ?? 0) : 0 };
}

/** A new secret, waiting for its first code; replaces an unfinished set-up. */
export async function setupMfa(
  db: Db,
  user: { id: string; email: string },
  issuer: string,
): Promise<MfaSetup> {
  const existing = await mfaRow(db, user.id);
  if (existing?.enabledAt) throw conflict(MFA_ALREADY_ENABLED);
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(userMfa)
    .values({ userId: user.id, secret, enabledAt: null, lastUsedStep: null })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secret, enabledAt: null, lastUsedStep: null },
    });
  return { secret, otpauthUrl: totpFor(secret, user.email, issuer).toString() };
}

/** The TOTP step a code matches (within one step of drift), or null. */
function matchingStep(secret: string, code: string): number | null {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const totp = totpFor(secret);
  const delta = totp.validate({ token, window: 1 });
  return delta === null ? null : totp.counter() + delta;
}

/** Turns two-factor on with a first code; answers the recovery codes (shown this once). */
export async function enableMfa(db: Db, userId: string, code: string): Promise<string[]> {
  const row = await mfaRow(db, userId);
  if (row?.enabledAt) throw conflict(MFA_ALREADY_ENABLED);
  if (!row) throw badRequest(MFA_SETUP_FIRST);
  if (matchingStep(row.secret, code) === null) throw wrongCode();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(userMfa).set({ enabledAt: new Date() }).where(eq(userMfa.userId, userId));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx.insert(mfaRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
  });
  return codes;
}

/**
 * Checks a TOTP code or a recovery code of a user with two-factor on; a match is used up
 * (the TOTP step may not be accepted again, the recovery code is marked used). The
 * conditional UPDATEs make two simultaneous uses of one code accept only one.
 */
export async function consumeMfaCode(
  db: Db,
  userId: string,
  code: string,
): Promise<"totp" | "recovery" | null> {
  const row = await mfaRow(db, userId);
  if (!row?.enabledAt) return null;
  const step = matchingStep(row.secret, code);
  if (step !== null) {
    const used = await db
      .update(userMfa)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userMfa.userId, userId),
          or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userMfa.userId });
    return used.length > 0 ? "totp" : null;
  }
  if (normalizeRecoveryCode(code).length !== 10) return null;
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashCode(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0 ? "recovery" : null;
}

/** Whether a user must give a second factor at password sign-in. */
export async function hasMfa(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userMfa.userId })
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.enabledAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * Turns two-factor off with a current code (TOTP or recovery) and the password.
 * The code is used up first, like at sign-in: one already used (to sign in, say) is refused,
 * and one sent with a wrong password is spent all the same, so it cannot be replayed within
 * its window. The password is only checked for a valid code: guessing it needs the second
 * factor too.
 */
/**
 * Turns two-factor sign-in off. The code is spent first, so one that signed someone in, or
 * one sent with a wrong password, cannot be used again. Then the password, unless the user
 * signed in a moment ago (`recentSignIn`, see RECENT_SIGN_IN_MINUTES).
 */
export async function disableMfa(
  db: Db,
  userId: string,
  input: MfaDisableInput,
  recentSignIn: boolean,
): Promise<void> {
  const row = await mfaRow(db, userId);
  if (!row?.enabledAt) throw badRequest(MFA_NOT_ENABLED);
  if ((await consumeMfaCode(db, userId, input.code)) === null) throw wrongCode();
  if (!input.password) {
    if (recentSignIn) return removeMfa(db, userId);
    throw badRequest(ACCOUNT_PASSWORD_REQUIRED, { password: ACCOUNT_PASSWORD_REQUIRED });
  }
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const passwordOk = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : false;
  if (!passwordOk) throw badRequest(WRONG_CURRENT_PASSWORD, { password: WRONG_CURRENT_PASSWORD });
  await removeMfa(db, userId);
}

/** Removes a user's second factor entirely (disable, or an account handed to its owner). */
export async function removeMfa(
  db: Db | Parameters<Parameters<Db["transaction"]>[0]>[0],
  userId: string,
): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(userMfa).where(eq(userMfa.userId, userId));
}
