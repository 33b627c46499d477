/**
 * Viewer access to a link: a viewer asks for a one-time code, proves
 * the address with it, and leaves. Open to anyone holding the token: it is how a viewer gets in.
 */

import type { FastifyInstance, FastifyRequest } from "fastify";
import { apiErrorSchema } from "#common/api-error.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import {
  accessRequestSchema,
  accessSentSchema,
  accessVerifySchema,
  viewerSchema,
  WORKSPACE_MESSAGES,
} from "#common/viewer-access.ts";
import { route } from "../../lib/endpoint-route.ts";
import { issueCode, verifyCode } from "./access-codes.ts";
import { type CustomerDeps, privateResponse } from "./guard.ts";
import { notifyVerificationLocked, sendCode, type WorkspaceMail } from "./notify.ts";
import { noContent } from "./route-params.ts";
import { openLink } from "./service.ts";
import { endViewerSession, startViewerSession, viewerOf } from "./viewer.ts";

/** Per link and client: a person retyping an address or a code stays far below. */
const perClient = (max: number) => ({
  max,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    `shared-access:${(request.params as { token?: string }).token ?? ""}:${request.ip}`,
});

export async function viewerAccessRoutes(
  app: FastifyInstance,
  deps: CustomerDeps,
  mail: WorkspaceMail,
) {
  const { db, config } = deps;

  // Verification is how a viewer gets in, so it is open to anyone holding the token.
  route(
    app,
    customerEndpoints.requestAccess,
    {
      schema: {
        summary: "Ask for a one-time code to view a link that needs an e-mail address",
        body: accessRequestSchema,
        response: {
          202: accessSentSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: perClient(10) },
    },
    async (request, reply) => {
      privateResponse(reply);
      const link = await openLink(db, request.params.token, new Date());
      const { email, code } = await issueCode(db, link, request.body.email, new Date());
      await sendCode(mail, link, email, code);
      return reply.status(202).send({ message: WORKSPACE_MESSAGES.codeSent });
    },
  );

  route(
    app,
    customerEndpoints.verifyAccess,
    {
      schema: {
        summary: "Prove your e-mail address with the one-time code",
        body: accessVerifySchema,
        response: {
          200: viewerSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: { rateLimit: perClient(20) },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const link = await openLink(db, request.params.token, now);
      const email = await verifyCode(
        db,
        link,
        request.body.email,
        request.body.code,
        now,
        (until) => notifyVerificationLocked(mail, link, until),
      );
      // An agreement this browser accepted under the same address carries over.
      const before = await viewerOf(db, request, link, now);
      await startViewerSession(db, request, reply, config, link, email, now, {
        verified: true,
        agreementSha256: before?.email === email ? before.agreementSha256 : null,
      });
      return { email };
    },
  );

  /** Leaves the link: ends this browser's viewer session. */
  route(
    app,
    customerEndpoints.leave,
    {
      schema: {
        summary: "Leave a link: end this browser's viewer session",
        response: { ...noContent, 404: apiErrorSchema },
      },
      config: { rateLimit: perClient(20) },
    },
    async (request, reply) => {
      privateResponse(reply);
      const link = await openLink(db, request.params.token, new Date());
      await endViewerSession(db, request, reply, config, link);
      return reply.status(204).send(null);
    },
  );
}
