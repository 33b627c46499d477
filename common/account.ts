/**
 * The signed-in user's own account (/account): password change,
 * sessions and two-factor sign-in. Forms and server share these schemas.
 */

import { mfaCodeSchema } from "./auth.ts";
import { MIN_PASSWORD_LENGTH } from "./constants.ts";
import { z } from "./zod.ts";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";
export const MFA_WRONG_CODE = "That code is not valid. Check your authenticator app and try again.";
export const MFA_ALREADY_ENABLED = "Two-factor sign-in is already on.";
export const MFA_NOT_ENABLED = "Two-factor sign-in is not on.";
export const MFA_SETUP_FIRST = "Start the two-factor set-up first.";
export const ADMIN_MFA_REQUIRED =
  "Turn on two-factor sign-in on your account page before using admin features.";
export const RECOVERY_CODE_COUNT = 10;
/**
 * A sign-in this recent stands in for the password on a sensitive change of one's own
 * account (an admin's own password through the admin route, turning two-factor sign-in off):
 * re-authentication without asking twice right after signing in.
 */
export const RECENT_SIGN_IN_MINUTES = 10;
/**
 * PUT /api/admin/users/{own id}/password more than RECENT_SIGN_IN_MINUTES after
 * signing in: an admin's own password is then changed on /account, which asks for the
 * current one, so a session left open is not enough to take over the account.
 */
export const OWN_PASSWORD_VIA_ACCOUNT =
  "Change your own password on your account page (/account): it asks for your current password.";
export const ACCOUNT_PASSWORD_REQUIRED = `Enter your password (you signed in more than ${RECENT_SIGN_IN_MINUTES} minutes ago).`;

/**
 * Wrong second-factor codes count per account, whatever the password step or client they
 * came with, so a new password step does not renew the budget: this many within
 * `windowMinutes` lock the account's second step for `lockMinutes` (429 with Retry-After),
 * and the user gets an e-mail.
 */
export const MFA_LOCKOUT = { maxWrongCodes: 5, windowMinutes: 15, lockMinutes: 15 } as const;
export const MFA_LOCKOUT_EMAIL_SUBJECT = "Two-factor sign-in paused after wrong codes";

export const accountPasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(1024),
    password: z
      .string()
      .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters")
      .max(1024, "Password is too long"),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type AccountPasswordInput = z.infer<typeof accountPasswordSchema>;

export const accountSessionSchema = z.object({
  id: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionListSchema = z.array(accountSessionSchema);

export const sessionParamsSchema = z.object({ id: z.string().max(100) });

/** GET /api/account/mfa: whether two-factor sign-in is on, and whether this account must. */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** POST /api/account/mfa/setup: the secret to enter (or scan) into an authenticator app. */
export const mfaSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/**
 * DELETE /api/account/mfa: a current code and the password, so a session left
 * open (or a code seen over a shoulder) is not enough to turn the second factor off.
 */
/**
 * DELETE /api/account/mfa: a current code and, unless the user signed in within
 * RECENT_SIGN_IN_MINUTES, the password.
 */
export const mfaDisableSchema = mfaCodeSchema.extend({
  password: z.string().max(1024, "Password is too long").optional(),
});
export type MfaDisableInput = z.infer<typeof mfaDisableSchema>;

/** POST /api/account/mfa/enable: shown once; only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
