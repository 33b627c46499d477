/**
 * Signed-in screens painted by the server with their data, so they are fast on a phone
 * (docs/decisions/077-…). The screens whose largest paint is data (a developer's profile, the
 * developer list, a job order, the candidate's own profile) are rendered here, on the server, from
 * the same API answers the browser would ask for, into the route shell (app/route-shells.ts) that
 * covers the page until the app's own screen is there. The answers are inlined in the page
 * (./screen-data.ts), so the app starts with them instead of asking again, and its first render is
 * the same markup in the same place.
 *
 * Loaded by server/plugins/screen-data.ts from the server bundle (never by the browser).
 */
import { QueryClient, QueryClientContext } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { CANDIDATE_PAGE_SIZE } from "#common/candidate-values.ts";
import { urlOf } from "#common/endpoint.ts";
import { authEndpoints } from "#common/endpoints/auth.ts";
import { candidateEndpoints } from "#common/endpoints/candidates.ts";
import { jobOrderEndpoints } from "#common/endpoints/job-orders.ts";
import { currentUserQueryKey } from "~/features/auth/api";
import { candidateQueries } from "~/features/candidates/api";
import {
  eventsQuery,
  jobOrderQuery,
  MATCH_LIMIT,
  matchesQuery,
  pipelineQuery,
} from "~/features/job-orders/api";
import { talentMeKey } from "~/features/talent/api";
import { queryUrl } from "~/lib/api";
import JobOrderDetail from "~/routes/admin/job-orders-detail";
import CandidateListPage from "~/routes/candidates/candidate-list";
import CandidateProfilePage from "~/routes/candidates/candidate-profile";
import TalentProfilePage from "~/routes/talent/talent-profile";
import type { ScreenEntry } from "./screen-data.ts";

/** One API read a screen starts with: its URL and where its answer goes in the query cache. */
export interface ScreenRead {
  url: string;
  /** The cache entry of the answer (`body`, the answer's headers). */
  entry: (body: unknown, headers: Record<string, string | undefined>) => ScreenEntry;
  /** A read whose refusal (401/403) leaves nothing to paint: the screen says why itself. */
  required: boolean;
}

interface Screen {
  /** The route's path, as app/route-table.ts names it. */
  path: string;
  Component: ComponentType;
  /** The reads, or null when this request is not painted here (e.g. a filtered list). */
  reads: (params: Record<string, string | undefined>, search: string) => ScreenRead[] | null;
  /** Who may be signed in: a user (the `signed_in` hint) or a candidate (their own cookie). */
  session: "user" | "candidate";
}

const required = true;

/** The developer list's first page, as `candidateQueries.search({})` asks for it. */
const firstPageUrl = urlOf(candidateEndpoints.list, {}, { limit: CANDIDATE_PAGE_SIZE, offset: 0 });

/** The signed-in user (the header's and the screens' `useAuth`): a 401 means nobody. */
const currentUser: ScreenRead = {
  url: urlOf(authEndpoints.currentUser, {}),
  entry: (body) => [currentUserQueryKey, body ?? null],
  required: false,
};

const screens: Record<string, Screen> = {
  "routes/candidates/candidate-profile": {
    path: "/developers/:id",
    Component: CandidateProfilePage,
    session: "user",
    reads: ({ id }) => {
      if (!id) return null;
      const query = candidateQueries.one(id);
      return [
        currentUser,
        {
          url: queryUrl(query.queryKey),
          entry: (body) => [query.queryKey, body],
          required,
        },
      ];
    },
  },
  "routes/candidates/candidate-list": {
    path: "/developers",
    Component: CandidateListPage,
    session: "user",
    // Only the list as it opens: a query string means filters, which the app reads itself.
    reads: (_params, search) => {
      if (search !== "") return null;
      const list = candidateQueries.search({});
      const stats = candidateQueries.stats();
      return [
        currentUser,
        {
          url: firstPageUrl,
          // The infinite query's shape: one page, asked from offset 0.
          entry: (body, headers) => [
            list.queryKey,
            {
              pages: [
                {
                  items: body,
                  total: Number(headers["x-total-count"] ?? (body as unknown[]).length),
                  capped: headers["x-total-count-capped"] === "true",
                },
              ],
              pageParams: [0],
            },
          ],
          required,
        },
        { url: queryUrl(stats.queryKey), entry: (body) => [stats.queryKey, body], required },
      ];
    },
  },
  "routes/admin/job-orders-detail": {
    path: "/admin/job-orders/:id",
    Component: JobOrderDetail,
    session: "user",
    // The order, its matches, its pipeline and its activity, as their queries read them.
    reads: ({ id }) => {
      if (!id) return null;
      const order = { id };
      const read = (url: string, key: readonly unknown[]): ScreenRead => ({
        url,
        entry: (body) => [key, body],
        required,
      });
      return [
        currentUser,
        read(urlOf(jobOrderEndpoints.get, order), jobOrderQuery(id).queryKey),
        read(
          urlOf(jobOrderEndpoints.matches, order, { limit: MATCH_LIMIT }),
          matchesQuery(id).queryKey,
        ),
        read(urlOf(jobOrderEndpoints.pipeline, order), pipelineQuery(id).queryKey),
        read(urlOf(jobOrderEndpoints.events, order), eventsQuery(id).queryKey),
      ];
    },
  },
  "routes/talent/talent-profile": {
    path: "/talent",
    Component: TalentProfilePage,
    session: "candidate",
    reads: () => [{ url: queryUrl(talentMeKey), entry: (body) => [talentMeKey, body], required }],
  },
};

/** Whether `routeId` is painted here, and with whose session. */
export function screenSession(routeId: string): Screen["session"] | null {
  return screens[routeId]?.session ?? null;
}

export function screenReads(
  routeId: string,
  params: Record<string, string | undefined>,
  search: string,
): ScreenRead[] | null {
  return screens[routeId]?.reads(params, search) ?? null;
}

/**
 * The screen's markup at `url` with `entries` in its query cache, as the app's first render
 * makes it (the same components, the same data).
 */
export function renderScreen(routeId: string, url: string, entries: ScreenEntry[]): string {
  const screen = screens[routeId];
  if (!screen) throw new Error(`no server-painted screen ${routeId}`);
  // Nothing is fetched here: a query without an answer stays loading, as in the app's
  // first render (where it then asks for it).
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: () => new Promise(() => {}), staleTime: Number.POSITIVE_INFINITY },
    },
  });
  for (const [key, data] of entries) client.setQueryData(key, data);
  const { Component, path } = screen;
  return renderToString(
    <QueryClientContext.Provider value={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Component />} />
        </Routes>
      </MemoryRouter>
    </QueryClientContext.Provider>,
  );
}
