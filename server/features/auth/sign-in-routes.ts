import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { MFA_WRONG_CODE } from "#common/account.ts";
import {
  currentUserSchema,
  loginResponseSchema,
  loginSchema,
  mfaCodeSchema,
  registerSchema,
} from "#common/auth.ts";
import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { route } from "../../lib/endpoint-route.ts";
import { HttpError, unauthorized } from "../../lib/http-error.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { requires } from "../../plugins/openapi.ts";
import { recordAudit } from "../audit/service.ts";
import {
  createAttemptLimits,
  loginPerClient,
  mfaPerClient,
  registerPerClient,
} from "./attempt-limits.ts";
import { queueVerificationEmail } from "./email-verification.ts";
import { consumeMfaCode, hasMfa } from "./mfa.ts";
import {
  assertMfaNotLocked,
  clearPendingMfaCookie,
  endPendingMfa,
  pendingMfaUser,
  recordWrongMfaCode,
  startPendingMfa,
} from "./mfa-login.ts";
import { assertSignupAllowed, authenticate, normalizeEmail, registerUser } from "./service.ts";
import { type SessionStore, toCurrentUser } from "./session-store.ts";
import { startSession } from "./sign-in.ts";

/** The password sign-in, its second step, and the sign-up (common/endpoints/auth.ts). */
export async function signInRoutes(
  app: FastifyInstance,
  opts: { db: Db; sessions: SessionStore; config: Config },
) {
  const { db, sessions, config } = opts;
  const limits = createAttemptLimits(app);

  route(
    app,
    endpoints.login,
    {
      schema: {
        summary: "Sign in with e-mail address and password",
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
      config: { rateLimit: loginPerClient },
    },
    async (request, reply) => {
      await limits.assertLoginAllowed(request);
      const email = normalizeEmail(request.body.email);
      try {
        const user = await authenticate(db, request.body);
        if (await hasMfa(db, user.id)) {
          await startPendingMfa(db, request, reply, config, user.id);
          return { mfaRequired: true as const };
        }
        await startSession(request, reply, sessions, config, user.id);
        await recordAudit(db, request, {
          action: "auth.login",
          actor: { id: user.id, email: user.email },
          targetType: "user",
          targetId: user.id,
          details: { method: "password" },
        });
        return user;
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          const lockedOut = await limits.recordFailedLogin(request);
          const actor = { id: null, email };
          await recordAudit(db, request, { action: "auth.login_failed", actor });
          if (lockedOut) await recordAudit(db, request, { action: "auth.lockout", actor });
        }
        throw error;
      }
    },
  );

  route(
    app,
    endpoints.loginMfa,
    {
      schema: {
        summary: "Finish signing in with a two-factor or recovery code",
        security: requires("pendingSignIn"),
        body: mfaCodeSchema,
        response: { 200: currentUserSchema },
      },
      config: { rateLimit: mfaPerClient },
    },
    async (request, reply) => {
      const pending = await pendingMfaUser(db, request);
      if (!pending) throw unauthorized("Your sign-in has expired. Enter your password again.");
      await assertMfaNotLocked(db, pending.userId);
      const method = await consumeMfaCode(db, pending.userId, request.body.code);
      const [row] = method
        ? await db.select().from(users).where(eq(users.id, pending.userId)).limit(1)
        : [];
      if (!row) {
        await recordWrongMfaCode(db, pending, { request, config, jobs: app.jobs });
        await recordAudit(db, request, {
          action: "auth.login_failed",
          actor: { id: pending.userId, email: null },
          details: { step: "mfa" },
        });
        throw unauthorized(MFA_WRONG_CODE);
      }
      await endPendingMfa(db, pending.sid);
      clearPendingMfaCookie(request, reply, config);
      await startSession(request, reply, sessions, config, row.id);
      await recordAudit(db, request, {
        action: "auth.login",
        actor: { id: row.id, email: row.email },
        targetType: "user",
        targetId: row.id,
        details: { method: "password", mfa: method },
      });
      return toCurrentUser(row);
    },
  );

  route(
    app,
    endpoints.register,
    {
      schema: {
        summary: "Sign up for an account",
        body: registerSchema,
        response: { 201: currentUserSchema },
      },
      config: { rateLimit: registerPerClient },
    },
    async (request, reply) => {
      assertSignupAllowed(config, request.body.email);
      await limits.assertRegistrationAllowed(request);
      const user = await registerUser(db, request.body);
      await queueVerificationEmail(app.jobs, user.id, siteOrigin(request, config));
      await startSession(request, reply, sessions, config, user.id);
      await recordAudit(db, request, {
        action: "user.create",
        actor: { id: user.id, email: user.email },
        targetType: "user",
        targetId: user.id,
        details: { via: "sign-up" },
      });
      return reply.status(201).send(user);
    },
  );
}
