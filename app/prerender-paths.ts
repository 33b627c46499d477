import { type RouteEntry, routeTable } from "./route-table.ts";

/** Prerendered so the server can answer unknown paths with a real 404 page. */
export const notFoundPagePath = "/404";
/**
 * The blog post route rendered for an id no post has ('Post Not Found'): the server sends
 * it, with 404, for every unknown /blog/{id}, so the message is in the first response.
 */
export const blogPostNotFoundPath = "/blog/404";
/** Prerendered error pages: answered with 404, never listed or served at their own path. */
export const notFoundPaths = [notFoundPagePath, blogPostNotFoundPath];

function flatten(
  entries: RouteEntry[],
  parent = "",
  wanted = (entry: RouteEntry) => !!entry.prerender,
): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    const here = wanted(entry) ? [own] : [];
    return [...here, ...(entry.children ? flatten(entry.children, own, wanted) : [])];
  });
}

/**
 * Every public page rendered to static HTML at build time: the route table's entries
 * marked `prerender`, their extra paths (e.g. one per blog post), and the 404 pages.
 */
export const prerenderPaths: string[] = [
  ...flatten(routeTable),
  ...routeTable.flatMap((e) => e.prerenderExtraPaths ?? []),
  ...notFoundPaths,
];

/**
 * Prerendered pages not for search engines (the route table's `noindex`, e.g. /auth): left
 * out of the sitemap, and served with `X-Robots-Tag: noindex` like the app's other screens.
 */
export const noindexPrerenderPaths: string[] = flatten(
  routeTable,
  "",
  (entry) => !!entry.prerender && !!entry.noindex,
);
