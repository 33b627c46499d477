import type { HomeContactInput, Inquiry } from "#common/inquiry.ts";
import type { Db } from "../../db/client.ts";
import { contactInquiries } from "../../db/schema.ts";

type Row = typeof contactInquiries.$inferSelect;

export function toInquiry(row: Row): Inquiry {
  return {
    ...row,
    handledAt: row.handledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Stores a lead from either contact form; an unchosen hiring need is stored as ''. */
export async function createInquiry(db: Db, input: HomeContactInput): Promise<Inquiry> {
  const [row] = await db
    .insert(contactInquiries)
    .values({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      company: input.company,
      hiringNeeds: input.hiringNeeds ?? "",
      message: input.message,
    })
    .returning();
  return toInquiry(row!);
}
