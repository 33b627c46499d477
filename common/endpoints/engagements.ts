/**
 * Engagements: the admins' hire, list, detail and changes, and the customer's decision on
 * the trial, whose key is the e-mailed token (no sign-in).
 */

import { endpoint, types } from "../endpoint.ts";
import type {
  CreateEngagementInput,
  DecisionInput,
  DecisionResult,
  DecisionView,
  Engagement,
  EngagementStatus,
  UpdateEngagementInput,
} from "../engagement.ts";

const one = "/api/admin/engagements/{id}";
const decide = "/api/engagements/decide/{token}";

export const engagementEndpoints = {
  list: endpoint(
    "GET",
    "/api/admin/engagements",
    types<{ response: Engagement[]; query: { status?: EngagementStatus } }>(),
  ),
  create: endpoint(
    "POST",
    "/api/admin/engagements",
    types<{ body: CreateEngagementInput; response: Engagement }>(),
  ),
  get: endpoint("GET", one, types<{ response: Engagement }>()),
  update: endpoint("PATCH", one, types<{ body: UpdateEngagementInput; response: Engagement }>()),
  decisionView: endpoint("GET", decide, types<{ response: DecisionView }>()),
  decide: endpoint("POST", decide, types<{ body: DecisionInput; response: DecisionResult }>()),
};
