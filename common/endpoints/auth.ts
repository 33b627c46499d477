/**
 * Signing in and out: the signed-in user, the password sign-in (and its second step), the
 * sign-up, the ways of signing in the site offers, the external sign-in's two browser
 * navigations, and the confirmation of a self-registered address.
 */
import type {
  AuthProviders,
  CurrentUser,
  LoginResponse,
  loginSchema,
  mfaCodeSchema,
  registerSchema,
  verifyEmailSchema,
} from "../auth.ts";
import { endpoint, types } from "../endpoint.ts";
import type { z } from "../zod.ts";

export type LoginBody = z.input<typeof loginSchema>;
export type RegisterBody = z.input<typeof registerSchema>;
export type MfaCodeBody = z.input<typeof mfaCodeSchema>;
export type VerifyEmailBody = z.input<typeof verifyEmailSchema>;

export const authEndpoints = {
  currentUser: endpoint("GET", "/api/auth/user", types<{ response: CurrentUser }>()),
  logout: endpoint("POST", "/api/auth/logout", types<{ response: null }>()),
  login: endpoint("POST", "/api/auth/login", types<{ body: LoginBody; response: LoginResponse }>()),
  /** The second step, with the pending sign-in's cookie the first one set. */
  loginMfa: endpoint(
    "POST",
    "/api/auth/login/mfa",
    types<{ body: MfaCodeBody; response: CurrentUser }>(),
  ),
  register: endpoint(
    "POST",
    "/api/auth/register",
    types<{ body: RegisterBody; response: CurrentUser }>(),
  ),
  providers: endpoint("GET", "/api/auth/providers", types<{ response: AuthProviders }>()),
  /**
   * A browser navigation: redirects to the identity provider (or back to /auth). `next`, a
   * same-site path, is where the sign-in lands once it is done (else the home page).
   */
  oidcStart: endpoint(
    "GET",
    "/api/auth/oidc/start",
    types<{ query: { next?: string }; response: null }>(),
  ),
  /** The identity provider's redirect back: redirects on to the site. */
  oidcCallback: endpoint(
    "GET",
    "/api/auth/oidc/callback",
    types<{ query: { code?: string; state?: string; error?: string }; response: null }>(),
  ),
  verifyEmail: endpoint(
    "POST",
    "/api/auth/verify-email",
    types<{ body: VerifyEmailBody; response: CurrentUser }>(),
  ),
  resendVerification: endpoint(
    "POST",
    "/api/auth/verify-email/resend",
    types<{ response: { message: string } }>(),
  ),
};
