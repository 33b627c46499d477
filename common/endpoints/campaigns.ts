/**
 * The admins' e-mail campaigns: the list, one campaign and its recipients, the settings,
 * preview and audience count while composing, and the actions (test, send, cancel); and the
 * public unsubscribe calls, whose token is the key.
 */
import type {
  AudienceCount,
  audienceCountInputSchema,
  Campaign,
  CampaignPreview,
  CampaignRecipient,
  CampaignSettings,
  campaignInputSchema,
  campaignPreviewInputSchema,
  campaignSendSchema,
  campaignTestSchema,
  UnsubscribeStatus,
} from "../campaign.ts";
import { endpoint, types } from "../endpoint.ts";
import type { z } from "../zod.ts";

export type CampaignBody = z.input<typeof campaignInputSchema>;
export type CampaignPreviewBody = z.input<typeof campaignPreviewInputSchema>;
export type AudienceCountBody = z.input<typeof audienceCountInputSchema>;
export type CampaignTestBody = z.input<typeof campaignTestSchema>;
export type CampaignSendBody = z.input<typeof campaignSendSchema>;

const one = "/api/admin/campaigns/{campaignId}";

export const campaignEndpoints = {
  settings: endpoint(
    "GET",
    "/api/admin/campaigns/settings",
    types<{ response: CampaignSettings }>(),
  ),
  preview: endpoint(
    "POST",
    "/api/admin/campaigns/preview",
    types<{ body: CampaignPreviewBody; response: CampaignPreview }>(),
  ),
  audience: endpoint(
    "POST",
    "/api/admin/campaigns/audience",
    types<{ body: AudienceCountBody; response: AudienceCount }>(),
  ),
  list: endpoint("GET", "/api/admin/campaigns", types<{ response: Campaign[] }>()),
  create: endpoint(
    "POST",
    "/api/admin/campaigns",
    types<{ body: CampaignBody; response: Campaign }>(),
  ),
  get: endpoint("GET", one, types<{ response: Campaign }>()),
  update: endpoint("PUT", one, types<{ body: CampaignBody; response: Campaign }>()),
  remove: endpoint("DELETE", one, types<{ response: null }>()),
  recipients: endpoint("GET", `${one}/recipients`, types<{ response: CampaignRecipient[] }>()),
  sendTest: endpoint("POST", `${one}/test`, types<{ body: CampaignTestBody; response: null }>()),
  send: endpoint("POST", `${one}/send`, types<{ body: CampaignSendBody; response: Campaign }>()),
  cancel: endpoint("POST", `${one}/cancel`, types<{ response: Campaign }>()),
  /**
   * A rest parameter: a token carries the address, and Fastify answers 414 to a path
   * parameter longer than 100 characters.
   */
  unsubscribeStatus: endpoint(
    "GET",
    "/api/unsubscribe/{token*}",
    types<{ response: UnsubscribeStatus }>(),
  ),
  /** Also the one-click target of the List-Unsubscribe header (a form POST). */
  unsubscribe: endpoint("POST", "/api/unsubscribe/{token*}", types<{ response: null }>()),
};
