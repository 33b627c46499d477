import { agreementFields } from "./agreement.ts";
import { AGREEMENT_MESSAGES } from "./agreement-values.ts";
import { companyIdField } from "./company.ts";
import { CANDIDATE_STATUS_VALUES, type CandidateStatus, TEXT_LIMITS } from "./constants.ts";
import { type LinkSummary, linkSummarySchema } from "./link-activity.ts";
import { expiryDateToIso } from "./link-dates.ts";
import { WORKSPACE_LIMITS } from "./viewer-access.ts";
import { z } from "./zod.ts";

export { expiryDateToIso, isExpired, isoToExpiryDate } from "./link-dates.ts";

/** `acme.com`, `@acme.com` or `ACME.COM` all mean the domain acme.com. */
const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ""))
  .pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
        "Enter domains such as example.com",
      ),
  );

/** Link fields of the workspace (create/update bodies); an update without one keeps it. */
export const linkWorkspaceFields = {
  requireEmail: z.boolean().optional(),
  allowedDomains: z.array(domainSchema).max(WORKSPACE_LIMITS.allowedDomains).optional(),
  showRates: z.boolean().optional(),
  showContact: z.boolean().optional(),
  allowResumeDownload: z.boolean().optional(),
  notifyOnActivity: z.boolean().optional(),
  watermark: z.boolean().optional(),
};

export interface LinkWorkspaceSettings {
  requireEmail: boolean;
  allowedDomains: string[];
  showRates: boolean;
  showContact: boolean;
  allowResumeDownload: boolean;
  notifyOnActivity: boolean;
  /** Résumés through the link are PDFs stamped with the viewer and the date. */
  watermark: boolean;
}

const linkFields = {
  customerName: z.string().trim().min(1, "Customer name is required").max(TEXT_LIMITS.name),
  customerEmail: z.email("Please enter a valid email address").max(TEXT_LIMITS.email),
  description: z.string().max(TEXT_LIMITS.message).optional().nullable(),
  /** Shown as a date in the form, sent as an ISO datetime or null. */
  expiresAt: z.iso.datetime({ offset: true }).optional().nullable(),
  /** A shortlist: empty or absent on create means every active candidate. */
  candidateIds: z.array(z.uuid()).max(1000).optional(),
  // Customer workspace: absent on create = default, on update = kept.
  ...linkWorkspaceFields,
  /**
   * The agreement gate: absent on create = the company's default
   * (else off and empty), on update = kept. On, it needs a non-empty text.
   */
  ...agreementFields,
  /** The job order the link shortlists for; absent on update = kept. */
  jobOrderId: z.uuid("Choose a job order").nullable().optional(),
  /**
   * The customer's company; absent on update = kept. Absent on create: the job order's
   * company, else the company listing the customer's e-mail domain, if any.
   */
  companyId: companyIdField.optional(),
};

export const createLinkSchema = z.object(linkFields);
export type CreateLinkInput = z.infer<typeof createLinkSchema>;
/** What the browser sends to create a link (the schema's input). */
export type CreateLinkBody = z.input<typeof createLinkSchema>;

export const updateLinkSchema = z.object({ ...linkFields, isActive: z.boolean().optional() });
export type UpdateLinkInput = z.infer<typeof updateLinkSchema>;
export type UpdateLinkBody = z.input<typeof updateLinkSchema>;

/**
 * The admin dialogs' values: the expiry is typed as a date (YYYY-MM-DD) or left
 * empty; the body sent is built by `toLinkBody`. Messages come from the API schema.
 */
export const linkFormSchema = z
  .object({
    customerName: linkFields.customerName,
    customerEmail: linkFields.customerEmail,
    description: z.string().max(TEXT_LIMITS.message),
    expiresAt: z.union([z.iso.date("Please enter a valid date"), z.literal("")]),
    isActive: z.boolean(),
    candidateIds: z.array(z.uuid()).max(1000),
    // The workspace settings; absent ones keep the link's own.
    ...linkWorkspaceFields,
    ...agreementFields,
  })
  .superRefine((values, ctx) => {
    // The server's rule, said beside the field before sending.
    if (values.requireAgreement && !values.agreementText?.trim()) {
      ctx.addIssue({
        code: "custom",
        path: ["agreementText"],
        message: AGREEMENT_MESSAGES.textRequired,
      });
    }
  });
export type LinkFormValues = z.infer<typeof linkFormSchema>;

