import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { setSessionCookie } from "./cookies.ts";
import type { SessionStore } from "./session-store.ts";

/**
 * Signs a user in: a brand-new session every time (no session fixation), and the one the
 * browser came with, if any, is ended rather than left behind. The session keeps the
 * address and browser it started from, for the account page's session list.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
  config: Config,
  userId: string,
): Promise<void> {
  if (request.user) await sessions.destroy(request.user.sessionId);
  const userAgent = request.headers["user-agent"];
  const token = await sessions.create(userId, {
    ip: request.ip,
    userAgent: typeof userAgent === "string" ? userAgent : null,
  });
  setSessionCookie(request, reply, config, token, sessions.cookieMaxAgeSeconds);
}
