/**
 * The agreement gate and removed viewers. Both hang off the link
 * with ON DELETE CASCADE, like the rest of a link's viewers (link-viewers.ts).
 *
 * - `link_agreements`: one row per acceptance, kept as evidence: who (name and e-mail as
 *   given), when, from which client address, and the SHA-256 of the exact text accepted.
 * - `link_viewer_removals`: addresses an admin turned off a link; their codes and
 *   acceptances are refused (403) until the row is deleted ("Allow again").
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { stamp } from "./columns.ts";
import { shareableLinks } from "./job-orders.ts";
import { users } from "./users.ts";

const linkRef = () =>
  uuid("link_id")
    .notNull()
    .references(() => shareableLinks.id, { onDelete: "cascade" });

export const linkAgreements = pgTable(
  "link_agreements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: linkRef(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    textSha256: text("text_sha256").notNull(),
    address: text("address"),
    at: stamp("at"),
  },
  (t) => [
    index("link_agreements_link_at_idx").on(t.linkId, t.at),
    check("link_agreements_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

export const linkViewerRemovals = pgTable(
  "link_viewer_removals",
  {
    linkId: linkRef(),
    email: text("email").notNull(),
    removedBy: uuid("removed_by").references(() => users.id, { onDelete: "set null" }),
    at: stamp("at"),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.email] }),
    check("link_viewer_removals_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);
