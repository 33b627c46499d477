/**
 * Who a request is, and the route guards that ask it: the signed-in user the session hook
 * (session-hook.ts) sets on every request from the session store (session-store.ts).
 */
import type { FastifyRequest } from "fastify";
import { ADMIN_MFA_REQUIRED, RECENT_SIGN_IN_MINUTES } from "#common/account.ts";
import {
  AWAITING_APPROVAL_MESSAGE,
  type CurrentUser,
  EMAIL_UNVERIFIED_MESSAGE,
  type poolAccessDenied,
} from "#common/auth.ts";
import { forbidden, unauthorized } from "../../lib/http-error.ts";

export interface SessionUser extends CurrentUser {
  /** The hashed id of the session the request came with. */
  sessionId: string;
  /** When this session's sign-in happened (ms since the epoch): see `signedInRecently`. */
  signedInAt: number;
  mfaEnabled: boolean;
  /** An admin who must turn on two-factor sign-in (ADMIN_MFA=required) before admin work. */
  mustEnrolMfa: boolean;
  /** Why this account may not read the talent pool yet, or null when it may. */
  poolAccessDenied: ReturnType<typeof poolAccessDenied>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null; set before every handler. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /**
     * The route guards below, decorated by registerSessions (session-hook.ts): a feature
     * that auth itself imports (audit) names its guard as `app.guards.admin`, so imports
     * between the two go one way.
     */
    guards: {
      user: typeof requireUser;
      poolAccess: typeof requirePoolAccess;
      admin: typeof requireAdmin;
    };
  }
}

/**
 * Whether the user proved who they are a moment ago (GitHub's "sudo mode"): a sign-in within
 * RECENT_SIGN_IN_MINUTES stands in for the password on a sensitive change of one's own
 * account, so a session left open on a shared computer is not enough.
 */
export function signedInRecently(user: Pick<SessionUser, "signedInAt">, now = Date.now()): boolean {
  return now - user.signedInAt < RECENT_SIGN_IN_MINUTES * 60 * 1000;
}

/**
 * Route guards. The one convention: a route names its guard as `onRequest`, so it runs
 * right after the session is resolved and before the body is read or validated; a visitor
 * learns nothing about a guarded route's schema. 401 unless signed in.
 */
export async function requireUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
}

/**
 * 401 unless signed in; 403 with `emailUnverified` or `awaitingApproval` for an account that
 * may not read the talent pool yet. Every candidate read and file is behind it.
 */
export async function requirePoolAccess(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  switch (request.user.poolAccessDenied) {
    case "email-unverified":
      throw forbidden(EMAIL_UNVERIFIED_MESSAGE, { emailUnverified: true });
    case "awaiting-approval":
      throw forbidden(AWAITING_APPROVAL_MESSAGE, { awaitingApproval: true });
  }
}

/** 401 unless signed in, 403 unless an admin (with two-factor, if required). */
export async function requireAdmin(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  if (!request.user.isAdmin) throw forbidden("Admin privileges are required.");
  if (request.user.mustEnrolMfa) throw forbidden(ADMIN_MFA_REQUIRED);
}
