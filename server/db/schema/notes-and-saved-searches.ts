/**
 * Recruiter tools: internal notes on candidates and each user's saved searches.
 * Tags and the résumé's search text are columns of `candidates` (candidates.ts).
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { candidates } from "./candidates.ts";
import { users } from "./users.ts";

/** An admin's note on a candidate; kept when its author's account is deleted. */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    candidateId: uuid("candidate_id")
      .notNull()
      .references(() => candidates.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("candidate_notes_candidate_idx").on(t.candidateId, t.createdAt.desc()),
    check("candidate_notes_body_present", sql`length(${t.body}) > 0`),
  ],
);

/** A user's named developer-list filter; `query` is stored exactly as the client sent it. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: jsonb("query").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("saved_searches_user_name_unique").on(t.userId, t.name)],
);
