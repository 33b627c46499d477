import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { interviewRequestSchema, interviewStatusBodySchema } from "#common/workspace.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/http-error.ts";
import { requireAdmin } from "../auth/session.ts";
import {
  INTERVIEW_REQUEST_NOT_FOUND,
  listInterviewRequests,
  setInterviewRequestStatus,
} from "./service.ts";

const idParams = z.object({ id: z.string() });

/** The admin's list of interview requests across links (product-extensions §1). */
export async function interviewRequestRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    "/api/admin/interview-requests",
    { onRequest: requireAdmin, schema: { response: { 200: z.array(interviewRequestSchema) } } },
    async () => listInterviewRequests(db),
  );

  r.patch(
    "/api/admin/interview-requests/:id",
    {
      onRequest: requireAdmin,
      schema: {
        params: idParams,
        body: interviewStatusBodySchema,
        response: { 200: interviewRequestSchema },
      },
    },
    async (request) => {
      // A malformed id names no request: 404 like an unknown one.
      if (!z.uuid().safeParse(request.params.id).success) {
        throw notFound(INTERVIEW_REQUEST_NOT_FOUND);
      }
      return setInterviewRequestStatus(db, request.params.id, request.body.status);
    },
  );
}
