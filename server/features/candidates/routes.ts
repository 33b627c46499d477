/**
 * Candidate calls of spec §7: reads for any signed-in user, writes for admins. Guards run
 * before validation, so a visitor learns nothing from a malformed body but "sign in".
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import {
  candidateInputSchema,
  candidateSearchSchema,
  candidateUpdateSchema,
} from "../../../common/candidate.ts";
import type { Db } from "../../db/client.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { requireAdmin, requireUser } from "../auth/session.ts";
import { attachUpload, type FileKind, fieldFor, releaseFile } from "../objects/service.ts";
import {
  candidateStats,
  createCandidate,
  type FileResolver,
  getCandidate,
  searchCandidates,
  setCandidateFile,
  updateCandidate,
} from "./service.ts";

const idParams = z.object({ id: z.string() });
const photoBody = z.object({ profilePhotoURL: z.string().min(1).max(4096) });
const resumeBody = z.object({ resumeURL: z.string().min(1).max(4096) });

export async function candidateRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: ObjectStorage },
) {
  const { db, storage } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Attaches the files a create or update names, remembering them so that a save that
   * fails afterwards (e.g. 409) releases them again for the cleanup.
   */
  const filesFor = () => {
    const attached: string[] = [];
    const resolveFile: FileResolver = async (value, kind) => {
      const path = await attachUpload(db, storage, value, kind);
      if (path !== value) attached.push(path);
      return path;
    };
    const release = async () => {
      for (const path of attached) await releaseFile(db, path);
    };
    return { resolveFile, release };
  };

  const attachOne = async (id: string, kind: FileKind, value: string) => {
    await getCandidate(db, id);
    const path = await attachUpload(db, storage, value, kind);
    const { previous } = await setCandidateFile(db, id, fieldFor(kind), path);
    if (previous !== path) await releaseFile(db, previous);
    return path;
  };

  r.get(
    "/api/candidates",
    { preValidation: requireUser, schema: { querystring: candidateSearchSchema } },
    async (request, reply) => {
      const { items, total, capped } = await searchCandidates(db, request.query);
      // X-Total-Count is exact up to the cap; past it the header holds the cap and
      // X-Total-Count-Capped says there are more.
      if (capped) reply.header("x-total-count-capped", "true");
      return reply.header("x-total-count", String(total)).send(items);
    },
  );

  r.get("/api/candidates/stats", { preValidation: requireUser }, async () => candidateStats(db));

  r.get(
    "/api/candidates/:id",
    { preValidation: requireUser, schema: { params: idParams } },
    async (request) => getCandidate(db, request.params.id),
  );

  r.post(
    "/api/candidates",
    { preValidation: requireAdmin, schema: { body: candidateInputSchema } },
    async (request, reply) => {
      const files = filesFor();
      try {
        const created = await createCandidate(
          db,
          request.body,
          files.resolveFile,
          request.user?.id ?? null,
        );
        return reply.status(201).send(created);
      } catch (error) {
        await files.release();
        throw error;
      }
    },
  );

  r.put(
    "/api/candidates/:id",
    { preValidation: requireAdmin, schema: { params: idParams, body: candidateUpdateSchema } },
    async (request) => {
      const files = filesFor();
      const before = await getCandidate(db, request.params.id);
      try {
        const updated = await updateCandidate(
          db,
          request.params.id,
          request.body,
          files.resolveFile,
          request.user?.id ?? null,
        );
        if (before.profilePhoto !== updated.profilePhoto) {
          await releaseFile(db, before.profilePhoto);
        }
        if (before.resumeUrl !== updated.resumeUrl) await releaseFile(db, before.resumeUrl);
        return updated;
      } catch (error) {
        await files.release();
        throw error;
      }
    },
  );

  r.put(
    "/api/candidates/:id/profile-photo",
    { preValidation: requireAdmin, schema: { params: idParams, body: photoBody } },
    async (request) => ({
      profilePhoto: await attachOne(request.params.id, "photo", request.body.profilePhotoURL),
    }),
  );

  r.put(
    "/api/candidates/:id/resume",
    { preValidation: requireAdmin, schema: { params: idParams, body: resumeBody } },
    async (request) => ({
      resumeUrl: await attachOne(request.params.id, "resume", request.body.resumeURL),
    }),
  );
}
