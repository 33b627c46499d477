/**
 * E-mail campaigns: the API's request and response shapes, the
 * allowed values and the messages, shared by the admin screen and the server.
 */

import { HIRING_NEEDS_VALUES, TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** Only these may be edited, deleted, sent or scheduled. */
export const EDITABLE_CAMPAIGN_STATUSES: readonly CampaignStatus[] = ["draft", "scheduled"];

export const RECIPIENT_STATUSES = ["queued", "sent", "failed"] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const AUDIENCE_SOURCES = ["inquiries", "link-customers"] as const;
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number];

export const MERGE_FIELDS = ["firstName", "lastName", "company", "email"] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export const CAMPAIGN_LIMITS = { subject: 200, body: 50_000 } as const;
/** Default pace when CAMPAIGN_RATE_PER_MINUTE is unset (0 turns pacing off). */
export const DEFAULT_CAMPAIGN_RATE_PER_MINUTE = 60;

export const CAMPAIGN_MESSAGES = {
  smtpNotConfigured: "E-mail is not configured (SMTP_HOST).",
  notFound: "Campaign not found",
  notEditable: "Only a draft or scheduled campaign can be changed.",
  notSendable: "Only a draft or scheduled campaign can be sent.",
  notCancellable: "Only a scheduled or sending campaign can be cancelled.",
  noRecipients: "This audience has no recipients.",
  scheduledInPast: "Choose a time in the future",
  unsubscribeNotFound: "This unsubscribe link is not valid.",
  /** A recipient's error while its 'sent' awaits the mail server's acceptance (kept on a crash). */
  sendUnconfirmed:
    "Not confirmed: the sending process stopped while handing this message to the mail server, so it may not have been delivered.",
} as const;

export const campaignAudienceSchema = z.object({
  source: z.enum(AUDIENCE_SOURCES, "Choose an audience"),
  /** Inquiries only: any of these hiring needs; absent or empty means every inquiry. */
  hiringNeeds: z.array(z.enum(HIRING_NEEDS_VALUES)).max(HIRING_NEEDS_VALUES.length).optional(),
  /** Inquiries only: sent on or after this day (YYYY-MM-DD) or instant. */
  since: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], "Please enter a valid date")
    .optional()
    .nullable(),
});
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const campaignInputSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(TEXT_LIMITS.name, "Too long"),
  subject: z.string().trim().min(1, "Subject is required").max(CAMPAIGN_LIMITS.subject, "Too long"),
  body: z.string().trim().min(1, "Message is required").max(CAMPAIGN_LIMITS.body, "Too long"),
  audience: campaignAudienceSchema,
});
export type CampaignInput = z.infer<typeof campaignInputSchema>;

export const campaignStatsSchema = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const campaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: campaignAudienceSchema,
  status: z.enum(CAMPAIGN_STATUSES),
  scheduledAt: z.string().nullable(),
  createdAt: z.string(),
  stats: campaignStatsSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.array(campaignSchema);

export const campaignRecipientSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  /** Absent while the campaign has not been sent: the list is the audience as resolved now. */
  status: z.enum(RECIPIENT_STATUSES).optional(),
  error: z.string().nullable().optional(),
  sentAt: z.string().nullable().optional(),
});
export type CampaignRecipient = z.infer<typeof campaignRecipientSchema>;
export const campaignRecipientListSchema = z.array(campaignRecipientSchema);

export const campaignTestSchema = z.object({
  email: z.email("Please enter a valid email address").max(TEXT_LIMITS.email, "Too long"),
});

export const campaignSendSchema = z
  .object({
    scheduledAt: z.iso.datetime({ offset: true, error: "Please enter a valid date" }).optional(),
  })
  .nullish();

/** POST /api/admin/campaigns/preview: the body rendered as it will be sent (sample values). */
export const campaignPreviewInputSchema = z.object({
  subject: z.string().max(CAMPAIGN_LIMITS.subject).default(""),
  body: z.string().max(CAMPAIGN_LIMITS.body),
});
export const campaignPreviewSchema = z.object({ subject: z.string(), html: z.string() });
export type CampaignPreview = z.infer<typeof campaignPreviewSchema>;

/** POST /api/admin/campaigns/audience: how many an audience reaches now, before saving. */
export const audienceCountInputSchema = z.object({ audience: campaignAudienceSchema });
export const audienceCountSchema = z.object({
  total: z.number().int(),
  unsubscribed: z.number().int(),
});
export type AudienceCount = z.infer<typeof audienceCountSchema>;

/** Whether send/test can work (SMTP_HOST set): the screen says so before anyone tries. */
export const campaignSettingsSchema = z.object({
  emailConfigured: z.boolean(),
  ratePerMinute: z.number().int(),
});
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;

export const messageSchema = z.object({ message: z.string() });

/** Sample values for the compose screen's preview and the test send. */
export const SAMPLE_MERGE_VALUES: Record<MergeField, string> = {
  firstName: "Ada",
  lastName: "Lovelace",
  company: "Analytical Engines Ltd",
  email: "ada@example.com",
};

/** The unsubscribe page's read: which address a link is for, and whether it opted out. */
export const unsubscribeStatusSchema = z.object({
  email: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;
