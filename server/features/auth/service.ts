/**
 * Password sign-in and self-registration. Emails are compared
 * lower-cased; a wrong email and a wrong password get the same answer and take the same
 * time, so the login form does not reveal who has an account.
 */
import { eq } from "drizzle-orm";
import {
  type CurrentUser,
  type LoginInput,
  type RegisterInput,
  SIGNUP_CLOSED_MESSAGE,
  SIGNUP_DOMAIN_MESSAGE,
} from "#common/auth.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { conflict, forbidden, isUniqueViolation, unauthorized } from "../../lib/http-error.ts";
import { assertUncommonPassword, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { toCurrentUser } from "./session-store.ts";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const EMAIL_TAKEN = "An account with this email already exists.";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * A real argon2id hash of a random password, computed once: checking it when the email is
 * unknown (or has no password) costs what a real check costs.
 */
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
};

/** The user with these credentials, or 401 `Invalid email or password`. */
export async function authenticate(db: Db, input: LoginInput): Promise<CurrentUser> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(input.email)))
    .limit(1);
  const hash = row?.passwordHash ?? (await getDecoyHash());
  const ok = await verifyPassword(hash, input.password);
  if (!row?.passwordHash || !ok) throw unauthorized(INVALID_CREDENTIALS);
  return toCurrentUser(row);
}

/** 403 unless SIGNUP_MODE lets this address create its own account. */
export function assertSignupAllowed(
  config: Pick<Config, "SIGNUP_MODE" | "SIGNUP_DOMAINS">,
  email: string,
): void {
  if (config.SIGNUP_MODE === "closed") throw forbidden(SIGNUP_CLOSED_MESSAGE);
  if (config.SIGNUP_MODE === "domains") {
    const domain = normalizeEmail(email).split("@").pop() ?? "";
    if (!config.SIGNUP_DOMAINS.includes(domain)) throw forbidden(SIGNUP_DOMAIN_MESSAGE);
  }
}

/** Creates a regular user with a password; 409 when the email is taken. */
export async function registerUser(db: Db, input: RegisterInput): Promise<CurrentUser> {
  const email = normalizeEmail(input.email);
  const emailTaken = () => conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) throw emailTaken();
  await assertUncommonPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        authProvider: "manual",
        isAdmin: false,
      })
      .returning();
    return toCurrentUser(row!);
  } catch (error) {
    // Two sign-ups for one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
