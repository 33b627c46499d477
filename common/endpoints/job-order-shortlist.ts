/** A job order's shortlist: a link for its customer with the chosen candidates, in one call. */
import { endpoint, types } from "../endpoint.ts";
import type { shortlistSchema } from "../job-order.ts";
import type { ShareableLink } from "../link.ts";
import type { z } from "../zod.ts";

/** What the browser sends: the switches it leaves out take the shortlist's defaults. */
export type ShortlistBody = z.input<typeof shortlistSchema>;

export const jobOrderShortlistEndpoints = {
  create: endpoint(
    "POST",
    "/api/admin/job-orders/{id}/shortlist",
    types<{ body: ShortlistBody; response: ShareableLink }>(),
  ),
};
