/**
 * Companies (a customer's organisation) and their roll-up: the request and response schemas
 * once, for the server's routes and the admin screens' forms. Plain values live in
 * ./company-values.ts, re-exported here.
 */

import { agreementTextField } from "./agreement.ts";
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  COMPANY_TIMELINE_KINDS,
  domainProblem,
  normaliseDomain,
} from "./company-values.ts";
import { ENGAGEMENT_STATUSES } from "./engagement-values.ts";
import { JOB_ORDER_STATUSES } from "./job-order-values.ts";
import { VERDICTS } from "./verdict.ts";
import { z } from "./zod.ts";

export * from "./company-values.ts";

/** One domain: normalised first, then checked, so the message names what was meant. */
const domainSchema = z
  .string(COMPANY_MESSAGES.domainInvalid)
  .max(COMPANY_LIMITS.domain + 1, COMPANY_MESSAGES.domainInvalid)
  .transform(normaliseDomain)
  .superRefine((domain, ctx) => {
    const problem = domainProblem(domain);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const fields = {
  name: z
    .string(COMPANY_MESSAGES.nameRequired)
    .trim()
    .min(1, COMPANY_MESSAGES.nameRequired)
    .max(COMPANY_LIMITS.name, COMPANY_MESSAGES.nameTooLong),
  /** Each listed once, in the order given. */
  domains: z
    .array(domainSchema)
    .max(COMPANY_LIMITS.domains, COMPANY_MESSAGES.tooManyDomains)
    .transform((domains) => [...new Set(domains)]),
  notes: z.string().trim().max(COMPANY_LIMITS.notes, COMPANY_MESSAGES.notesTooLong).nullable(),
  /** Defaults for the company's new links; a link's body wins. */
  requireAgreement: z.boolean(),
  agreementText: agreementTextField,
  showContact: z.boolean(),
  watermark: z.boolean(),
};

/** POST /api/admin/companies: `name` required. */
export const createCompanySchema = z.object({
  name: fields.name,
  domains: fields.domains.default([]),
  notes: fields.notes.optional(),
  requireAgreement: fields.requireAgreement.optional(),
  agreementText: fields.agreementText.optional(),
  showContact: fields.showContact.optional(),
  watermark: fields.watermark.optional(),
});
export type CreateCompanyInput = z.input<typeof createCompanySchema>;
export type CreateCompany = z.output<typeof createCompanySchema>;

/** PUT /api/admin/companies/{id}: a field left out keeps its value. */
export const updateCompanySchema = z.object({
  name: fields.name.optional(),
  domains: fields.domains.optional(),
  notes: fields.notes.optional(),
  requireAgreement: fields.requireAgreement.optional(),
  agreementText: fields.agreementText.optional(),
  showContact: fields.showContact.optional(),
  watermark: fields.watermark.optional(),
});
export type UpdateCompanyInput = z.input<typeof updateCompanySchema>;
export type UpdateCompany = z.output<typeof updateCompanySchema>;

/**
 * A job order's or link's company in a create or update body: a company's id, or null for
 * none. Left out of a create body, the customer's e-mail domain decides.
 */
export const companyIdField = z.uuid(COMPANY_MESSAGES.unknownCompany).nullable();

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
  notes: z.string().nullable(),
  /** Its new links' defaults. */
  requireAgreement: z.boolean(),
  agreementText: z.string(),
  showContact: z.boolean(),
  watermark: z.boolean(),
  createdAt: z.string(),
  /** Engagements count through their job order (an engagement has no link of its own). */
  counts: z.object({
    jobOrders: z.number().int(),
    links: z.number().int(),
    engagements: z.number().int(),
  }),
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/admin/companies/{id}/activity: what the company's people did on its links. */
export const companyActivitySchema = z.object({
  /** One row per verified viewer, and one `anonymous` row for all the others. */
  viewers: z.array(
    z.object({
      email: z.string(),
      visits: z.number().int(),
      lastVisitAt: z.string().nullable(),
      /** Different developers whose profiles the viewer opened, over all the links. */
      profilesViewed: z.number().int(),
      verdicts: z.number().int(),
      interviewRequests: z.number().int(),
    }),
  ),
  links: z.array(
    z.object({
      id: z.string(),
      visits: z.number().int(),
      viewers: z.number().int(),
      interested: z.number().int(),
      maybe: z.number().int(),
      notAFit: z.number().int(),
    }),
  ),
  jobOrders: z.array(
    z.object({ id: z.string(), title: z.string(), status: z.enum(JOB_ORDER_STATUSES) }),
  ),
  engagements: z.array(z.object({ id: z.string(), status: z.enum(ENGAGEMENT_STATUSES) })),
});
export type CompanyActivity = z.infer<typeof companyActivitySchema>;
export type CompanyViewer = CompanyActivity["viewers"][number];

/**
 * GET /api/admin/companies/{id}/timeline: the company's newest events, newest first: its
 * viewers' visits, verdicts and interview requests, and its new job orders and links.
 */
export const companyTimelineSchema = z.array(
  z.object({
    at: z.string(),
    kind: z.enum(COMPANY_TIMELINE_KINDS),
    /** The viewer's e-mail (null: an anonymous viewer); null for a job order or link. */
    viewerEmail: z.string().nullable(),
    /** The developer (visit: none), the job order's title, or the link's customer. */
    subject: z.string().nullable(),
    verdict: z.enum(VERDICTS).nullable(),
    linkId: z.string().nullable(),
    jobOrderId: z.string().nullable(),
  }),
);
export type CompanyTimeline = z.infer<typeof companyTimelineSchema>;
export type CompanyTimelineEvent = CompanyTimeline[number];
