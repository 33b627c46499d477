/**
 * E-mail campaigns: admin CRUD, recipients, test send, send or
 * schedule, cancel, and the public unsubscribe calls. Sending runs in the job queue.
 */
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import {
  audienceCountInputSchema,
  audienceCountSchema,
  CAMPAIGN_MESSAGES,
  campaignInputSchema,
  campaignListSchema,
  campaignPreviewInputSchema,
  campaignPreviewSchema,
  campaignRecipientListSchema,
  campaignSchema,
  campaignSendSchema,
  campaignSettingsSchema,
  campaignTestSchema,
  SAMPLE_MERGE_VALUES,
} from "#common/campaign.ts";
import { campaignEndpoints } from "#common/endpoints/campaigns.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { countAudience } from "./audience.ts";
import { registerCampaignJobs } from "./jobs.ts";
import { compileTemplate, fillFields } from "./render.ts";
import { cancelCampaign, sendCampaign, sendTest } from "./sending.ts";
import {
  campaignView,
  createCampaign,
  deleteCampaign,
  findCampaign,
  listCampaigns,
  listRecipients,
  updateCampaign,
} from "./service.ts";
import { unsubscribeRoutes } from "./unsubscribe-routes.ts";
import { loadUnsubscribeSecret, UnsubscribeTokens } from "./unsubscribe-token.ts";

/** A malformed id names no campaign: 404, like an unknown one. */
const campaignId = (p: { campaignId: string }) => {
  if (!z.uuid().safeParse(p.campaignId).success) throw notFound(CAMPAIGN_MESSAGES.notFound);
  return p.campaignId;
};
const accepted = z.null().describe("Accepted");

export async function campaignRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;
  let tokens: Promise<UnsubscribeTokens> | null = null;
  const getTokens = () => {
    tokens ??= loadUnsubscribeSecret(db, config.UNSUBSCRIBE_SECRET).then(
      (secret) => new UnsubscribeTokens(secret),
    );
    return tokens;
  };
  const jobs = await registerCampaignJobs(app, { db, config, tokens: getTokens });
  const deps = { db, config, jobs, mailer: app.mailer, tokens: getTokens };
  const admin = { onRequest: requireAdmin };

  route(
    app,
    campaignEndpoints.settings,
    {
      ...admin,
      schema: {
        summary: "Whether campaign e-mail can be sent, and its pace",
        response: { 200: campaignSettingsSchema },
      },
    },
    async () => ({
      emailConfigured: app.mailer.configured,
      ratePerMinute: config.CAMPAIGN_RATE_PER_MINUTE,
    }),
  );

  route(
    app,
    campaignEndpoints.preview,
    {
      ...admin,
      schema: {
        summary: "Preview a campaign's subject and body with sample values",
        body: campaignPreviewInputSchema,
        response: { 200: campaignPreviewSchema },
      },
    },
    async (request) => {
      const { subject, html } = fillFields(
        await compileTemplate(request.body.subject, request.body.body),
        SAMPLE_MERGE_VALUES,
      );
      return { subject, html };
    },
  );

  route(
    app,
    campaignEndpoints.audience,
    {
      ...admin,
      schema: {
        summary: "Count the recipients an audience would reach",
        body: audienceCountInputSchema,
        response: { 200: audienceCountSchema },
      },
    },
    async (request) => countAudience(db, request.body.audience),
  );

  route(
    app,
    campaignEndpoints.list,
    {
      ...admin,
      schema: { summary: "List e-mail campaigns", response: { 200: campaignListSchema } },
    },
    async () => listCampaigns(db),
  );

  route(
    app,
    campaignEndpoints.create,
    {
      ...admin,
      schema: {
        summary: "Create an e-mail campaign draft",
        body: campaignInputSchema,
        response: { 201: campaignSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCampaign(db, request.body, request.user!.id)),
  );

  route(
    app,
    campaignEndpoints.get,
    {
      ...admin,
      schema: { summary: "Get one e-mail campaign", response: { 200: campaignSchema } },
    },
    async (request) => campaignView(db, await findCampaign(db, campaignId(request.params))),
  );

  route(
    app,
    campaignEndpoints.update,
    {
      ...admin,
      schema: {
        summary: "Change a campaign that has not been sent",
        body: campaignInputSchema,
        response: { 200: campaignSchema },
      },
    },
    async (request) => updateCampaign(db, campaignId(request.params), request.body),
  );

  route(
    app,
    campaignEndpoints.remove,
    {
      ...admin,
      schema: {
        summary: "Delete a campaign that has not been sent",
        response: { 204: z.null().describe("Deleted") },
      },
    },
    async (request, reply) => {
      await deleteCampaign(db, campaignId(request.params));
      return reply.status(204).send(null);
    },
  );

  route(
    app,
    campaignEndpoints.recipients,
    {
      ...admin,
      schema: {
        summary: "List a campaign's recipients",
        response: { 200: campaignRecipientListSchema },
      },
    },
    async (request) => listRecipients(db, campaignId(request.params)),
  );

  route(
    app,
    campaignEndpoints.sendTest,
    {
      ...admin,
      schema: {
        summary: "Send a test copy of a campaign to one address",
        body: campaignTestSchema,
        response: { 202: accepted },
      },
    },
    async (request, reply) => {
      await sendTest(deps, campaignId(request.params), request.body.email);
      return reply.status(202).send(null);
    },
  );

  route(
    app,
    campaignEndpoints.send,
    {
      ...admin,
      schema: {
        summary: "Send a campaign now or schedule it",
        body: campaignSendSchema,
        response: { 202: campaignSchema },
      },
    },
    async (request, reply) => {
      const id = campaignId(request.params);
      await sendCampaign(deps, id, request.body?.scheduledAt);
      await recordAudit(db, request, {
        action: "campaign.send",
        targetType: "campaign",
        targetId: id,
        details: { scheduledAt: request.body?.scheduledAt ?? null },
      });
      return reply.status(202).send(await campaignView(db, await findCampaign(db, id)));
    },
  );

  route(
    app,
    campaignEndpoints.cancel,
    {
      ...admin,
      schema: {
        summary: "Cancel a scheduled or sending campaign",
        response: { 200: campaignSchema },
      },
    },
    async (request) => campaignView(db, await cancelCampaign(db, campaignId(request.params))),
  );

  await app.register(unsubscribeRoutes, { db, tokens: getTokens });
}
