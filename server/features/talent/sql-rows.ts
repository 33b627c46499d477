/**
 * What the candidate's export and the erasures both read: raw rows of a query, a quoted
 * identifier, and the id shape that answers 404 before any query runs.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Rows = Array<Record<string, unknown>>;

export async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Rows> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Rows }).rows;
}

/** A table's or column's name as SQL, quoted (names come from the catalogue, not a user). */
export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);
