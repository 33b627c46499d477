/**
 * The SQL every part of matching writes about skills: the stored lower-cased skills column
 * and a text array of skill names.
 */
import { type SQL, sql } from "drizzle-orm";

/**
 * `candidates.skills_lower`: the lower-cased skills, a stored generated column of migration
 * 0017 that only matching reads (it is not in schema.ts, so no other query selects it).
 */
export const skillsLower = sql`"candidates"."skills_lower"`;

export const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;
