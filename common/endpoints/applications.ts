/**
 * The applications: the public form of /apply (JSON without a résumé, multipart with one,
 * or a form post without JavaScript, all to the same path) and the admins' vetting calls:
 * the list by status and text, one application, a review of one, one status for many.
 */
import type {
  ApplicationDetail,
  ApplicationListItem,
  ApplicationStatus,
  applicationBulkSchema,
  applicationInputSchema,
  applicationPatchSchema,
} from "../application.ts";
import { endpoint, types } from "../endpoint.ts";
import type { z } from "../zod.ts";

/** What the browser sends as JSON; the form's multipart post carries the same fields. */
export type ApplicationBody = z.input<typeof applicationInputSchema>;
export type ApplicationPatchBody = z.input<typeof applicationPatchSchema>;
export type ApplicationBulkBody = z.input<typeof applicationBulkSchema>;

/** The list's filters, as the vetting screen writes them. */
export type ApplicationListFilter = { status?: ApplicationStatus; q?: string };

export const applicationEndpoints = {
  apply: endpoint(
    "POST",
    "/api/applications",
    types<{ body: ApplicationBody; response: { id: string } }>(),
  ),
  list: endpoint(
    "GET",
    "/api/admin/applications",
    types<{ query: ApplicationListFilter; response: ApplicationListItem[] }>(),
  ),
  get: endpoint("GET", "/api/admin/applications/{id}", types<{ response: ApplicationDetail }>()),
  review: endpoint(
    "PATCH",
    "/api/admin/applications/{id}",
    types<{ body: ApplicationPatchBody; response: ApplicationDetail }>(),
  ),
  bulk: endpoint(
    "POST",
    "/api/admin/applications/bulk",
    types<{ body: ApplicationBulkBody; response: { updated: number } }>(),
  ),
};
