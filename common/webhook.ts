/**
 * Webhooks: the events another system may be told about, the two
 * delivery formats, every message, and the request/response schemas of the admin calls
 * and screens.
 */
import { z } from "./zod.ts";

export const WEBHOOK_EVENTS = [
  "link.viewed",
  "verdict.changed",
  "interview.requested",
  "job-order.created",
  "application.received",
  "engagement.trial-ending",
  "engagement.decided",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** `json`: a signed `{ id, type, at, data }`; `slack`: Slack's incoming-webhook `{ text }`. */
export const WEBHOOK_FORMATS = ["json", "slack"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

/** A delivery is `pending` until it is answered with 2xx (`delivered`) or given up (`failed`). */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = {
  urlLength: 2000,
  /** Subscriptions in all (each event is one delivery per matching subscription). */
  maxWebhooks: 50,
  /** Deliveries the log answers with, newest first. */
  deliveriesShown: 100,
  /** Retries after the first attempt; the queue doubles the wait each time. */
  retries: 6,
  timeoutSeconds: 10,
} as const;

/** What each event means, for the screen's checkboxes and Slack's text. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "link.viewed": "A customer opened a link for the first time",
  "verdict.changed": "A customer gave or changed a verdict",
  "interview.requested": "A customer asked for an interview",
  "job-order.created": "A job order was created",
  "application.received": "A developer applied to join the pool",
  "engagement.trial-ending": "A trial ends in two days",
  "engagement.decided": "A customer decided after the trial",
};

export const WEBHOOK_MESSAGES = {
  notFound: "Webhook not found",
  badUrl: "Enter a URL starting with https://",
  httpNotAllowed:
    "Use https://; http:// works only for a loopback address when WEBHOOK_ALLOW_HTTP=1",
  privateAddress: "This URL points at a private, loopback or link-local address",
  unresolvable: "This URL's host name does not resolve",
  noEvents: "Choose at least one event",
  tooMany: `At most ${WEBHOOK_LIMITS.maxWebhooks} webhooks`,
  created: "Webhook added",
  deleted: "Webhook deleted",
  secretOnce: "Copy this secret now: it is shown only once.",
} as const;

export const createWebhookSchema = z.object({
  url: z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.urlLength)
    .pipe(z.url({ protocol: /^https?$/, message: WEBHOOK_MESSAGES.badUrl })),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, "Unknown event"))
    .min(1, WEBHOOK_MESSAGES.noEvents)
    .transform((events) => [...new Set(events)]),
  format: z.enum(WEBHOOK_FORMATS, "Choose json or slack").default("json"),
});
export type CreateWebhookBody = z.input<typeof createWebhookSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  format: z.enum(WEBHOOK_FORMATS),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The creation answer: the subscription and its signing secret, shown this once. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookDeliverySchema = z.object({
  at: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What an event is about: the ids that apply. */
export interface WebhookEventData {
  linkId?: string;
  candidateId?: string;
  jobOrderId?: string;
  engagementId?: string;
  applicationId?: string;
  interviewRequestId?: string;
  [key: string]: string | number | boolean | null | undefined;
}

/** The body of a `json` delivery. */
export interface WebhookPayload {
  id: string;
  type: WebhookEvent;
  at: string;
  data: WebhookEventData;
}
