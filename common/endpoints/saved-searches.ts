/** A user's saved searches of the developer list: list, save, delete (own only). */
import { endpoint, types } from "../endpoint.ts";
import type { SavedSearch, SavedSearchInput } from "../saved-search.ts";

export const savedSearchEndpoints = {
  list: endpoint("GET", "/api/saved-searches", types<{ response: SavedSearch[] }>()),
  create: endpoint(
    "POST",
    "/api/saved-searches",
    types<{ body: SavedSearchInput; response: SavedSearch }>(),
  ),
  remove: endpoint("DELETE", "/api/saved-searches/{id}", types<{ response: null }>()),
};
