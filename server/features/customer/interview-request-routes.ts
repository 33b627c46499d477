/**
 * A customer's interview requests on a link: asking for one,
 * and reading the link's requests, so that a colleague on the same link sees what was asked.
 */

import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import {
  interviewRequestBodySchema,
  interviewRequestSchema,
  sharedInterviewRequestSchema,
} from "#common/interview-request.ts";
import { WORKSPACE_MESSAGES } from "#common/viewer-access.ts";
import { route } from "../../lib/endpoint-route.ts";
import { badRequest } from "../../lib/http-error.ts";
import {
  createInterviewRequest,
  listSharedInterviewRequests,
} from "../interview-requests/service.ts";
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
import { candidateInLink, jobOrderTitleOf } from "./service.ts";

export async function interviewRequestRoutes(
  app: FastifyInstance,
  deps: CustomerDeps,
  mail: WorkspaceMail,
) {
  const { db } = deps;

  route(
    app,
    customerEndpoints.interviewRequests,
    {
      schema: {
        summary: "List the interviews asked for on a link, so colleagues see them",
        response: { 200: z.array(sharedInterviewRequestSchema), ...customerErrors },
      },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const { link } = await customerOf(deps, request, reply, request.params.token, new Date());
      return listSharedInterviewRequests(db, link.id);
    },
  );

  route(
    app,
    customerEndpoints.requestInterview,
    {
      schema: {
        summary: "Ask for an interview with a developer on a link",
        body: interviewRequestBodySchema,
        response: { 201: interviewRequestSchema, 400: apiErrorSchema, ...customerErrors },
      },
      config: { rateLimit: { ...sharedRateLimit, max: 30 } },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      const candidate = await candidateInLink(db, link, request.body.developerId);
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
        developerName: candidate.fullName,
        jobOrderTitle: await jobOrderTitleOf(db, link),
        contactEmail: created.contactEmail,
        slots: created.slots,
        timezone: created.timezone,
        message: created.message,
      });
      await recordCustomerAction(db, request, {
        linkId: link.id,
        candidateId: candidate.id,
        viewerEmail: who.viewer?.email ?? null,
        action: "interview-request",
      });
      await emitWebhookEvent(mail, "interview.requested", {
        linkId: link.id,
        candidateId: candidate.id,
        interviewRequestId: created.id,
      });
      return reply.status(201).send(created);
    },
  );
}
