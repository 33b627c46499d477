/**
 * Candidate self-service: the sign-in link and its page, the candidate's own profile and
 * résumé (/api/talent/*, a candidate session only), and the daily retention job; the
 * export and erasure routes are ./personal-data-routes.ts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { RESUME_MAX_BYTES } from "#common/constants.ts";
import { talentEndpoints } from "#common/endpoints/talent.ts";
import { uploadRequestSchema } from "#common/objects.ts";
import { site } from "#common/site.ts";
import {
  isErasedEmail,
  talentAccessSchema,
  talentMessages,
  talentProfileSchema,
  talentResumeBodySchema,
  talentResumeResponseSchema,
  talentSessionSchema,
  talentUpdateSchema,
  talentUploadSchema,
} from "#common/talent.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { candidates, uploads } from "../../db/schema.ts";
import { route } from "../../lib/endpoint-route.ts";
import { badRequest, HttpError } from "../../lib/http-error.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { queueMail } from "../../mail/mailer.ts";
import { requires } from "../../plugins/openapi.ts";
import { type ObjectStorage, STAGING_PREFIX } from "../../storage/storage.ts";
import { recordAudit } from "../audit/service.ts";
import { RESUME_TEXT_CLEARED, RESUME_TEXT_JOB } from "../candidates/resume-text.ts";
import { attachUpload, releaseFile } from "../objects/service.ts";
import { invalidLinkPage, signInPage } from "./access-page.ts";
import { personalDataRoutes } from "./personal-data-routes.ts";
import { startRetention } from "./retention-job.ts";
import { getProfile, updateProfile } from "./service.ts";
import {
  candidateOf,
  consumeAccessToken,
  createAccessToken,
  endSession,
  isUsableToken,
  recentAccessTokens,
  requireCandidate,
  startSession,
} from "./session.ts";

const FORM_BODY = "application/x-www-form-urlencoded";
const isFormPost = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "").startsWith(FORM_BODY);

/**
 * Sign-in links per address in 15 minutes: beyond it the answer is the same 202 and no
 * e-mail goes, so no inbox can be flooded and no caller learns anything.
 */
const LINKS_PER_ADDRESS = 5;

const tokenParams = z.object({ token: z.string().max(200) });
const candidateActor = { id: null, email: null };

