/**
 * Column and CHECK helpers shared by the table groups of server/db/schema/: timestamps that
 * default to now, IN-list and range CHECKs over the allowed values of common/.
 */
import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL's text-search document type. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A NOT NULL timestamp with time zone that defaults to now. */
export const stamp = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();
export const createdAt = () => stamp("created_at");
/** Also set on every update made through Drizzle. */
export const updatedAt = () => stamp("updated_at").$onUpdate(() => new Date());

/** A CHECK that a column holds one of the allowed values (common/). */
export const inList = (column: string, values: readonly string[]): SQL =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

/** A CHECK that a column lies within one of the shared ranges (common/constants.ts). */
export const inRange = (column: AnyPgColumn, range: { min: number; max: number }): SQL =>
  sql`${column} BETWEEN ${sql.raw(String(range.min))} AND ${sql.raw(String(range.max))}`;

/** The same by column name, for CHECKs written as raw SQL. */
export const between = (column: string, range: { min: number; max: number }): SQL =>
  sql.raw(`${column} BETWEEN ${range.min} AND ${range.max}`);
