/**
 * The admins' shareable links: the list, create, change, delete, what happened on a link,
 * and one viewer taken off a link and allowed back.
 */
import { endpoint, types } from "../endpoint.ts";
import type { CreateLinkBody, ShareableLink, UpdateLinkBody } from "../link.ts";
import type { LinkActivity } from "../link-activity.ts";

export const linkEndpoints = {
  list: endpoint("GET", "/api/admin/shareable-links", types<{ response: ShareableLink[] }>()),
  create: endpoint(
    "POST",
    "/api/admin/shareable-links",
    types<{ body: CreateLinkBody; response: ShareableLink }>(),
  ),
  update: endpoint(
    "PUT",
    "/api/admin/shareable-links/{linkId}",
    types<{ body: UpdateLinkBody; response: ShareableLink }>(),
  ),
  remove: endpoint("DELETE", "/api/admin/shareable-links/{linkId}", types<{ response: null }>()),
  activity: endpoint(
    "GET",
    "/api/admin/shareable-links/{linkId}/activity",
    types<{ response: LinkActivity }>(),
  ),
  /** The address in the path is compared in lower case. */
  removeViewer: endpoint(
    "DELETE",
    "/api/admin/shareable-links/{linkId}/viewers/{email}",
    types<{ response: null }>(),
  ),
  allowViewer: endpoint(
    "POST",
    "/api/admin/shareable-links/{linkId}/viewers/{email}/allow",
    types<{ response: null }>(),
  ),
};
