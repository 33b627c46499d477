import { webhookEndpoints as endpoints } from "#common/endpoints/webhooks.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

/** No webhook has this id: the admin passes the guard and gets 404. */
const unknownId = "00000000-0000-4000-8000-000000000002";
const adminsOnly = { anonymous: 401, user: 403 };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(
    endpoints.create,
    {},
    {
      // A public https address: creation needs no request to it (only a DNS-free literal check).
      body: { url: "https://93.184.215.14/hooks/{random}", events: ["link.viewed"] },
      ...adminsOnly,
      admin: 201,
    },
  ),
  ruleFor(endpoints.remove, { id: unknownId }, { ...adminsOnly, admin: 404 }),
  ruleFor(endpoints.deliveries, { id: unknownId }, { ...adminsOnly, admin: 404 }),
];
