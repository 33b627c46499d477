import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { clearSessionCookie, sessionTokenOf } from "./cookies.ts";
import { requireAdmin, requirePoolAccess, requireUser } from "./session.ts";
import { onSessionChange, sessionCache } from "./session-cache.ts";
import { type CachedUser, SessionStore } from "./session-store.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The channel the triggers of migration 0009_cache_change_notify.sql notify on. */
export const SESSION_CHANGES_CHANNEL = "session_changes";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * false: the route never reads `request.user`, so no session is looked up for it (the
     * client build's files and pages, server/plugins/client-pages.ts).
     */
    session?: boolean;
  }
}

/** The session store, and the hook that sets `request.user` before every handler. */
export function registerSessions(
  app: FastifyInstance,
  database: Database,
  config: Config,
): SessionStore {
  // Each app has its own cache, like a replica; the listening connection is the database
  // handle's, shared with the other caches (server/db/listener.ts).
  const cache = sessionCache<CachedUser>();
  const feed = database.listen(SESSION_CHANGES_CHANNEL);
  const unsubscribe = cache.follow(feed, (payload) => onSessionChange(cache, payload));
  const sessions = new SessionStore(database.db, config.SESSION_TTL_DAYS * DAY_MS, {
    maxMs: config.SESSION_MAX_DAYS * DAY_MS,
    adminMfaRequired: config.ADMIN_MFA === "required",
    poolAccess: config.POOL_ACCESS,
    cache,
    onBackgroundError: (error) => app.log.warn({ err: error }, "session last-seen write failed"),
  });
  app.decorateRequest("user", null);
  app.decorate("guards", { user: requireUser, poolAccess: requirePoolAccess, admin: requireAdmin });
  // A callback hook: a request without a session cookie (visitors, pages, files) goes on
  // at once, without a promise and a turn of the microtask queue.
  app.addHook("onRequest", (request, reply, done) => {
    const token = sessionTokenOf(request, config);
    if (!token || request.routeOptions.config.session === false) return done();
    sessions.resolve(token, request).then((user) => {
      request.user = user;
      // An expired or ended session: drop its cookies so the client stops asking.
      if (!user) clearSessionCookie(request, reply, config);
      done();
    }, done);
  });
  app.addHook("onClose", async () => {
    unsubscribe();
    await sessions.settle();
    await feed.close();
  });
  return sessions;
}
