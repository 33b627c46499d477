import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  // Changing the password ends the user's other sessions: use a throwaway user.
  {
    method: "PUT",
    url: "/api/account/password",
    body: {
      currentPassword: "{userPassword}",
      password: "a brand new passphrase",
      confirmPassword: "a brand new passphrase",
    },
    ownSession: true,
    anonymous: 401,
    user: 204,
    admin: 204,
  },
  { method: "GET", url: "/api/account/sessions", anonymous: 401, user: 200, admin: 200 },
  // An id that names none of the caller's sessions: 404 once signed in.
  {
    method: "DELETE",
    url: "/api/account/sessions/{random}",
    anonymous: 401,
    user: 404,
    admin: 404,
  },
  { method: "GET", url: "/api/account/mfa", anonymous: 401, user: 200, admin: 200 },
  {
    method: "POST",
    url: "/api/account/mfa/setup",
    ownSession: true,
    anonymous: 401,
    user: 200,
    admin: 200,
  },
  // Without a set-up first: 400 once signed in (the guard answers before).
  {
    method: "POST",
    url: "/api/account/mfa/enable",
    body: { code: "123456" },
    ownSession: true,
    anonymous: 401,
    user: 400,
    admin: 400,
  },
  {
    method: "DELETE",
    url: "/api/account/mfa",
    body: { code: "123456", password: "{userPassword}" },
    ownSession: true,
    anonymous: 401,
    user: 400,
    admin: 400,
  },
];
