/**
 * The customer's two reads of a link (`customerEndpoints.listing` and `.profile`), shared by
 * the API (routes.ts) and the server-rendered pages (render/): the listing counts one view
 * and records the visit (telling the creator and the webhooks about the link's first), a
 * profile records the profile view. Refusals are thrown: the shared 404, or
 * ViewerRequiredError when the link wants a verified e-mail. Each also answers the link's id,
 * for the pages, which paint the link's interview requests with the view.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SharedCustomerInfo, SharedDeveloper, SharedListing } from "#common/link.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import { type CustomerDeps, customerOf } from "./guard.ts";
import { notifyCreator, type WorkspaceMail } from "./notify.ts";
import { candidateInLink, countView, sharedListing, toSharedDeveloper } from "./service.ts";
import { recordProfileView, recordVisit } from "./visits.ts";

export async function readListing(
  deps: CustomerDeps,
  mail: WorkspaceMail,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): Promise<SharedListing & { linkId: string }> {
  const now = new Date();
  const { db } = deps;
  const { link, who } = await customerOf(deps, request, reply, token, now);
  await countView(db, link, now);
  const visit = await recordVisit(db, link, who, now);
  if (visit.firstForLink) {
    await notifyCreator(mail, link, {
      kind: "first-visit",
      viewerEmail: who.viewer?.email ?? null,
    });
    await emitWebhookEvent(mail, "link.viewed", { linkId: link.id });
  }
  return {
    developers: await sharedListing(db, link, visit.previousVisit),
    customerInfo: link.customerInfo,
    viewer: who.viewer,
    linkId: link.id,
  };
}

/** One developer of the link, and who is looking (the page needs it; the API leaves it out). */
export async function readProfile(
  deps: CustomerDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  developerId: string,
): Promise<{
  developer: SharedDeveloper;
  customerInfo: SharedCustomerInfo;
  viewerEmail: string | null;
  linkId: string;
}> {
  const now = new Date();
  const { db } = deps;
  const { link, who } = await customerOf(deps, request, reply, token, now);
  const row = await candidateInLink(db, link, developerId);
  await recordProfileView(db, link, who, row.id, now);
  return {
    developer: toSharedDeveloper(row, link),
    customerInfo: link.customerInfo,
    viewerEmail: who.viewer?.email ?? null,
    linkId: link.id,
  };
}
