import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/auth/user", anonymous: 401, user: 200, admin: 200 },
  {
    method: "POST",
    url: "/api/auth/logout",
    ownSession: true,
    anonymous: 204,
    user: 204,
    admin: 204,
  },
  // Signing in replaces the session the request came with: use a throwaway session.
  {
    method: "POST",
    url: "/api/auth/login",
    body: { email: "{userEmail}", password: "{userPassword}" },
    ownSession: true,
    anonymous: 200,
    user: 200,
    admin: 200,
  },
  {
    method: "POST",
    url: "/api/auth/register",
    body: {
      email: "new-{random}@example.com",
      password: "a long enough password",
      confirmPassword: "a long enough password",
      firstName: "New",
      lastName: "Person",
    },
    ownSession: true,
    anonymous: 201,
    user: 201,
    admin: 201,
  },
  // Without a pending password step (a user with two-factor on), the code step is 401.
  {
    method: "POST",
    url: "/api/auth/login/mfa",
    body: { code: "123456" },
    anonymous: 401,
    user: 401,
    admin: 401,
  },
  { method: "GET", url: "/api/auth/providers", anonymous: 200, user: 200, admin: 200 },
  // A token nobody was sent: 400 for everyone (the token, not a session, is the key).
  {
    method: "POST",
    url: "/api/auth/verify-email",
    body: { token: "not-a-token-{random}" },
    anonymous: 400,
    user: 400,
    admin: 400,
  },
  {
    method: "POST",
    url: "/api/auth/verify-email/resend",
    anonymous: 401,
    user: 202,
    admin: 202,
  },
  // External sign-in is not configured in this table's app: the flow's routes answer 404.
  { method: "GET", url: "/api/auth/oidc/start", anonymous: 404, user: 404, admin: 404 },
  { method: "GET", url: "/api/auth/oidc/callback", anonymous: 404, user: 404, admin: 404 },
];
