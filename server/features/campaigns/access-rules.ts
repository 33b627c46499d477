import { campaignEndpoints as endpoints } from "#common/endpoints/campaigns.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

/** No campaign has this id: the guard answers first, then an admin gets 404. */
const unknown = { campaignId: "00000000-0000-4000-8000-000000000000" };
const campaign = {
  name: "Spring outreach",
  subject: "Hello {{firstName}}",
  body: "Hi **{{firstName}}**",
  audience: { source: "inquiries" },
};
const adminsOnly = { anonymous: 401, user: 403 };
const anyone = (status: number) => ({ anonymous: status, user: status, admin: status });

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.create, {}, { body: campaign, ...adminsOnly, admin: 201 }),
  ruleFor(endpoints.settings, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(
    endpoints.preview,
    {},
    { body: { subject: "Hi", body: "**Hi**" }, ...adminsOnly, admin: 200 },
  ),
  ruleFor(
    endpoints.audience,
    {},
    { body: { audience: { source: "inquiries" } }, ...adminsOnly, admin: 200 },
  ),
  ruleFor(endpoints.get, unknown, { ...adminsOnly, admin: 404 }),
  ruleFor(endpoints.update, unknown, { body: campaign, ...adminsOnly, admin: 404 }),
  ruleFor(endpoints.remove, unknown, { ...adminsOnly, admin: 404 }),
  ruleFor(endpoints.recipients, unknown, { ...adminsOnly, admin: 404 }),
  ruleFor(endpoints.sendTest, unknown, {
    body: { email: "someone@example.com" },
    ...adminsOnly,
    admin: 404,
  }),
  ruleFor(endpoints.send, unknown, { body: {}, ...adminsOnly, admin: 404 }),
  ruleFor(endpoints.cancel, unknown, { ...adminsOnly, admin: 404 }),
  // Public: the token is the key, and a made-up one names nobody (no fixture fills this
  // placeholder, so the URL carries a forged token).
  ruleFor(endpoints.unsubscribeStatus, { token: "{forgedUnsubscribeToken}" }, anyone(404)),
  ruleFor(endpoints.unsubscribe, { token: "{forgedUnsubscribeToken}" }, anyone(404)),
];
