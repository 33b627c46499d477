import type { AccessRule } from "../../access-rules.ts";

export const accessRules: AccessRule[] = [
  { method: "GET", url: "/api/admin/users", anonymous: 401, user: 403, admin: 200 },
  { method: "GET", url: "/api/admin/stats", anonymous: 401, user: 403, admin: 200 },
  {
    method: "POST",
    url: "/api/admin/users",
    body: {
      email: "created-{random}@example.com",
      firstName: "Created",
      lastName: "User",
      password: "a long enough password",
      confirmPassword: "a long enough password",
      isAdmin: false,
    },
    anonymous: 401,
    user: 403,
    admin: 201,
  },
  {
    method: "PUT",
    url: "/api/admin/users/{spareUserId}",
    body: { email: "{spareUserEmail}", firstName: "Spare", lastName: "User", isAdmin: false },
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "POST",
    url: "/api/admin/users/{spareUserId}/approve",
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "PUT",
    url: "/api/admin/users/{spareUserId}/privileges",
    body: { isAdmin: false },
    anonymous: 401,
    user: 403,
    admin: 200,
  },
  {
    method: "PUT",
    url: "/api/admin/users/{spareUserId}/password",
    body: { password: "another long password", confirmPassword: "another long password" },
    anonymous: 401,
    user: 403,
    admin: 204,
  },
  {
    method: "DELETE",
    url: "/api/admin/users/{deletableUserId}",
    anonymous: 401,
    user: 403,
    admin: 204,
  },
];
