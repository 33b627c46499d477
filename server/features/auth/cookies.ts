/**
 * The session cookies. Over HTTPS (server/plugins/security.ts `isSecureRequest`) the session
 * cookie is `__Host-sid`: browsers then insist on Secure, path=/ and no Domain, so neither
 * a plain-HTTP response nor a sibling subdomain can plant or overwrite it.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { isSecureRequest } from "../../plugins/security.ts";

export const SESSION_COOKIE = "sid";
export const SECURE_SESSION_COOKIE = "__Host-sid";
/**
 * A readable, content-free marker that a session cookie exists, so public pages ask for
 * the current user only when someone may be signed in (no 401 noise for visitors).
 */
export const SESSION_HINT_COOKIE = "signed_in";

export const sessionCookieName = (secure: boolean) =>
  secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** The session token the request carries under the name this request's scheme uses. */
export function sessionTokenOf(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(isSecureRequest(request, config))];
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
  maxAgeSeconds: number,
) {
  const secure = isSecureRequest(request, config);
  reply.setCookie(sessionCookieName(secure), token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: maxAgeSeconds,
  });
  reply.setCookie(SESSION_HINT_COOKIE, "1", {
    path: "/",
    sameSite: "lax",
    secure,
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config) {
  const secure = isSecureRequest(request, config);
  reply.clearCookie(sessionCookieName(secure), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
  });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: "/", sameSite: "lax", secure });
}
