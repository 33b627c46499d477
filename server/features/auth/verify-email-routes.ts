import type { FastifyInstance } from "fastify";
import * as z from "zod";
import {
  currentUserSchema,
  VERIFY_EMAIL_ALREADY,
  VERIFY_EMAIL_SENT,
  verifyEmailSchema,
} from "#common/auth.ts";
import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { recordAudit } from "../audit/service.ts";
import { confirmEmail, needsConfirmation, queueVerificationEmail } from "./email-verification.ts";
import { requireUser } from "./session.ts";

/** The links are 256-bit random tokens: the limits only keep a client from hammering. */
const confirmPerClient = { max: 30, timeWindow: "1 minute" };
const resendPerClient = { max: 10, timeWindow: "1 hour" };

/**
 * Confirming a self-registered address, and sending its link again. Confirming
 * needs no session: the token is the proof, and the link may be opened on another device.
 */
export async function verifyEmailRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;

  route(
    app,
    endpoints.verifyEmail,
    {
      schema: {
        summary: "Confirm an e-mail address with the e-mailed token",
        body: verifyEmailSchema,
        response: { 200: currentUserSchema },
      },
      config: { rateLimit: confirmPerClient },
    },
    async (request) => {
      const user = await confirmEmail(db, request.body.token);
      await recordAudit(db, request, {
        action: "user.verify_email",
        actor: { id: user.id, email: user.email },
        targetType: "user",
        targetId: user.id,
      });
      return user;
    },
  );

  route(
    app,
    endpoints.resendVerification,
    {
      onRequest: requireUser,
      schema: {
        summary: "Send the signed-in user's confirmation e-mail again",
        response: { 202: z.object({ message: z.string() }) },
      },
      config: { rateLimit: resendPerClient },
    },
    async (request, reply) => {
      const user = request.user!;
      const pending = await needsConfirmation(db, user.id);
      if (pending) await queueVerificationEmail(app.jobs, user.id, siteOrigin(request, config));
      return reply
        .status(202)
        .send({ message: pending ? VERIFY_EMAIL_SENT : VERIFY_EMAIL_ALREADY });
    },
  );
}
