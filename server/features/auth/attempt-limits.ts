/**
 * Limits on sign-in and sign-up attempts (429 with Retry-After and a message fit to show).
 * Per client, every attempt counts (route config). Failed sign-ins count twice: per address
 * *and client*, and per client. Failures from one client never lock out the right password
 * from another, so nobody can keep an admin locked out by guessing from elsewhere, while
 * one client guessing many addresses is still stopped.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { tooManyAttempts } from "../../lib/too-many-attempts.ts";
import { normalizeEmail } from "./service.ts";

export const loginPerClient = { max: 30, timeWindow: "1 minute" };
export const registerPerClient = { max: 30, timeWindow: "1 hour" };
/** Second-factor codes and the external sign-in start, per client. */
export const mfaPerClient = { max: 10, timeWindow: "1 minute" };
export const externalStartPerClient = { max: 20, timeWindow: "1 minute" };
export const FAILED_LOGINS_PER_EMAIL_AND_CLIENT = { max: 5, timeWindowMs: 15 * 60 * 1000 };
export const FAILED_LOGINS_PER_CLIENT = { max: 20, timeWindowMs: 15 * 60 * 1000 };
export const REGISTRATIONS_PER_EMAIL = { max: 5, timeWindowMs: 60 * 60 * 1000 };

const emailOf = (request: FastifyRequest) =>
  normalizeEmail((request.body as { email: string }).email);

export function createAttemptLimits(app: FastifyInstance) {
  const failedPerEmailAndClient = app.createRateLimit({
    max: FAILED_LOGINS_PER_EMAIL_AND_CLIENT.max,
    timeWindow: FAILED_LOGINS_PER_EMAIL_AND_CLIENT.timeWindowMs,
    keyGenerator: (request) => `login-failed:${emailOf(request)}:${request.ip}`,
  });
  const failedPerClient = app.createRateLimit({
    max: FAILED_LOGINS_PER_CLIENT.max,
    timeWindow: FAILED_LOGINS_PER_CLIENT.timeWindowMs,
    keyGenerator: (request) => `login-failed-client:${request.ip}`,
  });
  const registrations = app.createRateLimit({
    max: REGISTRATIONS_PER_EMAIL.max,
    timeWindow: REGISTRATIONS_PER_EMAIL.timeWindowMs,
    keyGenerator: (request) => `register:${emailOf(request)}`,
  });

  return {
    /** 429 once this client has used up its failed sign-ins (checked before the password). */
    async assertLoginAllowed(request: FastifyRequest): Promise<void> {
      for (const limit of [failedPerEmailAndClient, failedPerClient]) {
        const status = await limit(request, { increment: false });
        if (!status.isAllowed && status.remaining === 0 && status.ttl > 0) {
          throw tooManyAttempts(status.ttlInSeconds);
        }
      }
    },
    /** Counts a failed sign-in; true when it used up one of the limits (a lockout). */
    async recordFailedLogin(request: FastifyRequest): Promise<boolean> {
      const justUsedUp = (s: Awaited<ReturnType<typeof failedPerClient>>) =>
        !s.isAllowed && s.remaining === 0 && !s.isExceeded;
      const a = await failedPerEmailAndClient(request);
      const b = await failedPerClient(request);
      return justUsedUp(a) || justUsedUp(b);
    },
    /** Counts a sign-up for this email; 429 past the limit. */
    async assertRegistrationAllowed(request: FastifyRequest): Promise<void> {
      const status = await registrations(request);
      if (!status.isAllowed && status.isExceeded) throw tooManyAttempts(status.ttlInSeconds);
    },
  };
}
