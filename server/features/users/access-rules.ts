import { userEndpoints as endpoints } from "#common/endpoints/users.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const adminsOnly = { anonymous: 401, user: 403 };
const spare = { userId: "{spareUserId}" };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.stats, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(
    endpoints.create,
    {},
    {
      body: {
        email: "created-{random}@example.com",
        firstName: "Created",
        lastName: "User",
        password: "a long enough password",
        confirmPassword: "a long enough password",
        isAdmin: false,
      },
      ...adminsOnly,
      admin: 201,
    },
  ),
  ruleFor(endpoints.update, spare, {
    body: { email: "{spareUserEmail}", firstName: "Spare", lastName: "User", isAdmin: false },
    ...adminsOnly,
    admin: 200,
  }),
  ruleFor(endpoints.approve, spare, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.setPrivileges, spare, {
    body: { isAdmin: false },
    ...adminsOnly,
    admin: 200,
  }),
  ruleFor(endpoints.setPassword, spare, {
    body: { password: "another long password", confirmPassword: "another long password" },
    ...adminsOnly,
    admin: 204,
  }),
  ruleFor(endpoints.remove, { userId: "{deletableUserId}" }, { ...adminsOnly, admin: 204 }),
];
