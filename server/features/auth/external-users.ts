/**
 * Who an external sign-in is: the account that
 * signed in with this provider subject before; else the account with the same *verified*
 * email; else a new account with the provider as `authProvider` and no password.
 *
 * Linking an existing account to the provider hands it to the address's proven owner:
 * its password, second factor and sessions go. Otherwise someone who registered
 * the victim's address first would keep password access to the victim's account.
 */
import { and, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "#common/auth.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { HttpError, isUniqueViolation } from "../../lib/http-error.ts";
import { removeMfa } from "./mfa.ts";
import type { ExternalIdentity } from "./oidc-client.ts";
import { assertSignupAllowed } from "./service.ts";
import { toCurrentUser } from "./session-store.ts";

/** Why an external sign-in was refused; the code travels to /auth as `?error=`. */
export class ExternalSignInRefused extends Error {
  readonly code: "email_unverified" | "signup_closed";

  constructor(code: "email_unverified" | "signup_closed") {
    super(code);
    this.code = code;
  }
}

async function bySubject(db: Db, subject: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.authProvider, "oidc"), eq(users.externalSubject, subject)))
    .limit(1);
  return row;
}

async function byEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Ties an account found by e-mail to this provider subject, ending password access. */
async function linkAccount(db: Db, userId: string, subject: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        authProvider: "oidc",
        externalSubject: subject,
        passwordHash: null,
        // Linked by an address the provider verified: that address is now proven.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, userId))
      .returning();
    await removeMfa(tx, userId);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return row!;
  });
}

export async function userForExternalIdentity(
  db: Db,
  identity: ExternalIdentity,
  config: Pick<Config, "SIGNUP_MODE" | "SIGNUP_DOMAINS">,
): Promise<CurrentUser> {
  const known = await bySubject(db, identity.subject);
  if (known) return toCurrentUser(known);

  // An unverified address proves nothing: it must not open, or claim, an account.
  if (!identity.email || !identity.emailVerified) {
    throw new ExternalSignInRefused("email_unverified");
  }
  const sameEmail = await byEmail(db, identity.email);
  if (sameEmail) {
    if (sameEmail.authProvider === "oidc" && sameEmail.externalSubject) {
      return toCurrentUser(sameEmail);
    }
    return toCurrentUser(await linkAccount(db, sameEmail.id, identity.subject));
  }

  try {
    assertSignupAllowed(config, identity.email);
  } catch (error) {
    if (error instanceof HttpError) throw new ExternalSignInRefused("signup_closed");
    throw error;
  }
  try {
    const [created] = await db
      .insert(users)
      .values({
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        passwordHash: null,
        authProvider: "oidc",
        externalSubject: identity.subject,
        isAdmin: false,
        // The provider verified the address (checked above): confirmed.
        emailVerifiedAt: new Date(),
      })
      .returning();
    return toCurrentUser(created!);
  } catch (error) {
    // A first sign-in twice at once: the other request created the account.
    if (!isUniqueViolation(error)) throw error;
    const existing = (await bySubject(db, identity.subject)) ?? (await byEmail(db, identity.email));
    if (!existing) throw error;
    return toCurrentUser(existing);
  }
}
