/**
 * Which company a new job order or link belongs to. Job orders and links build on companies
 * (they import this module); companies never import them, and read their tables directly.
 *
 * - A `companyId` in the body wins; an id that names no company is a 400 on `companyId`.
 * - Explicit `null` means "no company" and is kept, even when the domain is listed.
 * - Left out, what the caller inherits (a link's job order's company, a customer's role
 *   request's link's company) decides, then the customer's e-mail domain.
 * - When several companies list the domain, the newest one wins: it is the one an admin set
 *   up most recently for those people, and an older company keeps what it already has.
 */
import { desc, eq, sql } from "drizzle-orm";
import { COMPANY_MESSAGES, emailDomain } from "#common/company-values.ts";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema.ts";
import { badRequest } from "../../lib/http-error.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The company whose domains list this e-mail address's domain, or null. */
export async function companyForEmail(db: Db | Tx, email: string): Promise<string | null> {
  const domain = emailDomain(email);
  if (!domain) return null;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`${companies.domains} @> ARRAY[${domain}]::text[]`)
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(1);
  return row?.id ?? null;
}

/** A body's `companyId` must name a company: a stale id is a 400 the admin can act on. */
export async function assertCompany(db: Db | Tx, companyId: string | null | undefined) {
  if (!companyId) return;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) {
    throw badRequest(COMPANY_MESSAGES.unknownCompany, {
      companyId: COMPANY_MESSAGES.unknownCompany,
    });
  }
}

/**
 * The company a new job order or link gets (see the rules above). `inherited` is the
 * company of what it is made from, when it has one.
 */
export async function companyForNew(
  db: Db | Tx,
  input: { companyId?: string | null; email: string; inherited?: string | null },
): Promise<string | null> {
  if (input.companyId !== undefined) {
    await assertCompany(db, input.companyId);
    return input.companyId;
  }
  if (input.inherited) return input.inherited;
  return companyForEmail(db, input.email);
}

/**
 * What a company's new links start with: its agreement gate, whether contact details show
 * and whether résumés are watermarked. A link's own body overrides each.
 */
export async function companyLinkDefaults(db: Db | Tx, companyId: string) {
  const [row] = await db
    .select({
      requireAgreement: companies.requireAgreement,
      agreementText: companies.agreementText,
      showContact: companies.showContact,
      watermark: companies.watermark,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? {};
}
