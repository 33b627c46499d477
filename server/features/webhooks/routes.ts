/**
 * The webhook endpoints of common/endpoints/webhooks.ts (list, add, delete, the delivery
 * log); admins only. The delivery worker (delivery.ts) starts with these routes.
 */
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { webhookEndpoints } from "#common/endpoints/webhooks.ts";
import {
  createdWebhookSchema,
  createWebhookSchema,
  webhookDeliverySchema,
  webhookSchema,
} from "#common/webhook.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { startWebhookWorker } from "./delivery.ts";
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks } from "./service.ts";

export async function webhookRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;
  const allowHttp = config.WEBHOOK_ALLOW_HTTP;
  await startWebhookWorker({ db, jobs: app.jobs, allowHttp });

  route(
    app,
    webhookEndpoints.list,
    {
      onRequest: requireAdmin,
      schema: { summary: "List webhooks", response: { 200: z.array(webhookSchema) } },
    },
    async () => listWebhooks(db),
  );

  route(
    app,
    webhookEndpoints.create,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Add a webhook",
        body: createWebhookSchema,
        response: { 201: createdWebhookSchema },
      },
    },
    async (request, reply) => {
      const webhook = await createWebhook(db, request.body, {
        allowHttp,
        createdBy: request.user!.id,
      });
      // The URL and events, never the signing secret (shown once, in this answer only).
      await recordAudit(db, request, {
        action: "webhook.create",
        targetType: "webhook",
        targetId: webhook.id,
        details: { url: webhook.url, events: webhook.events, format: webhook.format },
      });
      return reply.status(201).send(webhook);
    },
  );

  route(
    app,
    webhookEndpoints.remove,
    {
      onRequest: requireAdmin,
      schema: { summary: "Delete a webhook", response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteWebhook(db, request.params.id);
      await recordAudit(db, request, {
        action: "webhook.delete",
        targetType: "webhook",
        targetId: request.params.id,
      });
      return reply.status(204).send(null);
    },
  );

  route(
    app,
    webhookEndpoints.deliveries,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "A webhook's recent deliveries",
        response: { 200: z.array(webhookDeliverySchema) },
      },
    },
    async (request) => listDeliveries(db, request.params.id),
  );
}
