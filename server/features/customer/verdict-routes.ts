/**
 * Viewers' verdicts on the link's candidates. Every write answers the
 * shared 404 for an unusable link or a candidate outside it, like the reads.
 */

import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import { verdictBodySchema, verdictSchema } from "#common/verdict.ts";
import { route } from "../../lib/endpoint-route.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import { giveVerdict } from "./give-verdict.ts";
import {
  type CustomerDeps,
  customerErrors,
  customerOf,
  privateResponse,
  sharedRateLimit,
} from "./guard.ts";
import type { WorkspaceMail } from "./notify.ts";
import { noContent } from "./route-params.ts";
import { candidateInLink } from "./service.ts";
import { deleteVerdict, listVerdicts } from "./verdicts.ts";

export async function verdictRoutes(app: FastifyInstance, deps: CustomerDeps, mail: WorkspaceMail) {
  const { db } = deps;

  route(
    app,
    customerEndpoints.verdicts,
    {
      schema: {
        summary: "List the verdicts given on a link",
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

  route(
    app,
    customerEndpoints.putVerdict,
    {
      schema: {
        summary: "Give or change your verdict on a developer",
        body: verdictBodySchema,
        response: { 200: verdictSchema, 400: apiErrorSchema, ...customerErrors },
      },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      return giveVerdict(mail, request, {
        link,
        who,
        candidateId: request.params.developerId,
        body: request.body,
        now,
      });
    },
  );

  route(
    app,
    customerEndpoints.clearVerdict,
    {
      schema: {
        summary: "Take back your verdict on a developer",
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
      const developer = await candidateInLink(db, link, request.params.developerId);
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