export async function talentRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: ObjectStorage; config: Config },
) {
  const { db, storage, config } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const candidateOnly = requireCandidate(db, config);
  // What candidateOnly asks for, for the API description (no row of the table carries it).
  const candidateSession = requires("candidateSession");
  await app.register(personalDataRoutes, { db, storage, config });
  // The sign-in page's form posts here without JavaScript.
  app.addContentTypeParser(FORM_BODY, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  await startRetention({
    db,
    jobs: app.jobs,
    months: config.RETENTION_MONTHS,
    dataDir: config.dataDir,
    log: app.log,
    schedule: config.NODE_ENV !== "test",
  });

  route(
    app,
    talentEndpoints.requestLink,
    {
      schema: {
        summary: "E-mail a developer a sign-in link",
        body: talentAccessSchema,
        response: { 202: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const [candidate] = isErasedEmail(email)
        ? []
        : await db
            .select({ id: candidates.id, fullName: candidates.fullName })
            .from(candidates)
            .where(eq(candidates.email, email));
      if (candidate && (await recentAccessTokens(db, candidate.id)) < LINKS_PER_ADDRESS) {
        const token = await createAccessToken(db, candidate.id);
        const link = `${siteOrigin(request, config)}/talent/access/${token}`;
        await queueMail(app.jobs, {
          to: email,
          subject: `Your sign-in link for ${site.brandName}`,
          text: [
            `Hello ${candidate.fullName},`,
            "",
            "Open this link to sign in to your developer profile. It works once, for 30 minutes:",
            link,
            "",
            "If you did not ask for it, ignore this e-mail: nothing changes without the link.",
          ].join("\n"),
        });
      }
      // The same answer for every address: nothing is revealed.
      return reply.status(202).send({ message: talentMessages.linkSent });
    },
  );

  // The link's page (not an API route): a form that posts the token.
  r.get(
    "/talent/access/:token",
    { schema: { params: tokenParams, hide: true } },
    async (request, reply) =>
      (await isUsableToken(db, request.params.token))
        ? signInPage(reply, config, request.params.token)
        : invalidLinkPage(reply, config, 404),
  );

  /**
   * Spends the link and starts the session. The link's page (a form post, or any post to
   * /talent/access/{token}) is redirected to /talent; a JSON caller gets the candidate's id.
   */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    page: boolean,
  ) => {
    const candidateId = await consumeAccessToken(db, token);
    if (!candidateId) {
      if (page) return invalidLinkPage(reply, config, 400);
      throw badRequest(talentMessages.linkInvalid, { token: talentMessages.linkInvalid });
    }
    await startSession(db, request, reply, config, candidateId);
    if (page) return reply.redirect("/talent", 303);
    return reply.status(200).send({ candidateId });
  };

  r.post(
    "/talent/access/:token",
    { schema: { params: tokenParams, hide: true } },
    async (request, reply) => signIn(request, reply, request.params.token, true),
  );

  route(
    app,
    talentEndpoints.startSession,
    {
      schema: {
        summary: "Sign a developer in with their sign-in link's token",
        body: talentSessionSchema,
        response: { 200: z.object({ candidateId: z.string() }), 303: z.null() },
      },
    },
    async (request, reply) => signIn(request, reply, request.body.token, isFormPost(request)),
  );

  route(
    app,
    talentEndpoints.signOut,
    { schema: { summary: "Sign the developer out", response: { 204: z.null() } } },
    async (request, reply) => {
      await endSession(db, request, reply, config);
      return reply.status(204).send(null);
    },
  );

  route(
    app,
    talentEndpoints.me,
    {
      onRequest: candidateOnly,
      schema: {
        summary: "The signed-in developer's own profile",
        security: candidateSession,
        response: { 200: talentProfileSchema },
      },
    },
    async (request) => getProfile(db, candidateOf(request)),
  );

  route(
    app,
    talentEndpoints.updateMe,
    {
      onRequest: candidateOnly,
      schema: {
        summary: "Update your availability, rate and skills",
        security: candidateSession,
        body: talentUpdateSchema,
        response: { 200: talentProfileSchema },
      },
    },
    async (request) => {
      const candidateId = candidateOf(request);
      const { profile, changed } = await updateProfile(db, candidateId, request.body);
      if (changed.length > 0) {
        await recordAudit(db, request, {
          action: "talent.update",
          targetType: "candidate",
          targetId: candidateId,
          details: { by: "candidate", fields: changed },
          actor: candidateActor,
        });
      }
      return profile;
    },
  );

  route(
    app,
    talentEndpoints.upload,
    {
      onRequest: candidateOnly,
      schema: {
        summary: "Get a signed URL to upload your résumé to",
        security: candidateSession,
        body: uploadRequestSchema,
        response: { 200: talentUploadSchema },
      },
    },
    async (request) => {
      candidateOf(request);
      const size = request.body?.size;
      if (size !== undefined && size > RESUME_MAX_BYTES) {
        throw new HttpError(413, "The resume is too large. Resumes may be at most 10 MB.");
      }
      const key = `${STAGING_PREFIX}${randomUUID()}`;
      await db
        .insert(uploads)
        .values({ objectPath: key, createdBy: null, maxBytes: RESUME_MAX_BYTES });
      return { uploadURL: await storage.createUploadUrl(key, siteOrigin(request, config), size) };
    },
  );

  route(
    app,
    talentEndpoints.attachResume,
    {
      onRequest: candidateOnly,
      schema: {
        summary: "Attach your uploaded résumé",
        security: candidateSession,
        body: talentResumeBodySchema,
        response: { 200: talentResumeResponseSchema },
      },
    },
    async (request) => {
      const candidateId = candidateOf(request);
      const before = await getProfile(db, candidateId);
      // Only a new upload: an /objects path of someone else's file is not the candidate's.
      if (request.body.resumeURL.startsWith("/objects/")) {
        throw badRequest("Please upload the file again", {
          resumeUrl: "Please upload the file again",
        });
      }
      const path = await attachUpload(db, storage, request.body.resumeURL, "resume");
      await db
        .update(candidates)
        .set({ resumeUrl: path, ...RESUME_TEXT_CLEARED, updatedAt: new Date() })
        .where(eq(candidates.id, candidateId));
      if (before.resumeUrl !== path) await releaseFile(db, before.resumeUrl);
      await app.jobs.send(RESUME_TEXT_JOB, { candidateId });
      await recordAudit(db, request, {
        action: "talent.update",
        targetType: "candidate",
        targetId: candidateId,
        details: { by: "candidate", fields: ["resumeUrl"] },
        actor: candidateActor,
      });
      return { resumeUrl: path };
    },
  );
}
