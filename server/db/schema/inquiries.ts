import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { HIRING_NEEDS_VALUES } from "#common/constants.ts";
import { createdAt, inList } from "./columns.ts";

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    /** Required text; the home form may leave it unchosen, stored as ''. */
    hiringNeeds: text("hiring_needs").notNull().default(""),
    message: text("message").notNull(),
    /** When an admin marked the lead handled in the inbox. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_inquiries_created_idx").on(t.createdAt.desc()),
    check(
      "contact_inquiries_hiring_needs_valid",
      // "" = sent without a hiring need (the home form's is optional).
      inList("hiring_needs", ["", ...HIRING_NEEDS_VALUES]),
    ),
  ],
);
