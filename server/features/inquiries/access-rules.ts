import { inquiryEndpoints as endpoints } from "#common/endpoints/inquiries.ts";
import { type AccessRule, ruleFor } from "../../access-rules.ts";

const inquiry = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  hiringNeeds: "backend",
  message: "We need two backend engineers.",
};
const anyone = { anonymous: 201, user: 201, admin: 201 };
const adminsOnly = { anonymous: 401, user: 403 };

export const accessRules: AccessRule[] = [
  ruleFor(endpoints.sendHome, {}, { body: inquiry, ...anyone }),
  ruleFor(endpoints.sendPage, {}, { body: inquiry, ...anyone }),
  // The leads inbox: admins only.
  ruleFor(endpoints.list, {}, { ...adminsOnly, admin: 200 }),
  ruleFor(endpoints.exportCsv, {}, { ...adminsOnly, admin: 200 }),
  // No fixture fills {inquiryId}, so no inquiry has it: the admin passes the guard to a 404.
  ruleFor(
    endpoints.setHandled,
    { id: "{inquiryId}" },
    { body: { handled: true }, ...adminsOnly, admin: 404 },
  ),
];
