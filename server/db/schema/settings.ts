import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";

/** Small facts about this installation, e.g. that demo data was loaded once. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
