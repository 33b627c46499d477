import type { FastifyInstance } from "fastify";
import { apiErrorSchema } from "#common/api-error.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import { sharedListingSchema, sharedProfileSchema } from "#common/link.ts";
import { route } from "../../lib/endpoint-route.ts";
import { HttpError } from "../../lib/http-error.ts";
import { fileResponses, serveObject } from "../objects/serve.ts";
import { agreementRoutes } from "./agreement-routes.ts";
import {
  type CustomerDeps,
  customerErrors,
  customerOf,
  privateResponse,
  sharedFilesRateLimit,
  sharedRateLimit,
} from "./guard.ts";
import { interviewRequestRoutes } from "./interview-request-routes.ts";
import { LINK_DIGEST_JOB, sendDigest, type WorkspaceMail } from "./notify.ts";
import { readListing, readProfile } from "./reads.ts";
import { customerPageRoutes } from "./render/routes.ts";
import { roleRequestRoutes } from "./role-request-routes.ts";
import { fileSlug, sharedFile, sharedNotFound } from "./service.ts";
import { verdictRoutes } from "./verdict-routes.ts";
import { viewerAccessRoutes } from "./viewer-access-routes.ts";
import { visitRoutes } from "./visit-routes.ts";
import { sendWatermarkedResume } from "./watermarked-resume.ts";

/** 422 and 503: a watermarked link's résumé that cannot be stamped (watermarked-resume.ts). */
const sharedFileResponses = {
  ...fileResponses,
  ...customerErrors,
  422: apiErrorSchema,
  503: apiErrorSchema,
};

/** Login-free customer views and the workspace (common/endpoints/customer.ts). */
export async function customerRoutes(app: FastifyInstance, deps: CustomerDeps) {
  const { db, storage } = deps;
  const mail: WorkspaceMail = { db, jobs: app.jobs, log: app.log };
  // Held verdict notifications, sent as one digest when their hour is over.
  await app.jobs.work<{ linkId: string }>(LINK_DIGEST_JOB, ({ linkId }) =>
    sendDigest(mail, linkId),
  );

  route(
    app,
    customerEndpoints.listing,
    {
      schema: {
        summary: "The developers a shareable link shows, and who the link is for",
        response: { 200: sharedListingSchema, ...customerErrors },
      },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const { linkId: _linkId, ...listing } = await readListing(
        deps,
        mail,
        request,
        reply,
        request.params.token,
      );
      return listing;
    },
  );

  route(
    app,
    customerEndpoints.profile,
    {
      schema: {
        summary: "One developer's profile on a shareable link",
        response: { 200: sharedProfileSchema, ...customerErrors },
      },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const { token, developerId } = request.params;
      const { developer, customerInfo } = await readProfile(
        deps,
        request,
        reply,
        token,
        developerId,
      );
      return { developer, customerInfo };
    },
  );

  /**
   * The photos and resumes the shared responses point to, with no sign-in (a verified
   * viewer's cookie when the link requires one). Never cached: once the link is switched
   * off, the next request is refused.
   */
  route(
    app,
    customerEndpoints.file,
    {
      schema: {
        summary: "A photo, résumé or video of a developer on a shareable link",
        response: sharedFileResponses,
      },
      config: { rateLimit: sharedFilesRateLimit },
      onSend: async (_request, reply) => {
        privateResponse(reply);
      },
    },
    async (request, reply) => {
      const { token, path: objectPath } = request.params;
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, token, now, {
        identify: false,
      });
      const file = await sharedFile(db, link, objectPath);
      const downloadName = file.kind === "resume" ? `${fileSlug(file.fullName)}-resume` : undefined;
      if (file.kind === "resume" && link.watermark) {
        return sendWatermarkedResume(
          reply,
          { ...deps, log: request.log },
          {
            objectPath: `/objects/${objectPath}`,
            candidateId: file.candidateId,
            fullName: file.fullName,
            viewerEmail: who.viewer?.email ?? null,
            customerName: link.customerInfo.name,
            downloadName: downloadName!,
            now,
          },
        );
      }
      try {
        return await serveObject(request, reply, { db, storage }, `/objects/${objectPath}`, {
          downloadName,
        });
      } catch (error) {
        // A file missing from storage is refused like any other: one answer for everything.
        if (error instanceof HttpError && error.statusCode === 404) throw sharedNotFound();
        throw error;
      }
    },
  );

  await viewerAccessRoutes(app, deps, mail);
  await agreementRoutes(app, deps);
  await verdictRoutes(app, deps, mail);
  await interviewRequestRoutes(app, deps, mail);
  await visitRoutes(app, deps);
  // The role request (which makes a job order) and the server-rendered pages.
  await app.register(roleRequestRoutes, deps);
  await app.register(customerPageRoutes, deps);
}
