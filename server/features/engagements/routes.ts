/**
 * Engagements and the 7-day trial, the endpoints of common/endpoints/engagements.ts: admin
 * calls to hire, list, read and change engagements; the customer's decision on the trial
 * with the e-mailed token; the trial job's worker (trial-job.ts). Protocol: README.md beside
 * this file.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as z from "zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { engagementEndpoints as endpoints } from "#common/endpoints/engagements.ts";
import {
  createEngagementSchema,
  decisionResultSchema,
  decisionSchema,
  decisionViewSchema,
  ENGAGEMENT_MESSAGES,
  engagementListQuerySchema,
  engagementSchema,
  updateEngagementSchema,
} from "#common/engagement.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { queueMail } from "../../mail/mailer.ts";
import { requireAdmin } from "../auth/session.ts";
import { privateResponse } from "../customer/guard.ts";
import { decide, replacementRecipients } from "./decision.ts";
import { decisionView } from "./decision-view.ts";
import { announce } from "./events.ts";
import { createEngagement, updateEngagement } from "./hire.ts";
import { getEngagement, listEngagements, namesOf } from "./service.ts";
import { scheduleEngagementChecks, startTrialJobs } from "./trial-job.ts";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Per token: plenty for a person, too few to guess tokens through one. */
const decideRateLimit = {
  max: 60,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    `decide:${request.ip}:${(request.params as { token?: string }).token ?? ""}`,
};

export async function engagementRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  const admin = { onRequest: requireAdmin };
  const trial = { db, jobs: app.jobs, config, log: app.log };
  await startTrialJobs(trial);

  route(
    app,
    endpoints.list,
    {
      ...admin,
      schema: {
        summary: "List engagements",
        querystring: engagementListQuerySchema,
        response: { 200: z.array(engagementSchema), 400: apiErrorSchema },
      },
    },
    async (request) => listEngagements(db, request.query.status),
  );

  route(
    app,
    endpoints.create,
    {
      ...admin,
      schema: {
        summary: "Start an engagement: a developer placed on a job order",
        body: createEngagementSchema,
        response: { 201: engagementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const engagement = await createEngagement(
        db,
        request,
        request.body,
        siteOrigin(request, config),
      );
      await scheduleEngagementChecks(app.jobs, engagement);
      return reply.status(201).send(engagement);
    },
  );

  route(
    app,
    endpoints.get,
    {
      ...admin,
      schema: {
        summary: "Get one engagement",
        response: { 200: engagementSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getEngagement(db, request.params.id),
  );

  route(
    app,
    endpoints.update,
    {
      ...admin,
      schema: {
        summary: "Change an engagement: status, end reason, hours or rate",
        body: updateEngagementSchema,
        response: { 200: engagementSchema, ...errors },
      },
    },
    async (request) => {
      const { engagement, statusChanged } = await updateEngagement(
        db,
        request,
        request.params.id,
        request.body,
      );
      if (statusChanged) await scheduleEngagementChecks(app.jobs, engagement);
      return engagement;
    },
  );

  route(
    app,
    endpoints.decisionView,
    {
      config: { rateLimit: decideRateLimit },
      schema: {
        summary: "What the customer is asked to decide about a trial",
        response: { 200: decisionViewSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      privateResponse(reply);
      return decisionView(db, request.params.token);
    },
  );

  route(
    app,
    endpoints.decide,
    {
      config: { rateLimit: decideRateLimit },
      schema: {
        summary: "Decide after a trial: continue, or ask for a replacement",
        body: decisionSchema,
        response: { 200: decisionResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      privateResponse(reply);
      const row = await decide(db, request, request.params.token, request.body);
      await announce(trial, "engagement.decided", {
        engagementId: row.id,
        jobOrderId: row.jobOrderId,
        candidateId: row.candidateId,
      });
      if (row.decision === "replace") {
        const names = await namesOf(db, row);
        const to = await replacementRecipients(db, row);
        if (to.length > 0) {
          await queueMail(app.jobs, {
            to,
            subject: `Free replacement asked for: ${names.candidateName} (${names.jobOrderTitle})`,
            text: [
              `${row.customerName} <${row.customerEmail}> asked for a free replacement of ${names.candidateName} as ${names.jobOrderTitle}.`,
              `Rating: ${row.rating ?? "none"}`,
              `Comment: ${row.comment ?? "none"}`,
              "",
              "The job order is open again; the candidate is back in the pool.",
              `${siteOrigin(request, config)}/admin/engagements/${row.id}`,
            ].join("\n"),
          });
        }
      }
      const replaced = row.decision === "replace";
      return {
        decision: replaced ? ("replace" as const) : ("continue" as const),
        status: replaced ? ("replaced" as const) : ("active" as const),
        message: replaced
          ? ENGAGEMENT_MESSAGES.replacementRequested
          : ENGAGEMENT_MESSAGES.continued,
      };
    },
  );
}
