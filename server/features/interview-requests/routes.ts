import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { interviewRequestEndpoints } from "#common/endpoints/interview-requests.ts";
import { interviewRequestSchema, interviewStatusBodySchema } from "#common/interview-request.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { notFound } from "../../lib/http-error.ts";
import { requireAdmin } from "../auth/session.ts";
import { organizerOf } from "./invitation.ts";
import { interviewCalendar, updateInterviewRequest } from "./scheduling.ts";
import { INTERVIEW_REQUEST_NOT_FOUND, listInterviewRequests } from "./service.ts";

/** A malformed id names no request: 404 like an unknown one. */
function requestId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw notFound(INTERVIEW_REQUEST_NOT_FOUND);
  return id;
}

/**
 * The admin's interview requests across links, scheduling with
 * calendar invitations and their .ics.
 */
export async function interviewRequestRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config },
) {
  const { db, config } = opts;
  const organizer = organizerOf(config.SMTP_FROM ?? `no-reply@${config.SMTP_HOST ?? "localhost"}`);

  route(
    app,
    interviewRequestEndpoints.list,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "List interview requests",
        response: { 200: z.array(interviewRequestSchema) },
      },
    },
    async () => listInterviewRequests(db),
  );

  route(
    app,
    interviewRequestEndpoints.setStatus,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Change an interview request's status",
        body: interviewStatusBodySchema,
        response: { 200: interviewRequestSchema },
      },
    },
    async (request) =>
      updateInterviewRequest(
        { db, jobs: app.jobs, organizer },
        requestId(request.params.id),
        request.body,
        new Date(),
      ),
  );

  route(
    app,
    interviewRequestEndpoints.invitation,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Download an interview's calendar invitation",
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const calendar = await interviewCalendar({ db, organizer }, requestId(request.params.id));
      const method = /^METHOD:(\w+)/m.exec(calendar)?.[1] ?? "REQUEST";
      return reply
        .header("content-type", `text/calendar; charset=utf-8; method=${method}`)
        .header("content-disposition", `attachment; filename="interview-${request.params.id}.ics"`)
        .send(calendar);
    },
  );
}
