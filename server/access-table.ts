/**
 * The authorization table: every feature's rows (`features/<f>/access-rules.ts`) in one
 * list, each with its feature. server/authorization.test.ts walks them and checks that
 * every feature's file is listed here; the API description reads from them who may call
 * each route and which feature it belongs to (server/plugins/openapi.ts). The list is
 * written out rather than globbed because the server bundle has no glob.
 */
import type { AccessRule } from "./access-rules.ts";
import { accessRules as account } from "./features/account/access-rules.ts";
import { accessRules as applications } from "./features/applications/access-rules.ts";
import { accessRules as audit } from "./features/audit/access-rules.ts";
import { accessRules as auth } from "./features/auth/access-rules.ts";
import { accessRules as campaigns } from "./features/campaigns/access-rules.ts";
import { accessRules as candidates } from "./features/candidates/access-rules.ts";
import { accessRules as companies } from "./features/companies/access-rules.ts";
import { accessRules as customer } from "./features/customer/access-rules.ts";
import { accessRules as demoData } from "./features/demo-data/access-rules.ts";
import { accessRules as engagements } from "./features/engagements/access-rules.ts";
import { accessRules as health } from "./features/health/access-rules.ts";
import { accessRules as inquiries } from "./features/inquiries/access-rules.ts";
import { accessRules as interviewRequests } from "./features/interview-requests/access-rules.ts";
import { accessRules as jobOrders } from "./features/job-orders/access-rules.ts";
import { accessRules as links } from "./features/links/access-rules.ts";
import { accessRules as metrics } from "./features/metrics/access-rules.ts";
import { accessRules as objects } from "./features/objects/access-rules.ts";
import { accessRules as savedSearches } from "./features/saved-searches/access-rules.ts";
import { accessRules as skills } from "./features/skills/access-rules.ts";
import { accessRules as talent } from "./features/talent/access-rules.ts";
import { accessRules as today } from "./features/today/access-rules.ts";
import { accessRules as users } from "./features/users/access-rules.ts";
import { accessRules as webhooks } from "./features/webhooks/access-rules.ts";

/** Feature folder name → its rows. */
export const accessTable: Record<string, AccessRule[]> = {
  account,
  applications,
  audit,
  auth,
  campaigns,
  candidates,
  companies,
  customer,
  "demo-data": demoData,
  engagements,
  health,
  inquiries,
  "interview-requests": interviewRequests,
  "job-orders": jobOrders,
  links,
  metrics,
  objects,
  "saved-searches": savedSearches,
  skills,
  talent,
  today,
  users,
  webhooks,
};

export type AccessRow = AccessRule & { feature: string };

export const accessRows: AccessRow[] = Object.entries(accessTable).flatMap(([feature, rules]) =>
  rules.map((rule) => ({ ...rule, feature })),
);

/** How well one segment of a route pattern takes one segment of a row's URL. */
const STATIC = 2;
const PARAMETER = 1;
const WILDCARD = 0;

/**
 * The route, of Fastify `patterns` (`/api/candidates/:id`, `/objects/*`), that a row's URL
 * reaches, picked as Fastify's router picks it: a static segment before a parameter, a
 * parameter before a wildcard. A row's `{placeholder}` is a value, never a static segment.
 */
export function routeOfRow(url: string, patterns: readonly string[]): string | undefined {
  const given = url.split("?")[0]!.split("/");
  let best: { pattern: string; score: number[] } | undefined;
  for (const pattern of patterns) {
    const score = matchScore(given, pattern.split("/"));
    if (score && (!best || compareScores(score, best.score) > 0)) best = { pattern, score };
  }
  return best?.pattern;
}

function matchScore(given: string[], pattern: string[]): number[] | undefined {
  const score: number[] = [];
  for (const [i, part] of pattern.entries()) {
    if (part === "*") {
      if (i >= given.length) return undefined;
      score.push(WILDCARD);
      return score;
    }
    const value = given[i];
    if (value === undefined) return undefined;
    if (part.startsWith(":")) {
      if (value === "") return undefined;
      score.push(PARAMETER);
    } else if (part === value) {
      score.push(STATIC);
    } else {
      return undefined;
    }
  }
  return given.length === pattern.length ? score : undefined;
}

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! - b[i]!;
  }
  return a.length - b.length;
}
