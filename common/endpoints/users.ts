/** The admins' user accounts: list, counts, create, change, approve, role, password, delete. */

import type {
  AdminStats,
  AdminUser,
  ChangePasswordInput,
  CreateUserInput,
  privilegesSchema,
  UpdateUserInput,
} from "../auth.ts";
import { endpoint, types } from "../endpoint.ts";
import type { z } from "../zod.ts";

export type PrivilegesBody = z.input<typeof privilegesSchema>;

export const userEndpoints = {
  list: endpoint("GET", "/api/admin/users", types<{ response: AdminUser[] }>()),
  stats: endpoint("GET", "/api/admin/stats", types<{ response: AdminStats }>()),
  create: endpoint(
    "POST",
    "/api/admin/users",
    types<{ body: CreateUserInput; response: AdminUser }>(),
  ),
  update: endpoint(
    "PUT",
    "/api/admin/users/{userId}",
    types<{ body: UpdateUserInput; response: AdminUser }>(),
  ),
  approve: endpoint("POST", "/api/admin/users/{userId}/approve", types<{ response: AdminUser }>()),
  setPrivileges: endpoint(
    "PUT",
    "/api/admin/users/{userId}/privileges",
    types<{ body: PrivilegesBody; response: AdminUser }>(),
  ),
  setPassword: endpoint(
    "PUT",
    "/api/admin/users/{userId}/password",
    types<{ body: ChangePasswordInput; response: null }>(),
  ),
  remove: endpoint("DELETE", "/api/admin/users/{userId}", types<{ response: null }>()),
};
