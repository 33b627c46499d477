/**
 * Companies' plain values: limits, messages and the domain rule, without zod, so the admin
 * screens can check a domain as it is typed and show the same words as the server without
 * loading any schema (common/company.ts re-exports all of this beside its schemas).
 */
import { TEXT_LIMITS } from "./constants.ts";

export const COMPANY_LIMITS = {
  name: TEXT_LIMITS.name,
  notes: TEXT_LIMITS.message,
  /** Domains one company lists: enough for a group of brands, small enough to read. */
  domains: 50,
  /** A host name's longest form (RFC 1035). */
  domain: 253,
} as const;

export const COMPANY_MESSAGES = {
  notFound: "Company not found",
  nameRequired: "Name is required",
  nameTooLong: `At most ${COMPANY_LIMITS.name} characters`,
  nameTaken: "A company with this name already exists",
  notesTooLong: `At most ${COMPANY_LIMITS.notes} characters`,
  tooManyDomains: `At most ${COMPANY_LIMITS.domains} domains`,
  domainInvalid: "Enter a domain such as acme.com",
  domainIsEmail: "Enter the domain only (acme.com), not an e-mail address",
  domainIsUrl: "Enter the domain only (acme.com), not a web address",
  /** A job order's or link's `companyId` that names no company. */
  unknownCompany: "Choose an existing company",
  deleted: "Company deleted",
  created: "Company created",
  saved: "Company saved",
} as const;

/**
 * How the roll-up names the viewers who never verified an address: one row for all of them,
 * since nothing tells one anonymous person from another across links.
 */
export const ANONYMOUS_VIEWER = "anonymous";

/** What the company's timeline lists, newest first. */
export const COMPANY_TIMELINE_KINDS = [
  "visit",
  "verdict",
  "interview-request",
  "job-order",
  "link",
] as const;
export type CompanyTimelineKind = (typeof COMPANY_TIMELINE_KINDS)[number];
/** The timeline shows this many of the newest events. */
export const COMPANY_TIMELINE_LIMIT = 30;

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `Acme.COM`, ` acme.com ` and `@acme.com` all mean the domain acme.com. */
export function normaliseDomain(text: string): string {
  return text.trim().toLowerCase().replace(/^@/, "");
}

/**
 * Why a (normalised) domain is refused, or null when it is a host name. A web address or an
 * e-mail address gets words of its own: that is what people paste by mistake.
 */
export function domainProblem(domain: string): string | null {
  if (HOST_NAME.test(domain)) return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(domain) || domain.includes("/")) {
    return COMPANY_MESSAGES.domainIsUrl;
  }
  if (domain.includes("@")) return COMPANY_MESSAGES.domainIsEmail;
  return COMPANY_MESSAGES.domainInvalid;
}

/** The domain of an e-mail address (lower-case), or null when there is none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf("@");
  return at < 0
    ? null
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase() || null;
}

/** Domains typed as a list (commas, spaces or new lines between them), normalised. */
export function splitDomains(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map(normaliseDomain)
    .filter((d) => d !== "");
}
