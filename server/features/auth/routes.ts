/**
 * The auth feature's routes, each group in its own file and its own plugin scope: the
 * current user and sign-out, e-mail confirmation, sign-in and sign-up, external sign-in.
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { currentUserRoutes } from "./current-user-routes.ts";
import { oidcRoutes } from "./oidc-routes.ts";
import type { SessionStore } from "./session-store.ts";
import { signInRoutes } from "./sign-in-routes.ts";
import { verifyEmailRoutes } from "./verify-email-routes.ts";

export async function authRoutes(
  app: FastifyInstance,
  opts: { db: Db; sessions: SessionStore; config: Config },
) {
  await app.register(currentUserRoutes, opts);
  await app.register(verifyEmailRoutes, opts);
  await app.register(signInRoutes, opts);
  await app.register(oidcRoutes, opts);
}
