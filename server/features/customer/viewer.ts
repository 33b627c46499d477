/**
 * Who is using a link: a verified viewer (an e-mail proven with a one-time code:
 * access-codes.ts) or an anonymous browser, and their sessions and cookies.
 *
 * - Allowed domains are checked when a code is asked for, when it is checked, and on every
 *   session (narrowing the list also deletes the sessions outside it: links/service.ts).
 * - Viewer cookie: one per link, named after a hash of the token (`vt_viewer_<hash>`), so a
 *   viewer of link A is nobody on link B: the API (/api/shared/developers/{token}, …/{token}/…)
 *   and the files (/api/shared/files/{token}/…) live under different paths, so a Path scope
 *   could not cover both; the name scopes it instead, and the server checks the session's
 *   link. Path=/api/shared and a twin for the pages, Path=/shared (below), HttpOnly,
 *   SameSite=Lax. The session row is deleted with the link,
 *   when it is switched off or expired (links/service.ts), and is never valid past expiry.
 * - Visitor cookie: a random id per browser, so anonymous visits are told apart.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { WORKSPACE_MESSAGES } from "#common/viewer-access.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { linkViewerSessions } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import { isSecureRequest } from "../../plugins/security.ts";
import { PRIVATE_HEADERS } from "./private-headers.ts";
import type { OpenLink } from "./service.ts";

/**
 * Each cookie is set twice, with the same name and value: for the API (/api/shared) and for
 * the customer's pages (/shared), which the server renders with the link's data and so
 * must know who is looking (render/, docs/decisions/072-…). A request carries only the
 * copy of its own path.
 */
const COOKIE_PATHS = ["/api/shared", "/shared"] as const;
const VISITOR_COOKIE = "vt_visitor";
const VIEWER_SESSION_DAYS = 30;
export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export const viewerCookieName = (token: string) => `vt_viewer_${sha256(token).slice(0, 16)}`;

export interface Viewer {
  email: string;
  /** False when the session came from accepting an agreement alone (the e-mail as typed). */
  verified: boolean;
  /** SHA-256 hex of the agreement text this session accepted, or null. */
  agreementSha256: string | null;
}

/**
 * Thrown when a link needs a verified viewer: the app's error handler answers 401
 * `{ message, requireEmail: true }` (with the agreement's fields when the link asks for it
 * too), private like every customer answer.
 */
export class ViewerRequiredError extends HttpError {
  /**
   * `agreementText`: the link also asks for its agreement (accepted once the address is
   * proven); the body then says so as the agreement's own 401 does, so that any call tells
   * a client both steps ahead.
   */
  constructor(agreementText: string | null = null) {
    super(
      401,
      WORKSPACE_MESSAGES.verifyRequired,
      undefined,
      { ...PRIVATE_HEADERS },
      {
        requireEmail: true,
        ...(agreementText === null ? {} : { requireAgreement: true, agreementText }),
      },
    );
    this.name = "ViewerRequiredError";
  }
}

/** The verified viewer of this link the request's cookie names, if any. */
export async function viewerOf(
  db: Db,
  request: FastifyRequest,
  link: OpenLink,
  now: Date,
): Promise<Viewer | null> {
  const value = request.cookies[viewerCookieName(link.token)];
  if (!value) return null;
  const [row] = await db
    .select({
      email: linkViewerSessions.email,
      verified: linkViewerSessions.verified,
      agreementSha256: linkViewerSessions.agreementSha256,
    })
    .from(linkViewerSessions)
    .where(
      and(
        eq(linkViewerSessions.tokenHash, sha256(value)),
        eq(linkViewerSessions.linkId, link.id),
        gt(linkViewerSessions.expiresAt, now),
      ),
    )
    .limit(1);
  // A session outside the link's current domains is nobody (the row is deleted on update).
  if (!row || !domainAllowed(link, row.email)) return null;
  // An agreement's typed address proves nothing where the link asks for a proven one.
  if (link.requireEmail && !row.verified) return null;
  return row;
}

/** The browser's anonymous id, set on first use. */
export function visitorOf(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{22}$/.test(existing)) return existing;
  const id = randomBytes(16).toString("base64url");
  for (const path of COOKIE_PATHS) {
    reply.setCookie(VISITOR_COOKIE, id, {
      path,
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(request, config),
      maxAge: 365 * 24 * 60 * 60,
    });
  }
  return id;
}

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);
export const domainAllowed = (link: OpenLink, email: string) =>
  link.allowedDomains.length === 0 || link.allowedDomains.includes(domainOf(email));

/**
 * Starts a viewer session on the link and sets its cookie: a proven address (a code), or
 * (`session`) an address typed to accept the link's agreement, with the text's hash.
 */
export async function startViewerSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  link: OpenLink,
  email: string,
  now: Date,
  session: { verified: boolean; agreementSha256: string | null } = {
    verified: true,
    agreementSha256: null,
  },
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  let expiresAt = new Date(now.getTime() + VIEWER_SESSION_DAYS * 24 * 60 * 60 * 1000);
  if (link.expiresAt && link.expiresAt < expiresAt) expiresAt = link.expiresAt;
  await db
    .insert(linkViewerSessions)
    .values({ linkId: link.id, email, tokenHash: sha256(token), expiresAt, ...session });
  for (const path of COOKIE_PATHS) {
    reply.setCookie(viewerCookieName(link.token), token, {
      path,
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(request, config),
      expires: expiresAt,
    });
  }
}

/** Ends the request's viewer session on the link (sign out of the link). */
export async function endViewerSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  link: OpenLink,
): Promise<void> {
  const name = viewerCookieName(link.token);
  const value = request.cookies[name];
  if (value) {
    await db
      .delete(linkViewerSessions)
      .where(
        and(
          eq(linkViewerSessions.tokenHash, sha256(value)),
          eq(linkViewerSessions.linkId, link.id),
        ),
      );
  }
  for (const path of COOKIE_PATHS) {
    reply.clearCookie(name, {
      path,
      httpOnly: true,
      sameSite: "lax",
      secure: isSecureRequest(request, config),
    });
  }
}

/** One person on a link: verified by e-mail, or an anonymous browser. */
export interface ViewerIdentity {
  viewer: Viewer | null;
  /** `email:<address>` or `anon:<browser id>`: visits are recorded per key. */
  key: string;
}

export const identity = (viewer: Viewer | null, visitorId: string): ViewerIdentity => ({
  viewer,
  key: viewer ? `email:${viewer.email}` : `anon:${visitorId}`,
});
