/**
 * GET /api/candidates/{id}/resume-text (admins): whether the background job has read the
 * candidate's résumé, and if it could not, why, in words. Only admins act on it (upload
 * another file); the text itself is never sent.
 */
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { type CandidateResumeText, candidateResumeTextSchema } from "#common/candidate.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import { type ResumeTextFailure, resumeTextFailureMessage } from "#common/resume-text-values.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema.ts";
import { route } from "../../lib/endpoint-route.ts";
import { notFound } from "../../lib/http-error.ts";
import { requireAdmin } from "../auth/session.ts";

const NOT_FOUND = "Developer not found";

export async function resumeTextState(db: Db, id: string): Promise<CandidateResumeText> {
  // Any other id is no candidate's (and not a value the uuid column would accept).
  if (!z.uuid().safeParse(id).success) throw notFound(NOT_FOUND);
  const [row] = await db
    .select({
      resumeUrl: candidates.resumeUrl,
      // Whether there is text, not the text: it may be 100,000 characters.
      read: sql<boolean>`${candidates.resumeText} IS NOT NULL`,
      failure: candidates.resumeTextFailure,
    })
    .from(candidates)
    .where(eq(candidates.id, id));
  if (!row) throw notFound(NOT_FOUND);
  const failure = row.failure as ResumeTextFailure | null;
  if (!row.resumeUrl) return { state: "none", failure: null, message: null };
  if (failure) return { state: "failed", failure, message: resumeTextFailureMessage(failure) };
  return { state: row.read ? "read" : "pending", failure: null, message: null };
}

export async function resumeTextRoutes(app: FastifyInstance, opts: { db: Db }) {
  route(
    app,
    endpoints.resumeText,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "A candidate's résumé text, or why it could not be read",
        response: { 200: candidateResumeTextSchema },
      },
    },
    async (request) => resumeTextState(opts.db, request.params.id),
  );
}
