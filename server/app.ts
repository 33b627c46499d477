/**
 * buildApp(deps) assembles the Fastify instance: cross-cutting plugins first, then the
 * feature routes, then the client pages. Tests call it with a fresh database.
 */
import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { currentUserRoutes } from "./features/auth/current-user-routes.ts";
import { oidcRoutes } from "./features/auth/oidc-routes.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { clearSessionCookie, SESSION_COOKIE, SessionStore } from "./features/auth/session.ts";
import { candidateRoutes } from "./features/candidates/routes.ts";
import { contactRoutes } from "./features/contact/routes.ts";
import { customerRoutes } from "./features/customer/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { linkRoutes } from "./features/links/routes.ts";
import { startUploadCleanup } from "./features/objects/cleanup-job.ts";
import { objectRoutes } from "./features/objects/routes.ts";
import { userRoutes } from "./features/users/routes.ts";
import { tooManyAttemptsMessage } from "./lib/too-many-attempts.ts";
import { clientPagesPlugin } from "./plugins/client-pages.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { securityPlugin } from "./plugins/security.ts";
import { createStorage, type ObjectStorage } from "./storage/index.ts";

export interface AppDeps {
  config: Config;
  database: Database;
}

export type App = FastifyInstance;

declare module "fastify" {
  interface FastifyInstance {
    /** Uploaded files (server/storage): stream them with features/objects/serve.ts. */
    storage: ObjectStorage;
  }
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    // Explicit timeouts: a slow client cannot hold a connection forever.
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(cookie);
  // Routes opt in with `config.rateLimit`; counters live in this process (docs/decisions.md).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: tooManyAttemptsMessage(context.ttl / 1000),
    }),
  });

  // OpenAPI from the routes' zod schemas, browsable at /api/docs.
  await app.register(swagger, {
    openapi: { info: { title: "Talent site API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  const storage = await createStorage(config);
  app.decorate("storage", storage);
  const stopCleanup = startUploadCleanup({ db: database.db, storage, log: app.log });
  app.addHook("onClose", async () => {
    stopCleanup();
    await storage.close();
  });

  const sessions = new SessionStore(database.db, config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    request.user = token ? await sessions.resolve(token) : null;
    // An expired or ended session: drop its cookies so the client stops asking.
    if (token && !request.user) clearSessionCookie(reply, config.isProduction);
  });

  await app.register(healthRoutes, { database });
  await app.register(currentUserRoutes, { sessions, config });
  await app.register(authRoutes, { db: database.db, sessions, config });
  await app.register(oidcRoutes, { db: database.db, sessions, config });
  await app.register(contactRoutes, { db: database.db, config });
  await app.register(candidateRoutes, { db: database.db, storage });
  await app.register(objectRoutes, { db: database.db, storage, config });
  await app.register(linkRoutes, { db: database.db });
  await app.register(userRoutes, { db: database.db, sessions });
  await app.register(customerRoutes, { db: database.db, storage });

  await app.register(clientPagesPlugin, { config });
  return app;
}
