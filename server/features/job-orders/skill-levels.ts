/**
 * Reading candidates level by level of how many of a skill list they hold: all of them,
 * all but one, … Each level is an OR of `@>` over the list's subsets of that size, each a
 * read of the skills index, so a level with few holders costs a few index reads and the
 * levels after it are read only when they could still enter the answer. Used by a job
 * order's must-haves (matching.ts) and by the replacements like a candidate (similar.ts).
 */
import { type SQL, sql } from "drizzle-orm";
import { skillsLower, textArray } from "./skills-sql.ts";

/**
 * A level ORs at most this many subsets: past it (many skills, a middle level), one
 * `&&` over the list reads the level and every later one at once.
 */
export const MAX_SUBSETS = 16;

/** The subsets of `size` of `items`, in order (callers check `binomial` first). */
export function subsets<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, chosen: T[]) => {
    if (chosen.length === size) {
      out.push(chosen);
      return;
    }
    for (let i = start; i <= items.length - (size - chosen.length); i++) {
      pick(i + 1, [...chosen, items[i]!]);
    }
  };
  pick(0, []);
  return out;
}

/** n choose k, in a loop (a recursive sum takes exponential time for a long list). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++)
    result = (result * (n - Math.min(k, n - k) + i)) / i;
  return Math.round(result);
}

/** How many of `skills` a row lists, as SQL (one array operator per skill). */
export function heldOf(skills: readonly string[]): SQL {
  return skills.length === 0
    ? sql`0`
    : sql`(${sql.join(
        skills.map((s) => sql`(${skillsLower} @> ${textArray([s])})::int`),
        sql` + `,
      )})`;
}

/** One level: who is in it, and the index part of that alone (see `listingExactly`). */
export interface Level {
  where: SQL;
  /**
   * Those listing at least that many: what the planner's estimate of the level's size
   * should be asked about. The count of listed skills is an expression it cannot see into
   * (it guessed 709 for a level of 200,000 at 1,000,000 candidates, and the walk by
   * assessment that would have answered in milliseconds was not tried).
   */
  estimate: SQL;
}

/**
 * The rows listing exactly `listing` of `skills` (at least one), through the index: an OR
 * of `@>` over the subsets of that size; null when there would be more than MAX_SUBSETS.
 */
export function listingExactly(skills: readonly string[], listing: number): Level | null {
  if (listing < 1 || listing > skills.length) return null;
  if (binomial(skills.length, listing) > MAX_SUBSETS) return null;
  const any =
    listing === 1
      ? sql`${skillsLower} && ${textArray(skills)}`
      : sql.join(
          subsets(skills, listing).map((subset) => sql`${skillsLower} @> ${textArray(subset)}`),
          sql` OR `,
        );
  // `<=`, not `=`: the subsets already hold `listing` of them, so the rows are the same,
  // and the planner, which cannot see into the count, estimates a third of them for `<=`
  // but a two-hundredth for `=`. On that guess a walk by assessment (ranking.ts) through a
  // level of 151,000 at 1,000,000 candidates was costed as reading the whole index, and
  // planned with parallel workers whose start took longer than the walk (38 ms against 19).
  return {
    where: sql`(${any}) AND ${heldOf(skills)} <= ${sql.raw(String(listing))}`,
    estimate: sql`(${any})`,
  };
}
