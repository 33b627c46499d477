/**
 * Companies: admin CRUD, each answer with its counts. The name is unique in any case: a
 * clash is a 409 on `name`, checked before writing and again by the unique index (two
 * admins saving the same name at once get one 201 and one 409, never a 500).
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { AGREEMENT_MESSAGES } from "#common/agreement-values.ts";
import {
  COMPANY_MESSAGES,
  type Company,
  type CreateCompany,
  type UpdateCompany,
} from "#common/company.ts";
import type { Db } from "../../db/client.ts";
import { companies } from "../../db/schema.ts";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/http-error.ts";

type CompanyRow = typeof companies.$inferSelect;

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const companyNotFound = () => notFound(COMPANY_MESSAGES.notFound);

/** A malformed id names no company: the same 404 as an unknown one. */
export function companyId(id: string): string {
  if (!UUID_SHAPE.test(id)) throw companyNotFound();
  return id;
}

const nameTaken = () => conflict(COMPANY_MESSAGES.nameTaken, { name: COMPANY_MESSAGES.nameTaken });

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() ? value.trim() : null;

/**
 * Counts read through joins, one correlated count per kind: job orders and links by their
 * own `company_id`; engagements by their job order's (an engagement has no link of its
 * own, and its job order is what the company asked for).
 */
const count = (query: string) => sql<number>`(${sql.raw(query)})`.mapWith(Number);
/** Written out: Drizzle leaves a one-table query's columns unqualified, which these need. */
const counted = {
  id: companies.id,
  name: companies.name,
  domains: companies.domains,
  notes: companies.notes,
  requireAgreement: companies.requireAgreement,
  agreementText: companies.agreementText,
  showContact: companies.showContact,
  watermark: companies.watermark,
  createdAt: companies.createdAt,
  jobOrders: count("SELECT count(*) FROM job_orders j WHERE j.company_id = companies.id"),
  links: count("SELECT count(*) FROM shareable_links l WHERE l.company_id = companies.id"),
  engagements: count(
    "SELECT count(*) FROM engagements e JOIN job_orders j ON j.id = e.job_order_id WHERE j.company_id = companies.id",
  ),
};

type CountedRow = Pick<
  CompanyRow,
  | "id"
  | "name"
  | "domains"
  | "notes"
  | "createdAt"
  | "requireAgreement"
  | "agreementText"
  | "showContact"
  | "watermark"
> & {
  jobOrders: number;
  links: number;
  engagements: number;
};

function toCompany(row: CountedRow): Company {
  return {
    id: row.id,
    name: row.name,
    domains: row.domains,
    notes: row.notes,
    requireAgreement: row.requireAgreement,
    agreementText: row.agreementText,
    showContact: row.showContact,
    watermark: row.watermark,
    createdAt: row.createdAt.toISOString(),
    counts: { jobOrders: row.jobOrders, links: row.links, engagements: row.engagements },
  };
}

/** Every company, by name (any case). */
export async function listCompanies(db: Db): Promise<Company[]> {
  const rows = await db
    .select(counted)
    .from(companies)
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
  return rows.map(toCompany);
}

export async function getCompany(db: Db, id: string): Promise<Company> {
  const [row] = await db
    .select(counted)
    .from(companies)
    .where(eq(companies.id, companyId(id)));
  if (!row) throw companyNotFound();
  return toCompany(row);
}

/** Whether another company already has this name, in any case. */
async function nameInUse(db: Db, name: string, except?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(sql`lower(${companies.name})`, name.toLowerCase()),
        except ? ne(companies.id, except) : undefined,
      ),
    );
  return row !== undefined;
}

/** The unique index's answer to a race the check above lost, as the same 409. */
async function guardName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "companies_name_lower_unique")) throw nameTaken();
    throw error;
  }
}

/** The link defaults present in a body; absent ones are left out (kept on update). */
function linkDefaults(input: CreateCompany | UpdateCompany) {
  const values: Partial<CompanyRow> = {};
  if (input.requireAgreement !== undefined) values.requireAgreement = input.requireAgreement;
  if (input.agreementText !== undefined) values.agreementText = input.agreementText.trim();
  if (input.showContact !== undefined) values.showContact = input.showContact;
  if (input.watermark !== undefined) values.watermark = input.watermark;
  return values;
}

/** A default gate that is on needs words: 400 on `agreementText` otherwise. */
function assertAgreementDefault(values: { requireAgreement?: boolean; agreementText?: string }) {
  if (values.requireAgreement && !values.agreementText?.trim()) {
    throw badRequest(AGREEMENT_MESSAGES.textRequired, {
      agreementText: AGREEMENT_MESSAGES.textRequired,
    });
  }
}

export async function createCompany(
  db: Db,
  input: CreateCompany,
  createdBy: string,
): Promise<Company> {
  if (await nameInUse(db, input.name)) throw nameTaken();
  assertAgreementDefault(input);
  const [row] = await guardName(() =>
    db
      .insert(companies)
      .values({
        name: input.name,
        domains: input.domains,
        notes: blankToNull(input.notes) ?? null,
        ...linkDefaults(input),
        createdBy,
      })
      .returning({ id: companies.id }),
  );
  return getCompany(db, row!.id);
}

/** Fields left out of the body keep their value. */
export async function updateCompany(db: Db, id: string, input: UpdateCompany): Promise<Company> {
  const target = companyId(id);
  if (input.name !== undefined && (await nameInUse(db, input.name, target))) throw nameTaken();
  const updated = await db.transaction((tx) =>
    guardName(async () => {
      const rows = await tx
        .update(companies)
        .set({
          name: input.name,
          domains: input.domains,
          notes: blankToNull(input.notes),
          ...linkDefaults(input),
          updatedAt: new Date(),
        })
        .where(eq(companies.id, target))
        .returning();
      // Checked on the company as it now stands: a body may turn the gate on and keep the text.
      if (rows[0]) assertAgreementDefault(rows[0]);
      return rows;
    }),
  );
  if (updated.length === 0) throw companyNotFound();
  return getCompany(db, target);
}

/** Its job orders and links stay, with `companyId` null (the foreign keys' ON DELETE SET NULL). */
export async function deleteCompany(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(companies)
    .where(eq(companies.id, companyId(id)))
    .returning({ id: companies.id });
  if (deleted.length === 0) throw companyNotFound();
}
