import { accountEndpoints as endpoints } from "#common/endpoints/account.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const signedIn = { anonymous: 401 };

export const accessRules: AccessRule[] = [
  // Changing the password ends the user's other sessions: use a throwaway user.
  ruleFor(
    endpoints.changePassword,
    {},
    {
      body: {
        currentPassword: "{userPassword}",
        password: "a brand new passphrase",
        confirmPassword: "a brand new passphrase",
      },
      ownSession: true,
      ...signedIn,
      user: 204,
      admin: 204,
    },
  ),
  ruleFor(endpoints.sessions, {}, { ...signedIn, user: 200, admin: 200 }),
  // An id that names none of the caller's sessions: 404 once signed in.
  ruleFor(endpoints.revokeSession, { id: "{random}" }, { ...signedIn, user: 404, admin: 404 }),
  ruleFor(endpoints.mfaStatus, {}, { ...signedIn, user: 200, admin: 200 }),
  ruleFor(endpoints.mfaSetup, {}, { ownSession: true, ...signedIn, user: 200, admin: 200 }),
  // Without a set-up first: 400 once signed in (the guard answers before).
  ruleFor(
    endpoints.mfaEnable,
    {},
    { body: { code: "123456" }, ownSession: true, ...signedIn, user: 400, admin: 400 },
  ),
  ruleFor(
    endpoints.mfaDisable,
    {},
    {
      body: { code: "123456", password: "{userPassword}" },
      ownSession: true,
      ...signedIn,
      user: 400,
      admin: 400,
    },
  ),
];
