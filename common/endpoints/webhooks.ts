/** The admins' webhook endpoints: list, add, delete, and one webhook's delivery log. */
import { endpoint, types } from "../endpoint.ts";
import type { CreatedWebhook, CreateWebhookBody, Webhook, WebhookDelivery } from "../webhook.ts";

export const webhookEndpoints = {
  list: endpoint("GET", "/api/admin/webhooks", types<{ response: Webhook[] }>()),
  create: endpoint(
    "POST",
    "/api/admin/webhooks",
    types<{ body: CreateWebhookBody; response: CreatedWebhook }>(),
  ),
  remove: endpoint("DELETE", "/api/admin/webhooks/{id}", types<{ response: null }>()),
  deliveries: endpoint(
    "GET",
    "/api/admin/webhooks/{id}/deliveries",
    types<{ response: WebhookDelivery[] }>(),
  ),
};
