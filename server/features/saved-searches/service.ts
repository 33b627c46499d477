/**
 * Saved searches: each user's named developer-list filters. A user reaches only
 * their own; another user's search answers the same 404 as one that does not exist.
 */
import { and, asc, count, eq } from "drizzle-orm";
import {
  DUPLICATE_SAVED_SEARCH,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_NOT_FOUND,
  type SavedSearch,
  type SavedSearchInput,
} from "#common/saved-search.ts";
import type { Db } from "../../db/client.ts";
import { savedSearches } from "../../db/schema.ts";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/http-error.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOO_MANY = `You can keep at most ${SAVED_SEARCH_LIMIT} saved searches; delete one first`;

function toSavedSearch(row: typeof savedSearches.$inferSelect): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query as SavedSearch["query"],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.name), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

export async function createSavedSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
): Promise<SavedSearch> {
  const [held] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  if ((held?.n ?? 0) >= SAVED_SEARCH_LIMIT) throw badRequest(TOO_MANY);
  try {
    const [row] = await db
      .insert(savedSearches)
      .values({ userId, name: input.name.trim(), query: input.query })
      .returning();
    return toSavedSearch(row!);
  } catch (error) {
    if (isUniqueViolation(error, "saved_searches_user_name_unique")) {
      throw conflict(DUPLICATE_SAVED_SEARCH, { name: DUPLICATE_SAVED_SEARCH });
    }
    throw error;
  }
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!uuidPattern.test(id)) throw notFound(SAVED_SEARCH_NOT_FOUND);
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(SAVED_SEARCH_NOT_FOUND);
}
