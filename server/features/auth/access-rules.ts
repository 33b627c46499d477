import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const everyone = (status: number) => ({ anonymous: status, user: status, admin: status });

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.currentUser, {}, { anonymous: 401, user: 200, admin: 200 }),
  ruleFor(endpoints.logout, {}, { ownSession: true, ...everyone(204) }),
  // Signing in replaces the session the request came with: use a throwaway session.
  ruleFor(
    endpoints.login,
    {},
    {
      body: { email: "{userEmail}", password: "{userPassword}" },
      ownSession: true,
      ...everyone(200),
    },
  ),
  ruleFor(
    endpoints.register,
    {},
    {
      body: {
        email: "new-{random}@example.com",
        password: "a long enough password",
        confirmPassword: "a long enough password",
        firstName: "New",
        lastName: "Person",
      },
      ownSession: true,
      ...everyone(201),
    },
  ),
  // Without a pending password step (a user with two-factor on), the code step is 401.
  ruleFor(endpoints.loginMfa, {}, { body: { code: "123456" }, ...everyone(401) }),
  ruleFor(endpoints.providers, {}, everyone(200)),
  // A token nobody was sent: 400 for everyone (the token, not a session, is the key).
  ruleFor(endpoints.verifyEmail, {}, { body: { token: "not-a-token-{random}" }, ...everyone(400) }),
  ruleFor(endpoints.resendVerification, {}, { anonymous: 401, user: 202, admin: 202 }),
  // External sign-in is not configured in this table's app: the flow's routes answer 404.
  ruleFor(endpoints.oidcStart, {}, everyone(404)),
  ruleFor(endpoints.oidcCallback, {}, everyone(404)),
];
