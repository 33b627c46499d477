/**
 * Every answer under /api is `Cache-Control: no-store` unless its route chose otherwise.
 * API answers are made per request, most from the session (an admin's lists of applicants,
 * inquiries and users, the signed-in user, a candidate's own profile, a customer's link), and
 * a browser or proxy that kept one would hand personal data to the next person at that
 * machine or behind that proxy. Deciding once here, not per route, means a new route is
 * private without anyone remembering to say so; the few public answers (health, the sign-in
 * providers) lose nothing worth caching. Pages and hashed assets are not under /api: their
 * caching is static-files.ts's and client-pages.ts's. The API's own documentation
 * (/api/docs) is public and keeps whatever its plugin sends.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const isApi = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");

export const apiNoStorePlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: it never waits, so no promise and microtask turn per request.
  app.addHook("onSend", (request, reply, _payload, done) => {
    if (isApi(request.url) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    done();
  });
});
