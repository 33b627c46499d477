import type { AccessRule } from "../../access-rules.ts";

const inquiry = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  hiringNeeds: "backend",
  message: "We need two backend engineers.",
};

export const accessRules: AccessRule[] = [
  { method: "POST", url: "/api/contact", body: inquiry, anonymous: 201, user: 201, admin: 201 },
  { method: "POST", url: "/api/contacts", body: inquiry, anonymous: 201, user: 201, admin: 201 },
  // The leads inbox: admins only.
  { method: "GET", url: "/api/contacts", anonymous: 401, user: 403, admin: 200 },
  { method: "GET", url: "/api/contacts/export.csv", anonymous: 401, user: 403, admin: 200 },
  {
    method: "PATCH",
    // No fixture fills {inquiryId}, so no inquiry has it: the admin passes the guard to a 404.
    url: "/api/contacts/{inquiryId}",
    body: { handled: true },
    anonymous: 401,
    user: 403,
    admin: 404,
  },
];
