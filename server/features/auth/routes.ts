import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { loginSchema, registerSchema } from "../../../common/auth.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { HttpError } from "../../lib/http-error.ts";
import { createAttemptLimits, loginPerClient, registerPerClient } from "./attempt-limits.ts";
import { authenticate, registerUser } from "./service.ts";
import type { SessionStore } from "./session.ts";
import { startSession } from "./sign-in.ts";

/** POST /api/auth/login and /api/auth/register (spec §7, spec-decisions). */
export async function authRoutes(
  app: FastifyInstance,
  opts: { db: Db; sessions: SessionStore; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = createAttemptLimits(app);
  const secure = opts.config.isProduction;

  r.post(
    "/api/auth/login",
    { schema: { body: loginSchema }, config: { rateLimit: loginPerClient } },
    async (request, reply) => {
      await limits.assertLoginAllowed(request);
      try {
        const user = await authenticate(opts.db, request.body);
        await startSession(request, reply, opts.sessions, user.id, secure);
        return user;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          await limits.recordFailedLogin(request);
        }
        throw error;
      }
    },
  );

  r.post(
    "/api/auth/register",
    { schema: { body: registerSchema }, config: { rateLimit: registerPerClient } },
    async (request, reply) => {
      await limits.assertRegistrationAllowed(request);
      const user = await registerUser(opts.db, request.body);
      await startSession(request, reply, opts.sessions, user.id, secure);
      return reply.status(201).send(user);
    },
  );
}
