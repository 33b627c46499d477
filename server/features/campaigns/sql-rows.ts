import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** Raw SQL's rows: both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
