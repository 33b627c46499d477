import { POOL_ACCESS_MODES, SIGNUP_CLOSED_MESSAGE, SIGNUP_MODES } from "./auth-values.ts";
import { AUTH_PROVIDERS, MIN_PASSWORD_LENGTH, TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

export * from "./auth-values.ts";

/**
 * Any address a browser's `<input type="email">` accepts (the HTML standard's rule), which
 * includes the first start's `admin@localhost`: sign-in and the
 * admin's user forms must never refuse an address the product itself created.
 */
const accountEmail = (message: string) =>
  z.email({ pattern: z.regexes.html5Email, message }).max(TEXT_LIMITS.email);

/** The sign-in form's rules and messages. */
export const loginSchema = z.object({
  email: accountEmail("Invalid email address"),
  password: z.string().min(1, "Password is required").max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters")
  .max(1024, "Password is too long");

/** The sign-up form's rules, with the registration shape's confirmPassword. */
export const registerSchema = z
  .object({
    email: z.email("Invalid email address").max(TEXT_LIMITS.email),
    password: passwordField,
    confirmPassword: z.string(),
    firstName: z.string().trim().min(1, "First name is required").max(TEXT_LIMITS.name),
    lastName: z.string().trim().min(1, "Last name is required").max(TEXT_LIMITS.name),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

const adminEmail = accountEmail("Please enter a valid email address");
const firstName = z.string().trim().min(1, "First name is required").max(TEXT_LIMITS.name);
const lastName = z.string().trim().min(1, "Last name is required").max(TEXT_LIMITS.name);

/** The admin's Create User dialog: its rules and messages. */
export const createUserSchema = z
  .object({
    email: adminEmail,
    firstName,
    lastName,
    password: passwordField,
    confirmPassword: z.string(),
    isAdmin: z.boolean().default(false),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type CreateUserInput = z.input<typeof createUserSchema>;

/** The admin's Edit User dialog, profile and privileges tab. */
export const updateUserSchema = z.object({
  email: adminEmail,
  firstName,
  lastName,
  isAdmin: z.boolean(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const privilegesSchema = z.object({ isAdmin: z.boolean() });

/** The admin's Edit User dialog, password tab: at least 8 characters, confirmed. */
export const changePasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** What GET /api/auth/user answers, with whether the account may read the pool yet. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /** The address was proven (a sign-up's link), or vouched for (admin-made, external login). */
  emailVerified: z.boolean(),
  /** An admin let the account read the pool (what POOL_ACCESS=approved asks for). */
  approved: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A row of the admin user list: never a password hash. */
export const adminUserSchema = currentUserSchema.extend({
  hasPassword: z.boolean(),
  authProvider: z.enum(AUTH_PROVIDERS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminStatsSchema = z.object({
  totalUsers: z.number(),
  adminUsers: z.number(),
  regularUsers: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** The 403 body of a candidate read or file for an account that may not read the pool yet. */
export const poolAccessDeniedSchema = z.object({
  message: z.string(),
  emailUnverified: z.boolean().optional(),
  awaitingApproval: z.boolean().optional(),
});
export type PoolAccessDenied = z.infer<typeof poolAccessDeniedSchema>;

/** POST /api/auth/verify-email: the token of a `/verify-email/{token}` link. */
export const verifyEmailSchema = z.object({
  token: z.string().trim().min(1, "The confirmation link is missing its code.").max(200),
});

/** GET /api/auth/providers: which external sign-in, if any, /auth offers, and who may sign up. */
export const authProvidersSchema = z.object({
  oidc: z.object({ name: z.string(), startUrl: z.string() }).nullable(),
  signupMode: z.enum(SIGNUP_MODES),
  poolAccess: z.enum(POOL_ACCESS_MODES),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/**
 * The external sign-in's browser navigations answer with a redirect and no body: to the
 * provider, to the landing page, or to /auth?error=<code>.
 */
export const redirectResponseSchema = {
  302: z.null().describe("Redirects the browser (Location header)"),
};

/** GET /api/auth/oidc/callback: what the provider sends back (read whole from the URL). */
/** The start of an external sign-in: `next` is checked where it is used (sameSitePath). */
export const oidcStartQuerySchema = z.looseObject({ next: z.string().optional() });

export const oidcCallbackQuerySchema = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** POST /api/auth/login for an account with two-factor sign-in: no session yet. */
export const mfaRequiredSchema = z.object({ mfaRequired: z.literal(true) });
export const loginResponseSchema = z.union([currentUserSchema, mfaRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/auth/login/mfa: a 6-digit TOTP code or a recovery code. */
export const mfaCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Enter the code from your authenticator app or a recovery code")
    .max(64, "That code is too long"),
});
export type MfaCodeInput = z.infer<typeof mfaCodeSchema>;

/**
 * Why an external sign-in came back to /auth (`/auth?error=<code>`), in words: here with
 * the schemas, which /auth loads only when there is something to say.
 */
export const EXTERNAL_SIGN_IN_ERRORS: Record<string, string> = {
  oidc_unavailable: "The sign-in service is not answering. Please try again later.",
  oidc_expired: "The sign-in took too long or was already used. Please try again.",
  oidc_cancelled: "The sign-in was cancelled.",
  oidc_failed: "The sign-in could not be completed. Please try again.",
  signup_closed: SIGNUP_CLOSED_MESSAGE,
  email_unverified:
    "Your account with the sign-in service has no verified email address, so it cannot be used here.",
};
