import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  changePasswordSchema,
  createUserSchema,
  privilegesSchema,
  updateUserSchema,
} from "../../../common/auth.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/http-error.ts";
import { requireAdmin, type SessionStore } from "../auth/session.ts";
import {
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
const userParams = z.object({ userId: z.string() });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

function userId(params: { userId: string }): string {
  if (!isUuid(params.userId)) throw notFound(USER_NOT_FOUND);
  return params.userId;
}

/**
 * /api/admin/users and /api/admin/stats (spec §7): every call needs an admin. The guard
 * runs on request, before the body is parsed, so a visitor learns nothing about the schema.
 */
export async function userRoutes(app: FastifyInstance, opts: { db: Db; sessions: SessionStore }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, sessions } = opts;

  r.get("/api/admin/users", { onRequest: requireAdmin }, async () => listUsers(db));

  r.get("/api/admin/stats", { onRequest: requireAdmin }, async () => userStats(db));

  r.post(
    "/api/admin/users",
    { onRequest: requireAdmin, schema: { body: createUserSchema } },
    async (request, reply) => reply.status(201).send(await createUser(db, request.body)),
  );

  r.put(
    "/api/admin/users/:userId",
    { onRequest: requireAdmin, schema: { params: userParams, body: updateUserSchema } },
    async (request) => updateUser(db, userId(request.params), request.body),
  );

  r.put(
    "/api/admin/users/:userId/privileges",
    { onRequest: requireAdmin, schema: { params: userParams, body: privilegesSchema } },
    async (request) => setPrivileges(db, userId(request.params), request.body.isAdmin),
  );

  r.put(
    "/api/admin/users/:userId/password",
    { onRequest: requireAdmin, schema: { params: userParams, body: changePasswordSchema } },
    async (request, reply) => {
      await changePassword(db, sessions, request.user!, userId(request.params), request.body);
      return reply.status(204).send();
    },
  );

  r.delete(
    "/api/admin/users/:userId",
    { onRequest: requireAdmin, schema: { params: userParams } },
    async (request, reply) => {
      await deleteUser(db, request.user!, userId(request.params));
      return reply.status(204).send();
    },
  );
}
