import type { FastifyInstance } from "fastify";
import * as z from "zod";
import {
  accountPasswordSchema,
  accountSessionListSchema,
  mfaDisableSchema,
  mfaSetupSchema,
  mfaStatusSchema,
  recoveryCodesSchema,
  sessionParamsSchema,
} from "#common/account.ts";
import { mfaCodeSchema } from "#common/auth.ts";
import { accountEndpoints } from "#common/endpoints/account.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { recordAudit } from "../audit/service.ts";
import { disableMfa, enableMfa, mfaStatus, setupMfa } from "../auth/mfa.ts";
import { requireUser, signedInRecently } from "../auth/session.ts";
import type { SessionStore } from "../auth/session-store.ts";
import { changeOwnPassword, listOwnSessions, revokeOwnSession } from "./service.ts";

const noContent = { 204: z.null().describe("Done") };
/** Password and code checks, per client: enough for typos, not for guessing. */
const checksPerClient = { max: 10, timeWindow: "15 minutes" };

/** The endpoints of common/endpoints/account.ts: the signed-in user's own account. */
export async function accountRoutes(
  app: FastifyInstance,
  opts: { db: Db; sessions: SessionStore; config: Config },
) {
  const { db, sessions, config } = opts;
  const issuer = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : "Acme Talent";

  app.addHook("onRequest", requireUser);

  route(
    app,
    accountEndpoints.changePassword,
    {
      schema: {
        summary: "Change your own password",
        body: accountPasswordSchema,
        response: noContent,
      },
      config: { rateLimit: checksPerClient },
    },
    async (request, reply) => {
      const user = request.user!;
      await changeOwnPassword(db, sessions, user, request.body);
      await recordAudit(db, request, {
        action: "user.password",
        targetType: "user",
        targetId: user.id,
        details: { self: true },
      });
      return reply.status(204).send(null);
    },
  );

  route(
    app,
    accountEndpoints.sessions,
    {
      schema: {
        summary: "List your own signed-in sessions",
        response: { 200: accountSessionListSchema },
      },
    },
    async (request) => listOwnSessions(sessions, request.user!),
  );

  route(
    app,
    accountEndpoints.revokeSession,
    {
      schema: {
        summary: "Sign out one of your own other sessions",
        // Stricter than a string: an id is at most 100 characters.
        params: sessionParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await revokeOwnSession(sessions, request.user!, request.params.id);
      await recordAudit(db, request, {
        action: "session.revoke",
        targetType: "session",
        targetId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  route(
    app,
    accountEndpoints.mfaStatus,
    {
      schema: {
        summary: "Whether your two-factor sign-in is on, and must be",
        response: { 200: mfaStatusSchema },
      },
    },
    async (request) =>
      mfaStatus(db, request.user!.id, request.user!.isAdmin && config.ADMIN_MFA === "required"),
  );

  route(
    app,
    accountEndpoints.mfaSetup,
    {
      schema: {
        summary: "Start turning on two-factor sign-in: a new secret to scan",
        response: { 200: mfaSetupSchema },
      },
    },
    async (request) => setupMfa(db, request.user!, issuer),
  );

  route(
    app,
    accountEndpoints.mfaEnable,
    {
      schema: {
        summary: "Turn on two-factor sign-in with a code from the new secret",
        body: mfaCodeSchema,
        response: { 200: recoveryCodesSchema },
      },
      config: { rateLimit: checksPerClient },
    },
    async (request) => {
      const recoveryCodes = await enableMfa(db, request.user!.id, request.body.code);
      await recordAudit(db, request, {
        action: "mfa.enable",
        targetType: "user",
        targetId: request.user!.id,
      });
      return { recoveryCodes };
    },
  );

  route(
    app,
    accountEndpoints.mfaDisable,
    {
      schema: {
        summary: "Turn off two-factor sign-in",
        body: mfaDisableSchema,
        response: noContent,
      },
      config: { rateLimit: checksPerClient },
    },
    async (request, reply) => {
      await disableMfa(db, request.user!.id, request.body, signedInRecently(request.user!));
      await recordAudit(db, request, {
        action: "mfa.disable",
        targetType: "user",
        targetId: request.user!.id,
      });
      return reply.status(204).send(null);
    },
  );
}
