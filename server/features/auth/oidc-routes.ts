/**
 * External sign-in (OpenID Connect): GET /api/auth/providers tells /auth whether to show
 * "Continue with …"; /api/auth/oidc/start sends the browser to the provider and
 * /api/auth/oidc/callback signs it in. Both are browser navigations, so failures redirect
 * to /auth?error=<code> (the page explains) rather than answering JSON.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  type AuthProviders,
  authProvidersSchema,
  oidcCallbackQuerySchema,
  oidcStartQuerySchema,
  redirectResponseSchema,
} from "#common/auth.ts";
import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import { externalSignInLanding, sameSitePath } from "#common/sign-in-next.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { notFound } from "../../lib/http-error.ts";
import { siteOrigin } from "../../lib/site-origin.ts";
import { isSecureRequest } from "../../plugins/security.ts";
import { recordAudit } from "../audit/service.ts";
import { externalStartPerClient } from "./attempt-limits.ts";
import { ExternalSignInRefused, userForExternalIdentity } from "./external-users.ts";
import { createOidcClient, newPendingFlow, type OidcClient } from "./oidc-client.ts";
import {
  FLOW_COOKIE,
  FLOW_TTL_SECONDS,
  savePendingFlow,
  takePendingFlow,
} from "./pending-flows.ts";
import type { SessionStore } from "./session-store.ts";
import { startSession } from "./sign-in.ts";

export const OIDC_START_PATH = endpoints.oidcStart.path;
const CALLBACK_PATH = endpoints.oidcCallback.path;
/** The flow's cookie goes to the start and the callback only: their common parent path. */
const FLOW_COOKIE_PATH = CALLBACK_PATH.slice(0, CALLBACK_PATH.lastIndexOf("/"));

export async function oidcRoutes(
  app: FastifyInstance,
  opts: { db: Db; sessions: SessionStore; config: Config },
) {
  const { db, sessions, config } = opts;
  const oidc = createOidcClient(config);
  const secure = (request: FastifyRequest) => isSecureRequest(request, config);

  const requireOidc = (): OidcClient => {
    if (!oidc) throw notFound("External sign-in is not configured.");
    return oidc;
  };
  const failTo = (reply: FastifyReply, code: string) =>
    reply.redirect(`/auth?error=${encodeURIComponent(code)}`, 302);

  route(
    app,
    endpoints.providers,
    {
      schema: {
        summary: "Which ways of signing in and signing up the site offers",
        response: { 200: authProvidersSchema },
      },
    },
    async (): Promise<AuthProviders> => ({
      oidc: oidc ? { name: oidc.name, startUrl: OIDC_START_PATH } : null,
      signupMode: config.SIGNUP_MODE,
      poolAccess: config.POOL_ACCESS,
    }),
  );

  // Each start writes a pending row and calls the provider: limited per client.
  route(
    app,
    endpoints.oidcStart,
    {
      schema: {
        summary: "Start external sign-in: redirect to the identity provider",
        querystring: oidcStartQuerySchema,
        response: redirectResponseSchema,
      },
      config: { rateLimit: externalStartPerClient },
    },
    async (request, reply) => {
      const provider = requireOidc();
      const flow = newPendingFlow();
      let url: URL;
      try {
        url = await provider.authorizationUrl(siteOrigin(request, config) + CALLBACK_PATH, flow);
      } catch (error) {
        request.log.warn({ err: error }, "OpenID provider unavailable");
        return failTo(reply, "oidc_unavailable");
      }
      // Only a path of this site is kept: the start URL is anyone's to craft.
      const token = await savePendingFlow(db, flow, sameSitePath(request.query.next));
      reply.setCookie(FLOW_COOKIE, token, {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
        sameSite: "lax",
        secure: secure(request),
        maxAge: FLOW_TTL_SECONDS,
      });
      return reply.redirect(url.href, 302);
    },
  );

  route(
    app,
    endpoints.oidcCallback,
    {
      schema: {
        summary: "Finish external sign-in: the identity provider's redirect back",
        querystring: oidcCallbackQuerySchema,
        response: redirectResponseSchema,
      },
    },
    async (request, reply) => {
      const provider = requireOidc();
      const token = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        sameSite: "lax",
        secure: secure(request),
      });
      const flow = token ? await takePendingFlow(db, token) : null;
      if (!flow) return failTo(reply, "oidc_expired");
      if (request.query.error !== undefined) return failTo(reply, "oidc_cancelled");

      const callbackUrl = new URL(request.url, siteOrigin(request, config));
      try {
        const identity = await provider.identify(callbackUrl, flow);
        const user = await userForExternalIdentity(db, identity, config);
        await startSession(request, reply, sessions, config, user.id);
        await recordAudit(db, request, {
          action: "auth.login",
          actor: { id: user.id, email: user.email },
          targetType: "user",
          targetId: user.id,
          details: { method: "oidc" },
        });
        // Back to the page the sign-in was asked from (an e-mailed admin link), else the home
        // page; either greets the user ('Welcome back!') as the sign-in form does.
        return reply.redirect(externalSignInLanding(flow.next), 302);
      } catch (error) {
        if (error instanceof ExternalSignInRefused) return failTo(reply, error.code);
        request.log.warn({ err: error }, "OpenID sign-in failed");
        return failTo(reply, "oidc_failed");
      }
    },
  );
}
