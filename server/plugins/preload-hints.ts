/**
 * The preload hints of an app page: the API reads its screen starts with, sent in the page's
 * `Link` header beside its scripts so that they are on their way before the app asks. Each
 * URL comes from the endpoint table (common/endpoints/), built as the screen's query builds
 * it, so that the browser hands the preloaded answer to the screen's own fetch.
 */
import { CANDIDATE_PAGE_SIZE } from "../../common/candidate.ts";
import { urlOf } from "../../common/endpoint.ts";
import { authEndpoints } from "../../common/endpoints/auth.ts";
import { candidateEndpoints } from "../../common/endpoints/candidates.ts";
import { companyEndpoints } from "../../common/endpoints/companies.ts";
import { customerEndpoints } from "../../common/endpoints/customer.ts";
import { engagementEndpoints } from "../../common/endpoints/engagements.ts";
import { jobOrderEndpoints, reportEndpoints } from "../../common/endpoints/job-orders.ts";
import { talentEndpoints } from "../../common/endpoints/talent.ts";
import { userEndpoints } from "../../common/endpoints/users.ts";
import { ENGAGEMENT_STATUSES } from "../../common/engagement.ts";
import { JOB_ORDER_LIMITS, JOB_ORDER_STATUSES } from "../../common/job-order.ts";

/**
 * The API reads an app screen starts with, preloaded beside its scripts. Each URL is built
 * exactly as the screen's fetch builds it (app/features/customer/api.ts, the current-user
 * query), with credentials, so that the browser hands the preloaded response to it.
 * `/talent` reads the candidate's own profile whether or not a candidate session is there
 * (without one the answer is the 401 that makes it offer the sign-in link), so it is
 * preloaded without looking at cookies.
 */
export function dataPreloads(
  routeId: string | undefined,
  params: Record<string, string | undefined>,
  mayBeSignedIn: boolean,
  search = "",
): string[] {
  const urls: string[] = [];
  if (routeId === "routes/customer/customer-listing" && params.token) {
    urls.push(urlOf(customerEndpoints.listing, { token: params.token }));
  } else if (routeId === "routes/customer/customer-profile" && params.token && params.developerId) {
    urls.push(
      urlOf(customerEndpoints.profile, { token: params.token, developerId: params.developerId }),
    );
  } else if (routeId === "routes/talent/talent-profile") {
    urls.push(urlOf(talentEndpoints.me, {}));
  }
  if (mayBeSignedIn) {
    urls.push(urlOf(authEndpoints.currentUser, {}));
    urls.push(...signedInReads(routeId, params, search));
  }
  return urls.map((u) => `<${u}>; rel=preload; as=fetch; crossorigin=use-credentials`);
}

/** The `?status=` filter as a list screen reads it (app/components/status-filter.tsx). */
function statusOf<S extends string>(search: string, statuses: readonly S[]): S | "" {
  const requested = new URLSearchParams(search).get("status");
  return statuses.includes(requested as S) ? (requested as S) : "";
}

/**
 * The signed-in screens' first reads, as their queries build them (the default query
 * fetch joins the key with slashes; the developer list's first page is
 * app/features/candidates/api.ts `fetchPage` without filters; the admin's job order and
 * engagement screens read through app/features/job-orders/api.ts and
 * app/features/engagements/api.ts): the developer list (only unfiltered: a query string
 * means filters), a developer's profile, the admin dashboard's figures and its first tab,
 * the users; the job orders and the engagements (with the `?status=` the screen reads,
 * any other parameter ignored as the screen ignores it); one job order with everything its
 * screen reads at once (its matches, pipeline and activity: the screen asks for them all
 * together); the reports' summary of the default period (the dates are not in the address);
 * the companies, and one company with its roll-up and timeline (its screen reads them at once).
 * The client-pages test checks each URL against the screen's own query.
 */
function signedInReads(
  routeId: string | undefined,
  params: Record<string, string | undefined>,
  search: string,
): string[] {
  if (routeId === "routes/candidates/candidate-list" && search === "") {
    return [
      urlOf(candidateEndpoints.list, {}, { limit: CANDIDATE_PAGE_SIZE, offset: 0 }),
      urlOf(candidateEndpoints.stats, {}),
    ];
  }
  if (routeId === "routes/candidates/candidate-profile" && params.id) {
    return [urlOf(candidateEndpoints.get, { id: params.id })];
  }
  if (routeId === "routes/admin/dashboard" && (search === "" || search === "?tab=users")) {
    return [urlOf(userEndpoints.stats, {}), urlOf(userEndpoints.list, {})];
  }
  if (routeId === "routes/admin/job-orders") {
    const status = statusOf(search, JOB_ORDER_STATUSES) || undefined;
    return [urlOf(jobOrderEndpoints.list, {}, { status })];
  }
  if (routeId === "routes/admin/job-orders-detail" && params.id) {
    const order = { id: params.id };
    return [
      urlOf(jobOrderEndpoints.get, order),
      // MATCH_LIMIT of app/features/job-orders/api.ts: the API's default.
      urlOf(jobOrderEndpoints.matches, order, { limit: JOB_ORDER_LIMITS.matchesDefault }),
      urlOf(jobOrderEndpoints.pipeline, order),
      urlOf(jobOrderEndpoints.events, order),
    ];
  }
  if (routeId === "routes/admin/engagements") {
    const status = statusOf(search, ENGAGEMENT_STATUSES) || undefined;
    return [urlOf(engagementEndpoints.list, {}, { status })];
  }
  if (routeId === "routes/admin/reports") return [urlOf(reportEndpoints.summary, {})];
  // app/features/companies/api.ts: the list; one company, its roll-up and timeline at once.
  if (routeId === "routes/admin/companies") return [urlOf(companyEndpoints.list, {})];
  if (routeId === "routes/admin/companies-detail" && params.id) {
    const company = { id: params.id };
    return [
      urlOf(companyEndpoints.one, company),
      urlOf(companyEndpoints.activity, company),
      urlOf(companyEndpoints.timeline, company),
    ];
  }
  return [];
}
