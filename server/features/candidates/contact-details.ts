/**
 * POOL_CONTACT_DETAILS=admins: a candidate's e-mail, phone and résumé reach admins only. Anyone
 * who may read the pool can otherwise sign up, confirm an address and copy every candidate's
 * contact details; with this setting they browse the pool and reach candidates through the
 * company. Photos and videos stay visible: they show the candidate, not how to reach them.
 */
import type { FastifyRequest } from "fastify";
import type { Candidate } from "#common/candidate.ts";
import type { Config } from "../../config.ts";

export type ContactDetailsConfig = Pick<Config, "POOL_CONTACT_DETAILS">;

/** Whether this request's answers leave contact details and résumés out. */
export function hidesContactDetails(
  request: FastifyRequest,
  config: ContactDetailsConfig,
): boolean {
  return config.POOL_CONTACT_DETAILS === "admins" && !request.user?.isAdmin;
}

export function withoutContactDetails(candidate: Candidate): Candidate {
  return { ...candidate, email: null, phone: null, resumeUrl: null };
}
