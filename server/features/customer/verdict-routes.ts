/**
 * Viewers' verdicts on the link's candidates (product-extensions §1). Every write answers the
 * shared 404 for an unusable link or a candidate outside it, like the reads.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { verdictBodySchema, verdictSchema } from "#common/verdict.ts";
import { recordCustomerAction } from "../job-orders/pipeline.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import {
  type CustomerDeps,
  customerErrors,
  customerOf,
  privateResponse,
  sharedRateLimit,
} from "./guard.ts";
import { notifyCreator, type WorkspaceMail } from "./notify.ts";
import { developerParams, noContent, tokenParams } from "./route-params.ts";
import { developerInLink } from "./service.ts";
import { deleteVerdict, listVerdicts, putVerdict } from "./verdicts.ts";

export async function verdictRoutes(app: FastifyInstance, deps: CustomerDeps, mail: WorkspaceMail) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    "/api/shared/:token/verdicts",
    {
      schema: {
        summary: "List the verdicts given on a link",
        params: tokenParams,
        response: { 200: z.array(verdictSchema), ...customerErrors },
      },
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
        summary: "Give or change your verdict on a developer",
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
      schema: {
        summary: "Take back your verdict on a developer",
        params: developerParams,
        response: { ...noContent, ...customerErrors },
      },
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
}