/** The body of POST /api/admin/shareable-links; the edit body adds `isActive`. */
export function toLinkBody(values: LinkFormValues): CreateLinkInput {
  return {
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim(),
    description: values.description.trim() || null,
    expiresAt: expiryDateToIso(values.expiresAt),
    candidateIds: values.candidateIds,
    requireEmail: values.requireEmail,
    allowedDomains: values.allowedDomains,
    showRates: values.showRates,
    showContact: values.showContact,
    allowResumeDownload: values.allowResumeDownload,
    notifyOnActivity: values.notifyOnActivity,
    requireAgreement: values.requireAgreement,
    agreementText: values.agreementText,
    watermark: values.watermark,
  };
}

/** A shortlisted candidate as the admin list names it. */
export interface ShortlistEntry {
  id: string;
  fullName: string;
  title: string;
  /** Only `active` candidates are shown to the customer. */
  isActive: CandidateStatus;
}

export interface ShareableLink {
  id: string;
  token: string;
  customerName: string;
  customerEmail: string;
  description: string | null;
  isActive: boolean;
  expiresAt: string | null;
  createdBy: string | null;
  lastAccessedAt: string | null;
  accessCount: number;
  candidateIds: string[];
  /** The same candidates with their names, for the admin screens. */
  shortlist: ShortlistEntry[];
  createdAt: string;
  updatedAt: string;
  requireEmail: boolean;
  allowedDomains: string[];
  showRates: boolean;
  showContact: boolean;
  allowResumeDownload: boolean;
  notifyOnActivity: boolean;
  requireAgreement: boolean;
  agreementText: string;
  watermark: boolean;
  summary: LinkSummary;
  /** The job order it shortlists for, or null. */
  jobOrderId: string | null;
  /** The customer's company, or null. */
  companyId: string | null;
}

/**
 * A developer as a customer sees it: the shared listing's fields, nothing internal (tags,
 * notes, status). A link that hides rates,
 * contact details or the résumé leaves those keys out.
 */
export interface SharedDeveloper {
  id: string;
  fullName: string;
  title: string;
  location: string | null;
  email?: string;
  phone?: string | null;
  experience: number | null;
  hourlyRate?: number | null;
  aiAssessmentScore: number | null;
  skills: string[];
  spokenLanguages: string[];
  availability: string | null;
  profilePhoto: string | null;
  resumeUrl?: string | null;
  /** Token-scoped, like profilePhoto; null when the developer has none. */
  videoUrl?: string | null;
  portfolioUrl: string | null;
  githubUrl: string | null;
  linkedinUrl: string | null;
  summary: string | null;
}

export interface SharedCustomerInfo {
  name: string;
  description: string | null;
}

/** Response schemas (the routes declare them; the OpenAPI document shows them). */
const shortlistEntrySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  title: z.string(),
  isActive: z.enum(CANDIDATE_STATUS_VALUES),
});

export const shareableLinkSchema = z.object({
  id: z.string(),
  token: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  expiresAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  lastAccessedAt: z.string().nullable(),
  accessCount: z.number().int(),
  candidateIds: z.array(z.string()),
  shortlist: z.array(shortlistEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  requireEmail: z.boolean(),
  allowedDomains: z.array(z.string()),
  showRates: z.boolean(),
  showContact: z.boolean(),
  allowResumeDownload: z.boolean(),
  notifyOnActivity: z.boolean(),
  requireAgreement: z.boolean(),
  agreementText: z.string(),
  watermark: z.boolean(),
  summary: linkSummarySchema,
  jobOrderId: z.string().nullable(),
  companyId: z.string().nullable(),
});

export const sharedDeveloperSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  title: z.string(),
  location: z.string().nullable(),
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  experience: z.number().nullable(),
  hourlyRate: z.number().nullable().optional(),
  aiAssessmentScore: z.number().nullable(),
  skills: z.array(z.string()),
  spokenLanguages: z.array(z.string()),
  availability: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  resumeUrl: z.string().nullable().optional(),
  videoUrl: z.string().nullable().optional(),
  portfolioUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  summary: z.string().nullable(),
});

const customerInfoSchema = z.object({ name: z.string(), description: z.string().nullable() });

export const sharedListingSchema = z.object({
  developers: z.array(sharedDeveloperSchema.extend({ isNew: z.boolean() })),
  customerInfo: customerInfoSchema,
  /** The verified viewer, or null for an anonymous one. */
  viewer: z.object({ email: z.string() }).nullable(),
});
export type SharedListing = z.infer<typeof sharedListingSchema>;

export const sharedProfileSchema = z.object({
  developer: sharedDeveloperSchema,
  customerInfo: customerInfoSchema,
});
export type SharedProfile = z.infer<typeof sharedProfileSchema>;
