/**
 * A viewer an admin turned off a link : every way
 * back in (a code asked for or checked, an agreement accepted) asks here first and is
 * refused with 403 until an admin allows the address again (server/features/links/
 * viewer-routes.ts). Their sessions were deleted when they were removed.
 */
import { and, eq } from "drizzle-orm";
import { AGREEMENT_MESSAGES } from "#common/agreement-values.ts";
import type { Db } from "../../db/client.ts";
import { linkViewerRemovals } from "../../db/schema.ts";
import { forbidden } from "../../lib/http-error.ts";

/** 403 for an address removed from the link (`email` already lower-case). */
export async function refuseRemovedViewer(db: Db, linkId: string, email: string): Promise<void> {
  const [row] = await db
    .select({ email: linkViewerRemovals.email })
    .from(linkViewerRemovals)
    .where(and(eq(linkViewerRemovals.linkId, linkId), eq(linkViewerRemovals.email, email)))
    .limit(1);
  if (row) throw forbidden(AGREEMENT_MESSAGES.viewerRemoved);
}
