/**
 * The talent pool's calls: reads for any signed-in user, writes for admins. Guards run
 * before validation, so a visitor learns nothing from a malformed body but "sign in".
 * File handling lives in files.ts; the recruiter tools in
 * note-routes.ts, duplicate-routes.ts and csv-routes.ts.
 */
import type { FastifyInstance } from "fastify";
import {
  type Candidate,
  candidateInputSchema,
  candidateListSchema,
  candidatePhotoBodySchema,
  candidatePhotoResponseSchema,
  candidateResumeBodySchema,
  candidateResumeResponseSchema,
  candidateSchema,
  candidateSearchSchema,
  candidateStatsSchema,
  candidateUpdateSchema,
  candidateVideoBodySchema,
  candidateVideoResponseSchema,
} from "#common/candidate.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin, requirePoolAccess } from "../auth/session.ts";
import type { CandidateReads } from "./candidate-cache.ts";
import {
  type ContactDetailsConfig,
  hidesContactDetails,
  withoutContactDetails,
} from "./contact-details.ts";
import { csvRoutes } from "./csv-routes.ts";
import { duplicateRoutes } from "./duplicate-routes.ts";
import {
  attachCandidateFile,
  type CandidateFiles,
  createWithFiles,
  updateWithFiles,
} from "./files.ts";
import { noteRoutes } from "./note-routes.ts";
import { recordRoutes } from "./record-route.ts";
import { startResumeText } from "./resume-text.ts";
import { resumeTextRoutes } from "./resume-text-routes.ts";
import { candidateStats } from "./stats.ts";
import { candidateBody, JSON_CONTENT_TYPE, listPage } from "./wire.ts";

export async function candidateRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    storage: ObjectStorage;
    config: ContactDetailsConfig;
    /** A candidate and list pages, from memory when they can (candidate-cache.ts). */
    reads?: CandidateReads;
  },
) {
  const { db, storage, config } = opts;
  const reads: CandidateReads = opts.reads ?? {
    candidate: (id) => candidateBody(db, id),
    page: (search) => listPage(db, search),
  };
  const resumeChanged = await startResumeText(app.jobs, { db, storage, log: app.log });
  const files: CandidateFiles = { db, storage, resumeChanged };

  route(
    app,
    endpoints.list,
    {
      onRequest: requirePoolAccess,
      schema: {
        summary: "Search the talent pool",
        querystring: candidateSearchSchema,
        response: { 200: candidateListSchema },
      },
    },
    async (request, reply) => {
      const { body, total, capped } = await reads.page(request.query, request);
      // X-Total-Count is exact up to the cap; past it the header holds the cap and
      // X-Total-Count-Capped says there are more.
      if (capped) reply.header("x-total-count-capped", "true");
      reply.header("x-total-count", String(total));
      // The kept bytes are everyone's; a page without contact details is made from them.
      if (hidesContactDetails(request, config)) {
        return (JSON.parse(body.toString()) as Candidate[]).map(withoutContactDetails);
      }
      // Already serialized by the response schema's serializer (wire.ts): sent as is.
      return reply.type(JSON_CONTENT_TYPE).send(body as unknown as Candidate[]);
    },
  );

  route(
    app,
    endpoints.stats,
    {
      onRequest: requirePoolAccess,
      schema: {
        summary: "Counts and averages of the talent pool",
        response: { 200: candidateStatsSchema },
      },
    },
    async () => candidateStats(db),
  );

  route(
    app,
    endpoints.get,
    {
      onRequest: requirePoolAccess,
      schema: {
        summary: "Get one candidate",
        response: { 200: candidateSchema },
      },
    },
    async (request, reply) => {
      const body = await reads.candidate(request.params.id, request);
      if (hidesContactDetails(request, config)) {
        return withoutContactDetails(JSON.parse(body.toString()) as Candidate);
      }
      return reply.type(JSON_CONTENT_TYPE).send(body as unknown as Candidate);
    },
  );

  route(
    app,
    endpoints.create,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Add a candidate",
        body: candidateInputSchema,
        response: { 201: candidateSchema },
      },
    },
    async (request, reply) => {
      const candidate = await createWithFiles(files, request.body, request.user?.id ?? null);
      await recordAudit(db, request, {
        action: "candidate.create",
        targetType: "candidate",
        targetId: candidate.id,
      });
      return reply.status(201).send(candidate);
    },
  );

  route(
    app,
    endpoints.update,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Change a candidate",
        body: candidateUpdateSchema,
        response: { 200: candidateSchema },
      },
    },
    async (request) => {
      const candidate = await updateWithFiles(
        files,
        request.params.id,
        request.body,
        request.user?.id ?? null,
      );
      await recordAudit(db, request, {
        action: "candidate.update",
        targetType: "candidate",
        targetId: candidate.id,
        details: { fields: Object.keys(request.body) },
      });
      return candidate;
    },
  );

  route(
    app,
    endpoints.setPhoto,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Attach an uploaded profile photo to a candidate",
        body: candidatePhotoBodySchema,
        response: { 200: candidatePhotoResponseSchema },
      },
    },
    async (request) => {
      const profilePhoto = await attachCandidateFile(
        files,
        request.params.id,
        "photo",
        request.body.profilePhotoURL,
      );
      await recordAudit(db, request, {
        action: "file.upload",
        targetType: "candidate",
        targetId: request.params.id,
        details: { kind: "photo", path: profilePhoto },
      });
      return { profilePhoto };
    },
  );

  route(
    app,
    endpoints.setResume,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Attach an uploaded résumé to a candidate",
        body: candidateResumeBodySchema,
        response: { 200: candidateResumeResponseSchema },
      },
    },
    async (request) => {
      const resumeUrl = await attachCandidateFile(
        files,
        request.params.id,
        "resume",
        request.body.resumeURL,
      );
      await recordAudit(db, request, {
        action: "file.upload",
        targetType: "candidate",
        targetId: request.params.id,
        details: { kind: "resume", path: resumeUrl },
      });
      return { resumeUrl };
    },
  );

  route(
    app,
    endpoints.setVideo,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Attach an uploaded video introduction to a candidate",
        body: candidateVideoBodySchema,
        response: { 200: candidateVideoResponseSchema },
      },
    },
    async (request) => {
      const videoUrl = await attachCandidateFile(
        files,
        request.params.id,
        "video",
        request.body.videoURL,
      );
      await recordAudit(db, request, {
        action: "file.upload",
        targetType: "candidate",
        targetId: request.params.id,
        details: { kind: "video", path: videoUrl },
      });
      return { videoUrl };
    },
  );

  await noteRoutes(app, { db });
  await recordRoutes(app, { db });
  await resumeTextRoutes(app, { db });
  await duplicateRoutes(app, { db });
  await csvRoutes(app, { db });
}
