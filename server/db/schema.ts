/**
 * Every table, by group: one file per table group in server/db/schema/, with the shared
 * column helpers in server/db/schema/columns.ts. This index only re-exports, so code imports
 * tables from here and drizzle.config.ts points here. Constraints are PostgreSQL's own:
 * unique emails and tokens, foreign keys, CHECKs for the allowed values and ranges the forms
 * enforce, defaults and timestamps.
 */
export * from "./schema/applications.ts";
export * from "./schema/audit.ts";
export * from "./schema/campaigns.ts";
export * from "./schema/candidates.ts";
export * from "./schema/companies.ts";
export * from "./schema/email-verification.ts";
export * from "./schema/engagements.ts";
export * from "./schema/inquiries.ts";
export * from "./schema/job-orders.ts";
export * from "./schema/jobs.ts";
export * from "./schema/link-agreements.ts";
export * from "./schema/link-viewers.ts";
export * from "./schema/notes-and-saved-searches.ts";
export * from "./schema/second-factor.ts";
export * from "./schema/settings.ts";
export * from "./schema/skills.ts";
export * from "./schema/uploads.ts";
export * from "./schema/users.ts";
export * from "./schema/webhooks.ts";
