import type { FastifyReply, FastifyRequest } from "fastify";
import { type SessionStore, setSessionCookie } from "./session.ts";

/**
 * Signs a user in: a brand-new session every time (no session fixation), and the one the
 * browser came with, if any, is ended rather than left behind.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
  userId: string,
  secureCookie: boolean,
): Promise<void> {
  if (request.user) await sessions.destroy(request.user.sessionId);
  const token = await sessions.create(userId);
  setSessionCookie(reply, token, sessions.ttlSeconds, secureCookie);
}
