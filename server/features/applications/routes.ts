/**
 * Applications: the public application from /apply
 * (multipart with a résumé, or JSON without one), and the admins' vetting calls: the list
 * (by status and text), one application, a change to one, and the same change to many.
 */
import type { FastifyInstance } from "fastify";
import {
  applicationBulkResultSchema,
  applicationBulkSchema,
  applicationCreatedSchema,
  applicationDetailSchema,
  applicationInputSchema,
  applicationListQuerySchema,
  applicationListSchema,
  applicationPatchSchema,
} from "#common/application.ts";
import { MIB, RESUME_MAX_BYTES } from "#common/constants.ts";
import { applicationEndpoints as endpoints } from "#common/endpoints/applications.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { requireAdmin } from "../auth/session.ts";
import { RESUME_TEXT_JOB } from "../candidates/resume-text.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import { acceptMultipart, createApplyPages, resumeOf, wantsPage } from "./form-post.ts";
import { createApplicationCeilings, perAddressAndClient } from "./limits.ts";
import { queueAcknowledgement } from "./mail.ts";
import { checkResume, storeResume } from "./resume-file.ts";
import { reviewApplication } from "./review.ts";
import { createApplication, getApplication, listApplications } from "./service.ts";

export async function applicationRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: ObjectStorage; config: Config },
) {
  const { db, storage, config } = opts;
  acceptMultipart(app);
  const pages = createApplyPages(config);
  const checkCeilings = createApplicationCeilings(app, db, config);
  const review = { app, db, config };

  route(
    app,
    endpoints.apply,
    {
      // The résumé (10 MB) and the text fields; a larger file is still read, then refused.
      bodyLimit: RESUME_MAX_BYTES + MIB,
      schema: {
        summary: "Apply as a developer",
        body: applicationInputSchema,
        response: { 201: applicationCreatedSchema },
      },
      onRequest: checkCeilings,
      config: { rateLimit: perAddressAndClient },
      errorHandler: pages.errorHandler,
    },
    async (request, reply) => {
      const file = resumeOf(request);
      // Checked from its bytes before anything is stored (413 / 415).
      if (file) await checkResume(file);
      const resumeUrl = file
        ? await storeResume(db, storage, file, siteOrigin(request, config))
        : null;
      const application = await createApplication(db, request.body, resumeUrl);
      // Its text, for the suggestions the review offers, read like a candidate's.
      if (resumeUrl) await app.jobs.send(RESUME_TEXT_JOB, { applicationId: application.id });
      await queueAcknowledgement(app.jobs, application);
      await emitWebhookEvent({ db, jobs: app.jobs, log: app.log }, "application.received", {
        applicationId: application.id,
      });
      if (wantsPage(request)) return pages.sent(reply);
      // The same answer whether the address is new or known: nothing is revealed.
      return reply.status(201).send({ id: application.id });
    },
  );

  route(
    app,
    endpoints.list,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "List developers' applications",
        querystring: applicationListQuerySchema,
        response: { 200: applicationListSchema },
      },
    },
    async (request) => listApplications(db, request.query),
  );

  route(
    app,
    endpoints.get,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Get one application",
        response: { 200: applicationDetailSchema },
      },
    },
    async (request) => getApplication(db, request.params.id),
  );

  route(
    app,
    endpoints.review,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Move an application on: status, note and scorecard",
        body: applicationPatchSchema,
        response: { 200: applicationDetailSchema },
      },
    },
    async (request) => reviewApplication(review, request, request.params.id, request.body),
  );

  route(
    app,
    endpoints.bulk,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Move several applications to one status",
        body: applicationBulkSchema,
        response: { 200: applicationBulkResultSchema },
      },
    },
    async (request) => {
      const { ids, status, note } = request.body;
      let updated = 0;
      // One by one, in the order chosen: each as if its PATCH were sent alone.
      for (const id of new Set(ids)) {
        try {
          await reviewApplication(review, request, id, { status, ...(note ? { note } : {}) });
          updated++;
        } catch (error) {
          // Erased since the list was read: nothing to change, and not counted.
          if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        }
      }
      return { updated };
    },
  );
}
