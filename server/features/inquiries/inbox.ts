/** The admins' leads inbox: list (newest first), mark handled, CSV export. */
import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Inquiry, InquiryListQuery } from "#common/inquiry.ts";
import { contactFormFields } from "#common/inquiry-form-outcome.ts";
import type { Db } from "../../db/client.ts";
import { contactInquiries } from "../../db/schema.ts";
import { csvCell } from "../../lib/csv.ts";
import { notFound } from "../../lib/http-error.ts";
import { toInquiry } from "./service.ts";

/** More leads than an admin reads in one sitting; the export has no cap. */
const LIST_LIMIT = 500;

function filterOf(query: InquiryListQuery): SQL | undefined {
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
  query: InquiryListQuery,
  limit: number | null = LIST_LIMIT,
): Promise<Inquiry[]> {
  const base = db
    .select()
    .from(contactInquiries)
    .where(filterOf(query))
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));
  const rows = limit === null ? await base : await base.limit(limit);
  return rows.map(toInquiry);
}

export async function setHandled(db: Db, id: string, handled: boolean): Promise<Inquiry> {
  const [row] = await db
    .update(contactInquiries)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactInquiries.id, id))
    .returning();
  if (!row) throw notFound("Inquiry not found");
  return toInquiry(row);
}

const csvColumns = [
  "createdAt",
  ...contactFormFields,
  "handledAt",
] as const satisfies readonly (keyof Inquiry)[];

export function inquiriesCsv(rows: Inquiry[]): string {
  const lines = [csvColumns.join(",")];
  for (const row of rows) lines.push(csvColumns.map((c) => csvCell(row[c])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
