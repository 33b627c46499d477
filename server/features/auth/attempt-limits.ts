/**
 * Limits on sign-in and sign-up attempts (spec-decisions: 429 with Retry-After and a
 * message fit to show). Per client, every attempt counts (route config). Per email, only
 * failed sign-ins count, so a password guesser spread over many addresses is still
 * stopped while the real owner, who gets it right, is not locked out by their own use.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyAttempts } from "../../lib/too-many-attempts.ts";
import { normalizeEmail } from "./service.ts";

export const loginPerClient = { max: 30, timeWindow: "1 minute" };
export const registerPerClient = { max: 30, timeWindow: "1 hour" };
export const FAILED_LOGINS_PER_EMAIL = { max: 5, timeWindowMs: 15 * 60 * 1000 };
export const REGISTRATIONS_PER_EMAIL = { max: 5, timeWindowMs: 60 * 60 * 1000 };

const emailKey = (prefix: string) => (request: FastifyRequest) =>
  `${prefix}:${normalizeEmail((request.body as { email: string }).email)}`;

export function createAttemptLimits(app: FastifyInstance) {
  const failedLogins = app.createRateLimit({
    max: FAILED_LOGINS_PER_EMAIL.max,
    timeWindow: FAILED_LOGINS_PER_EMAIL.timeWindowMs,
    keyGenerator: emailKey("login-failed"),
  });
  const registrations = app.createRateLimit({
    max: REGISTRATIONS_PER_EMAIL.max,
    timeWindow: REGISTRATIONS_PER_EMAIL.timeWindowMs,
    keyGenerator: emailKey("register"),
  });

  return {
    /** 429 once this email has used up its failed sign-ins (checked before the password). */
    async assertLoginAllowed(request: FastifyRequest): Promise<void> {
      const status = await failedLogins(request, { increment: false });
      if (!status.isAllowed && status.remaining === 0 && status.ttl > 0) {
        throw tooManyAttempts(status.ttlInSeconds);
      }
    },
    async recordFailedLogin(request: FastifyRequest): Promise<void> {
      await failedLogins(request);
    },
    /** Counts a sign-up for this email; 429 past the limit. */
    async assertRegistrationAllowed(request: FastifyRequest): Promise<void> {
      const status = await registrations(request);
      if (!status.isAllowed && status.isExceeded) throw tooManyAttempts(status.ttlInSeconds);
    },
  };
}
