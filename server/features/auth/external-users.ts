/**
 * Who an external sign-in is (spec-decisions, issue "External login"): the account that
 * signed in with this provider subject before; else the account with the same *verified*
 * email; else a new account with the provider as `authProvider` and no password.
 */
import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "../../../common/auth.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { isUniqueViolation } from "../../lib/http-error.ts";
import type { ExternalIdentity } from "./oidc-client.ts";
import { toCurrentUser } from "./session.ts";

/** Why an external sign-in was refused; the code travels to /auth as `?error=`. */
export class ExternalSignInRefused extends Error {
  readonly code: "email_unverified";

  constructor(code: "email_unverified") {
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

export async function userForExternalIdentity(
  db: Db,
  identity: ExternalIdentity,
): Promise<CurrentUser> {
  const known = await bySubject(db, identity.subject);
  if (known) return toCurrentUser(known);

  // An unverified address proves nothing: it must not open, or claim, an account.
  if (!identity.email || !identity.emailVerified) {
    throw new ExternalSignInRefused("email_unverified");
  }
  const sameEmail = await byEmail(db, identity.email);
  if (sameEmail) return toCurrentUser(sameEmail);

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
