/** The admins' leads inbox: list (newest first), mark handled, CSV export. */
import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { ContactInquiry, ContactListQuery } from "#common/contact.ts";
import { contactFormFields } from "#common/contact-form-outcome.ts";
import type { Db } from "../../db/client.ts";
import { contactInquiries } from "../../db/schema.ts";
import { csvCell } from "../../lib/csv.ts";
import { notFound } from "../../lib/http-error.ts";
import { toContactInquiry } from "./service.ts";

/** More leads than an admin reads in one sitting; the export has no cap. */
const LIST_LIMIT = 500;

function filterOf(query: ContactListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.hiringNeeds !== undefined) {
    conditions.push(eq(contactInquiries.hiringNeeds, query.hiringNeeds));
  }
  if (query.handled !== undefined) {
    conditions.push(
      query.handled ? isNotNull(contactInquiries.handledAt) : isNull(contactInquiries.handledAt),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listInquiries(
  db: Db,
  query: ContactListQuery,
  limit: number | null = LIST_LIMIT,
): Promise<ContactInquiry[]> {
  const base = db
    .select()
    .from(contactInquiries)
    .where(filterOf(query))
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));
  const rows = limit === null ? await base : await base.limit(limit);
  return rows.map(toContactInquiry);
}

export async function setHandled(db: Db, id: string, handled: boolean): Promise<ContactInquiry> {
  const [row] = await db
    .update(contactInquiries)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactInquiries.id, id))
    .returning();
  if (!row) throw notFound("Inquiry not found");
  return toContactInquiry(row);
}

const csvColumns = [
  "createdAt",
  ...contactFormFields,
  "handledAt",
] as const satisfies readonly (keyof ContactInquiry)[];

export function inquiriesCsv(rows: ContactInquiry[]): string {
  const lines = [csvColumns.join(",")];
  for (const row of rows) lines.push(csvColumns.map((c) => csvCell(row[c])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
