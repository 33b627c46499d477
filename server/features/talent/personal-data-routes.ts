/**
 * Personal data on request: the candidate downloads or erases their own (a candidate
 * session), and an admin exports a candidate's whole record for a request that arrived by
 * e-mail, or erases a candidate or an inquiry. Each is audited (`gdpr.export`,
 * `gdpr.erase`); an erasure also removes the outbox's copies of their e-mails.
 */
import type { FastifyInstance } from "fastify";
import { talentEndpoints } from "#common/endpoints/talent.ts";
import { erasureAcceptedSchema, talentExportSchema } from "#common/talent.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { requires } from "../../plugins/openapi.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { exportCandidate } from "./candidate-export.ts";
import { removeOutboxMail } from "./outbox-erasure.ts";
import { eraseCandidate, eraseInquiry } from "./privacy.ts";
import { candidateOf, endSession, requireCandidate } from "./session.ts";

const accepted = { 202: erasureAcceptedSchema };
const candidateActor = { id: null, email: null };

export async function personalDataRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: ObjectStorage; config: Config },
) {
  const { db, storage, config } = opts;
  const candidateOnly = requireCandidate(db, config);
  // What candidateOnly asks for, for the API description (no row of the table carries it).
  const candidateSession = requires("candidateSession");

  route(
    app,
    talentEndpoints.exportCandidate,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Download all the data kept about a candidate",
        response: { 200: talentExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportCandidate(db, request.params.id);
      await recordAudit(db, request, {
        action: "gdpr.export",
        targetType: "candidate",
        targetId: request.params.id,
        details: { by: "admin" },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="candidate-data-${day}.json"`)
        .send(data);
    },
  );

  route(
    app,
    talentEndpoints.exportMine,
    {
      onRequest: candidateOnly,
      schema: {
        summary: "Download all the data kept about you",
        security: candidateSession,
        response: { 200: talentExportSchema },
      },
    },
    async (request, reply) => {
      const candidateId = candidateOf(request);
      const data = await exportCandidate(db, candidateId);
      await recordAudit(db, request, {
        action: "gdpr.export",
        targetType: "candidate",
        targetId: candidateId,
        details: { by: "candidate" },
        actor: candidateActor,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-disposition", `attachment; filename="my-data-${day}.json"`)
        .send(data);
    },
  );

  route(
    app,
    talentEndpoints.eraseMine,
    {
      onRequest: candidateOnly,
      schema: { summary: "Erase your data", security: candidateSession, response: accepted },
    },
    async (request, reply) => {
      const candidateId = candidateOf(request);
      const result = await eraseCandidate(db, storage, candidateId);
      await removeOutboxMail(config.dataDir, result);
      await endSession(db, request, reply, config);
      await recordAudit(db, request, {
        action: "gdpr.erase",
        targetType: "candidate",
        targetId: result.id,
        details: { by: "candidate", files: result.files },
        actor: candidateActor,
      });
      return reply.status(202).send({ id: result.id, erased: true as const });
    },
  );

  route(
    app,
    talentEndpoints.eraseCandidate,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Erase a candidate's personal data",
        response: accepted,
      },
    },
    async (request, reply) => {
      const result = await eraseCandidate(db, storage, request.params.id);
      await removeOutboxMail(config.dataDir, result);
      await recordAudit(db, request, {
        action: "gdpr.erase",
        targetType: "candidate",
        targetId: result.id,
        details: { by: "admin", files: result.files },
      });
      return reply.status(202).send({ id: result.id, erased: true as const });
    },
  );

  route(
    app,
    talentEndpoints.eraseInquiry,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Erase a contact inquiry's personal data",
        response: accepted,
      },
    },
    async (request, reply) => {
      const result = await eraseInquiry(db, request.params.id);
      await removeOutboxMail(config.dataDir, result);
      await recordAudit(db, request, {
        action: "gdpr.erase",
        targetType: "inquiry",
        targetId: result.id,
        details: { by: "admin" },
      });
      return reply.status(202).send({ id: result.id, erased: true as const });
    },
  );
}
