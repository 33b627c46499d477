import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { clearSessionCookie, sessionTokenOf } from "./cookies.ts";
import { SessionStore } from "./session.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The session store, and the hook that sets `request.user` before every handler. */
export function registerSessions(app: FastifyInstance, db: Db, config: Config): SessionStore {
  const sessions = new SessionStore(db, config.SESSION_TTL_DAYS * DAY_MS, {
    maxMs: config.SESSION_MAX_DAYS * DAY_MS,
    adminMfaRequired: config.ADMIN_MFA === "required",
  });
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request, reply) => {
    const token = sessionTokenOf(request, config);
    request.user = token ? await sessions.resolve(token) : null;
    // An expired or ended session: drop its cookies so the client stops asking.
    if (token && !request.user) clearSessionCookie(request, reply, config);
  });
  return sessions;
}
