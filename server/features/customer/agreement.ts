/**
 * The agreement gate (docs/decisions/085-agreement-gate.md): a link
 * with `requireAgreement` shows nothing until this browser's viewer session has accepted
 * the link's current text. The acceptance is tied to the text's SHA-256, so a changed text
 * asks everyone again; each acceptance is kept (name, e-mail, time, client address, hash).
 *
 * Order with `requireEmail`: the viewer proves an address first (a code), then accepts
 * with that same address; the acceptance is written onto the verified session. Without
 * `requireEmail` the acceptance itself starts a session, marked unverified, under the
 * address as typed.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AcceptAgreementInput } from "#common/agreement.ts";
import { AGREEMENT_MESSAGES } from "#common/agreement-values.ts";
import { WORKSPACE_MESSAGES } from "#common/viewer-access.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { linkAgreements, linkViewerSessions } from "../../db/schema.ts";
import { badRequest, forbidden, HttpError } from "../../lib/http-error.ts";
import { PRIVATE_HEADERS } from "./private-headers.ts";
import type { OpenLink } from "./service.ts";
import {
  domainAllowed,
  sha256,
  startViewerSession,
  type Viewer,
  ViewerRequiredError,
  viewerCookieName,
  viewerOf,
} from "./viewer.ts";
import { refuseRemovedViewer } from "./viewer-removal.ts";

/** The hash an acceptance is tied to: the text exactly as the link holds it. */
export const agreementHash = (text: string) => sha256(text);

/**
 * Thrown while the viewer has not accepted the link's current text: the error handler
 * answers 401 `{ message, requireAgreement: true, agreementText }`, private.
 */
export class AgreementRequiredError extends HttpError {
  readonly agreementText: string;
  /** The verified address to accept with (the page fills it in); never in the body. */
  readonly viewerEmail: string | null;
  constructor(agreementText: string, viewerEmail: string | null = null) {
    super(
      401,
      AGREEMENT_MESSAGES.required,
      undefined,
      { ...PRIVATE_HEADERS },
      { requireAgreement: true, agreementText },
    );
    this.name = "AgreementRequiredError";
    this.agreementText = agreementText;
    this.viewerEmail = viewerEmail;
  }
}

/** Refuses a viewer who has not accepted the link's current agreement. */
export function requireAccepted(link: OpenLink, viewer: Viewer | null): void {
  if (!link.requireAgreement) return;
  if (viewer?.agreementSha256 === agreementHash(link.agreementText)) return;
  throw new AgreementRequiredError(
    link.agreementText,
    link.requireEmail && viewer?.verified ? viewer.email : null,
  );
}

export const noAgreement = () => badRequest(AGREEMENT_MESSAGES.noAgreement);

/**
 * Records the viewer's acceptance of the link's current text and lets this browser in:
 * 403 for an address removed from the link or outside its domains; with `requireEmail`,
 * 401 before a verified address and 400 for another address than the verified one.
 */
export async function acceptAgreement(
  deps: { db: Db; config: Config },
  request: FastifyRequest,
  reply: FastifyReply,
  link: OpenLink,
  input: AcceptAgreementInput,
  now: Date,
): Promise<{ name: string; email: string; textSha256: string }> {
  const { db, config } = deps;
  if (!link.requireAgreement) throw noAgreement();
  const email = input.email.trim().toLowerCase();
  await refuseRemovedViewer(db, link.id, email);
  if (!domainAllowed(link, email)) throw forbidden(WORKSPACE_MESSAGES.domainNotAllowed);
  const viewer = await viewerOf(db, request, link, now);
  if (link.requireEmail) {
    if (!viewer?.verified) throw new ViewerRequiredError(link.agreementText);
    if (viewer.email !== email) {
      throw badRequest(AGREEMENT_MESSAGES.emailNotVerified, {
        email: AGREEMENT_MESSAGES.emailNotVerified,
      });
    }
  }
  const textSha256 = agreementHash(link.agreementText);
  const name = input.name.trim();
  await db
    .insert(linkAgreements)
    .values({ linkId: link.id, name, email, textSha256, address: request.ip, at: now });
  // The acceptance always starts a fresh session (and cookie) for this browser, carrying
  // the acceptance: a new token once the viewer's standing changes, and the answer sets a
  // viewer cookie as every way into a link does. The old session, if any, gives way; a
  // verified address stays verified when it is the one accepting.
  const cookie = request.cookies[viewerCookieName(link.token)];
  if (cookie) {
    await db
      .delete(linkViewerSessions)
      .where(
        and(
          eq(linkViewerSessions.tokenHash, sha256(cookie)),
          eq(linkViewerSessions.linkId, link.id),
        ),
      );
  }
  await startViewerSession(db, request, reply, config, link, email, now, {
    verified: viewer?.verified === true && viewer.email === email,
    agreementSha256: textSha256,
  });
  return { name, email, textSha256 };
}
