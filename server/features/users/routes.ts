import type { FastifyInstance, FastifyRequest } from "fastify";
import * as z from "zod";
import type { AuditAction } from "#common/audit.ts";
import {
  adminStatsSchema,
  adminUserSchema,
  changePasswordSchema,
  createUserSchema,
  privilegesSchema,
  updateUserSchema,
} from "#common/auth.ts";
import { userEndpoints } from "#common/endpoints/users.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import type { SessionStore } from "../auth/session-store.ts";
import {
  approveUser,
  changePassword,
  createUser,
  deleteUser,
  listUsers,
  setPrivileges,
  USER_NOT_FOUND,
  updateUser,
  userStats,
} from "./service.ts";

/** A malformed id names no user: 404, like an unknown one. */
const isUuid = (value: string) => z.uuid().safeParse(value).success;

function userId(params: { userId: string }): string {
  if (!isUuid(params.userId)) throw notFound(USER_NOT_FOUND);
  return params.userId;
}

/**
 * /api/admin/users and /api/admin/stats: every call needs an admin. The guard
 * runs on request, before the body is parsed, so a visitor learns nothing about the schema.
 */
export async function userRoutes(app: FastifyInstance, opts: { db: Db; sessions: SessionStore }) {
  const { db, sessions } = opts;

  const audit = (
    request: FastifyRequest,
    action: AuditAction,
    targetId: string,
    details?: Record<string, unknown>,
  ) => recordAudit(db, request, { action, targetType: "user", targetId, details });
  const noContent = { 204: z.null().describe("Done") };

  route(
    app,
    userEndpoints.list,
    {
      onRequest: requireAdmin,
      schema: { summary: "List user accounts", response: { 200: z.array(adminUserSchema) } },
    },
    async () => listUsers(db),
  );

  route(
    app,
    userEndpoints.stats,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Count user accounts: all, admins, others",
        response: { 200: adminStatsSchema },
      },
    },
    async () => userStats(db),
  );

  route(
    app,
    userEndpoints.create,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Create a user account",
        body: createUserSchema,
        response: { 201: adminUserSchema },
      },
    },
    async (request, reply) => {
      const user = await createUser(db, request.body);
      await audit(request, "user.create", user.id, { email: user.email, isAdmin: user.isAdmin });
      return reply.status(201).send(user);
    },
  );

  route(
    app,
    userEndpoints.update,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Change a user's name, e-mail address or role",
        body: updateUserSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const user = await updateUser(db, userId(request.params), request.body);
      await audit(request, "user.update", user.id, { email: user.email, isAdmin: user.isAdmin });
      return user;
    },
  );

  // POOL_ACCESS=approved: the users tab's Approve action.
  route(
    app,
    userEndpoints.approve,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Approve an account to read the talent pool",
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const user = await approveUser(db, userId(request.params));
      await audit(request, "user.approve", user.id, { email: user.email });
      return user;
    },
  );

  route(
    app,
    userEndpoints.setPrivileges,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Make a user an admin, or not",
        body: privilegesSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const user = await setPrivileges(db, userId(request.params), request.body.isAdmin);
      await audit(request, "user.role", user.id, { isAdmin: user.isAdmin });
      return user;
    },
  );

  route(
    app,
    userEndpoints.setPassword,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Set a user's password",
        body: changePasswordSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const id = userId(request.params);
      await changePassword(db, sessions, request.user!, id, request.body);
      await audit(request, "user.password", id);
      return reply.status(204).send(null);
    },
  );

  route(
    app,
    userEndpoints.remove,
    {
      onRequest: requireAdmin,
      schema: { summary: "Delete a user account", response: noContent },
    },
    async (request, reply) => {
      const id = userId(request.params);
      await deleteUser(db, request.user!, id);
      await audit(request, "user.delete", id);
      return reply.status(204).send(null);
    },
  );
}
