import { HIRING_NEEDS_VALUES, TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

const required = (max: number) => z.string().trim().min(1, "Required").max(max, "Too long");

const contactBase = {
  firstName: required(TEXT_LIMITS.name),
  lastName: required(TEXT_LIMITS.name),
  email: z.email("Invalid email address").max(TEXT_LIMITS.email, "Too long"),
  company: required(TEXT_LIMITS.short),
  message: required(TEXT_LIMITS.message),
};

/** POST /api/contact (home section): hiring needs is optional, as the home form treats it. */
export const homeContactSchema = z.object({
  ...contactBase,
  hiringNeeds: z.union([z.enum(HIRING_NEEDS_VALUES), z.literal("")]).optional(),
});
export type HomeContactInput = z.infer<typeof homeContactSchema>;

/** POST /api/contacts (contact page): all six fields required. */
export const contactInquirySchema = z.object({
  ...contactBase,
  hiringNeeds: z.enum(HIRING_NEEDS_VALUES, "Required"),
});
export type ContactInquiryInput = z.infer<typeof contactInquirySchema>;

/** A stored inquiry as the API answers it. */
export const inquirySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  hiringNeeds: z.string(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/**
 * GET /api/contacts and its CSV export: optional filters. `hiringNeeds=` (empty) selects
 * inquiries sent without a hiring need; `handled=true|false` the marked or open ones.
 */
export const inquiryListQuerySchema = z.object({
  hiringNeeds: z.union([z.enum(HIRING_NEEDS_VALUES), z.literal("")]).optional(),
  handled: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;

/** PATCH /api/contacts/{id}: mark an inquiry handled (or open again). */
export const inquiryHandledSchema = z.object({ handled: z.boolean() });
export type InquiryHandledBody = z.input<typeof inquiryHandledSchema>;
