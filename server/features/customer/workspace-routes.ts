/**
 * The customer workspace's calls (product-extensions §1): e-mail verification, verdicts,
 * interview requests and the time-on-profile beacon. Every write answers the shared 404
 * for an unusable link or a developer outside it, like the reads.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  accessRequestSchema,
  accessSentSchema,
  accessVerifySchema,
  apiErrorSchema,
  beaconBodySchema,
  interviewRequestBodySchema,
  interviewRequestSchema,
  verdictBodySchema,
  verdictSchema,
  viewerSchema,
  WORKSPACE_MESSAGES,
} from "#common/workspace.ts";
import { badRequest } from "../../lib/http-error.ts";
import { createInterviewRequest } from "../interview-requests/service.ts";
import { recordCustomerAction } from "../job-orders/pipeline.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import {
  type CustomerDeps,
  customerErrors,
  customerOf,
  privateResponse,
  sharedRateLimit,
} from "./guard.ts";
import { notifyCreator, notifyVerificationLocked, sendCode, type WorkspaceMail } from "./notify.ts";
import { developerInLink, openLink } from "./service.ts";
import { endViewerSession, issueCode, startViewerSession, verifyCode } from "./viewer.ts";
import { addProfileSeconds, deleteVerdict, listVerdicts, putVerdict } from "./workspace.ts";

const tokenParams = z.object({ token: z.string() });
const developerParams = z.object({ token: z.string(), developerId: z.string() });
const noContent = { 204: z.null().describe("No content") };

/** Per link and client: a person retyping an address or a code stays far below. */
const perClient = (max: number) => ({
  max,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    `shared-access:${(request.params as { token?: string }).token ?? ""}:${request.ip}`,
});

export async function workspaceRoutes(
  app: FastifyInstance,
  deps: CustomerDeps,
  mail: WorkspaceMail,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;

  // Verification is how a viewer gets in, so it is open to anyone holding the token.
  r.post(
    "/api/shared/:token/access",
    {
      schema: {
        params: tokenParams,
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

  r.post(
    "/api/shared/:token/access/verify",
    {
      schema: {
        params: tokenParams,
        body: accessVerifySchema,
        response: {
          200: viewerSchema,
          400: apiErrorSchema,
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
      await startViewerSession(db, request, reply, config, link, email, now);
      return { email };
    },
  );

  /** Leaves the link: ends this browser's viewer session. */
  r.delete(
    "/api/shared/:token/access",
    {
      schema: { params: tokenParams, response: { ...noContent, 404: apiErrorSchema } },
      config: { rateLimit: perClient(20) },
    },
    async (request, reply) => {
      privateResponse(reply);
      const link = await openLink(db, request.params.token, new Date());
      await endViewerSession(db, request, reply, config, link);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/api/shared/:token/verdicts",
    {
      schema: { params: tokenParams, response: { 200: z.array(verdictSchema), ...customerErrors } },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const { link } = await customerOf(deps, request, reply, request.params.token, new Date());
      return listVerdicts(db, link);
    },
  );

  r.put(
    "/api/shared/:token/verdicts/:developerId",
    {
      schema: {
        params: developerParams,
        body: verdictBodySchema,
        response: { 200: verdictSchema, 400: apiErrorSchema, ...customerErrors },
      },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      const developer = await developerInLink(db, link, request.params.developerId);
      const saved = await putVerdict(db, link, who, developer.id, request.body, now);
      if (saved.verdict.verdict === "interested" && !saved.wasInterested) {
        await notifyCreator(mail, link, {
          kind: "interested",
          viewerEmail: who.viewer?.email ?? null,
          developerId: developer.id,
          developerName: developer.fullName,
          reason: saved.verdict.reason,
        });
      }
      await recordCustomerAction(db, request, {
        linkId: link.id,
        candidateId: developer.id,
        viewerEmail: who.viewer?.email ?? null,
        action: saved.verdict.verdict,
      });
      await emitWebhookEvent(mail, "verdict.changed", {
        linkId: link.id,
        candidateId: developer.id,
        verdict: saved.verdict.verdict,
      });
      return saved.verdict;
    },
  );

  r.delete(
    "/api/shared/:token/verdicts/:developerId",
    {
      schema: { params: developerParams, response: { ...noContent, ...customerErrors } },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const { link, who } = await customerOf(
        deps,
        request,
        reply,
        request.params.token,
        new Date(),
      );
      const developer = await developerInLink(db, link, request.params.developerId);
      await deleteVerdict(db, link, who, developer.id);
      await emitWebhookEvent(mail, "verdict.changed", {
        linkId: link.id,
        candidateId: developer.id,
        verdict: null,
      });
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/api/shared/:token/interview-requests",
    {
      schema: {
        params: tokenParams,
        body: interviewRequestBodySchema,
        response: { 201: interviewRequestSchema, 400: apiErrorSchema, ...customerErrors },
      },
      config: { rateLimit: { ...sharedRateLimit, max: 30 } },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      const developer = await developerInLink(db, link, request.body.developerId);
      const past = request.body.slots.findIndex((s) => new Date(s).getTime() <= now.getTime());
      if (past >= 0) {
        throw badRequest(WORKSPACE_MESSAGES.slotInPast, {
          [`slots.${past}`]: WORKSPACE_MESSAGES.slotInPast,
        });
      }
      const created = await createInterviewRequest(
        db,
        link.id,
        who.viewer?.email ?? null,
        request.body,
      );
      await notifyCreator(mail, link, {
        kind: "interview-request",
        viewerEmail: created.viewerEmail,
        developerName: developer.fullName,
        contactEmail: created.contactEmail,
        slots: created.slots,
        timezone: created.timezone,
        message: created.message,
      });
      await recordCustomerAction(db, request, {
        linkId: link.id,
        candidateId: developer.id,
        viewerEmail: who.viewer?.email ?? null,
        action: "interview-request",
      });
      await emitWebhookEvent(mail, "interview.requested", {
        linkId: link.id,
        candidateId: developer.id,
        interviewRequestId: created.id,
      });
      return reply.status(201).send(created);
    },
  );

  /**
   * Time on a profile, reported by the customer screens (navigator.sendBeacon when the
   * profile is left or hidden): `{ developerId, seconds }` adds to this visit's profile view.
   */
  r.post(
    "/api/shared/:token/visits/beacon",
    {
      schema: {
        params: tokenParams,
        body: beaconBodySchema,
        response: { ...noContent, 400: apiErrorSchema, ...customerErrors },
      },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      const developer = await developerInLink(db, link, request.body.developerId);
      await addProfileSeconds(db, link, who, developer.id, request.body.seconds, now);
      return reply.status(204).send(null);
    },
  );
}
