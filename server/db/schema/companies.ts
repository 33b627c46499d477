/**
 * Companies: a customer's organisation, which its job orders and links name through
 * `company_id` (server/db/schema/job-orders.ts, set to NULL when the company is deleted, so
 * they keep working without it). Engagements belong to a company through their job order.
 *
 * The name is unique in any case (a unique index on lower(name)); domains are stored
 * lower-case, each once, and looked up through a GIN index (`domains @> ARRAY[…]`) when a
 * new job order or link is matched to a company by its customer's e-mail domain.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { AGREEMENT_LIMITS } from "#common/agreement-values.ts";
import { COMPANY_LIMITS } from "#common/company-values.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
    notes: text("notes"),
    /** Defaults for the company's new links. */
    requireAgreement: boolean("require_agreement").notNull().default(false),
    agreementText: text("agreement_text").notNull().default(""),
    showContact: boolean("show_contact").notNull().default(true),
    watermark: boolean("watermark").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("companies_name_lower_unique").on(sql`lower(${t.name})`),
    index("companies_domains_idx").using("gin", t.domains),
    check("companies_name_length", sql.raw(`length(name) BETWEEN 1 AND ${COMPANY_LIMITS.name}`)),
    check("companies_notes_length", sql.raw(`length(notes) <= ${COMPANY_LIMITS.notes}`)),
    check(
      "companies_domains_lower",
      sql`array_to_string(${t.domains}, ',') = lower(array_to_string(${t.domains}, ','))`,
    ),
    check(
      "companies_agreement_text_length",
      sql.raw(`length(agreement_text) <= ${AGREEMENT_LIMITS.text}`),
    ),
    check("companies_domains_count", sql.raw(`cardinality(domains) <= ${COMPANY_LIMITS.domains}`)),
  ],
);
