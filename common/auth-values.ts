/**
 * Accounts' plain values: who may sign up, who reads the pool (and the one rule for it),
 * the e-mail confirmation's words and the external sign-in's landing, without zod, so the
 * header's session area and the signed-in screens load none of the schemas
 * (common/auth.ts re-exports all of this with the schemas).
 */

/** Who may create their own account (SIGNUP_MODE). */
export const SIGNUP_MODES = ["open", "domains", "closed"] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];
export const SIGNUP_CLOSED_MESSAGE =
  "Sign-up is closed on this site. Ask an administrator for an account.";
export const SIGNUP_DOMAIN_MESSAGE =
  "Sign-up is open only to e-mail addresses of approved organisations.";
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Choose another.";

/**
 * Who reads the talent pool (POOL_ACCESS): every account with a
 * confirmed address, or only those an admin has also approved. Admins always do.
 */
export const POOL_ACCESS_MODES = ["verified", "approved"] as const;
export type PoolAccessMode = (typeof POOL_ACCESS_MODES)[number];
/**
 * Who sees a candidate's e-mail, phone and résumé in the talent pool (POOL_CONTACT_DETAILS):
 * everyone who reads the pool, or admins only. With `admins`, a self-registered account still
 * browses the pool (skills, rates, availability) but reaches candidates through the company.
 */
export const CONTACT_DETAILS_VISIBILITY = ["everyone", "admins"] as const;
export type ContactDetailsVisibility = (typeof CONTACT_DETAILS_VISIBILITY)[number];
/** The answer to a résumé asked for by a non-admin when contact details are for admins only. */
export const RESUME_ADMINS_ONLY_MESSAGE = "Résumés are available from your account manager.";
export const EMAIL_UNVERIFIED_MESSAGE = "Confirm your e-mail address to see developers.";
export const AWAITING_APPROVAL_MESSAGE =
  "Waiting for approval: an administrator must approve your account before you can see developers.";

/**
 * Why an account may not read the talent pool yet, or null when it may: the one rule the
 * server's guard enforces and the users tab shows ("Waiting for approval").
 */
export function poolAccessDenied(
  user: { isAdmin: boolean; emailVerified: boolean; approved: boolean },
  mode: PoolAccessMode,
): "email-unverified" | "awaiting-approval" | null {
  if (user.isAdmin) return null;
  if (!user.emailVerified) return "email-unverified";
  if (mode === "approved" && !user.approved) return "awaiting-approval";
  return null;
}

/** How long a sign-up's confirmation link works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
export const VERIFY_EMAIL_PATH = "/verify-email";

export const VERIFY_EMAIL_INVALID =
  "This confirmation link is invalid or has expired. Sign in and ask for a new one.";
export const VERIFY_EMAIL_SUCCESS = "Your e-mail address is confirmed.";
export const VERIFY_EMAIL_SENT = "We sent you a new confirmation link. Check your inbox.";
export const VERIFY_EMAIL_ALREADY = "Your e-mail address is already confirmed.";

/**
 * Where a successful external sign-in lands: the home page, with a marker so it greets the
 * user with the sign-in form's 'Welcome back!' toast, then drops the marker.
 */
export const WELCOME_PARAM = "welcome";
export const EXTERNAL_SIGN_IN_LANDING = `/?${WELCOME_PARAM}=1`;
