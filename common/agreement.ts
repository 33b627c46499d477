/**
 * The agreement gate and removed viewers: a link (or a company, for
 * its new links) may ask every viewer to accept a text before anything shows, and an admin
 * may turn one viewer's address off a link. The schemas live here once; their limits,
 * messages and words in ./agreement-values.ts.
 */
import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES } from "./agreement-values.ts";
import { z } from "./zod.ts";

/** A link's (or a company's) agreement fields; absent on update = kept. */
export const agreementTextField = z
  .string()
  .max(AGREEMENT_LIMITS.text, AGREEMENT_MESSAGES.textTooLong);

export const agreementFields = {
  requireAgreement: z.boolean().optional(),
  agreementText: agreementTextField.optional(),
};

/** The viewer's acceptance: `POST /api/shared/{token}/agreement`. */
export const acceptAgreementSchema = z.object({
  name: z
    .string(AGREEMENT_MESSAGES.nameRequired)
    .trim()
    .min(1, AGREEMENT_MESSAGES.nameRequired)
    .max(AGREEMENT_LIMITS.name, AGREEMENT_MESSAGES.nameTooLong),
  email: z
    .email(AGREEMENT_MESSAGES.emailInvalid)
    .max(AGREEMENT_LIMITS.email, AGREEMENT_MESSAGES.emailInvalid),
  accept: z.literal(true, AGREEMENT_MESSAGES.acceptRequired),
});
export type AcceptAgreementInput = z.infer<typeof acceptAgreementSchema>;

export const agreementAcceptedSchema = z.object({
  name: z.string(),
  email: z.string(),
  textSha256: z.string(),
});

/** A link's acceptance as the activity lists it. */
export const agreementRecordSchema = z.object({
  name: z.string(),
  email: z.string(),
  at: z.string(),
  textSha256: z.string(),
});

/** The people of a link as the admin can turn them off and on again. */
export const linkViewerSchema = z.object({
  email: z.string(),
  /** Turned off this link by an admin (the time it was). */
  removedAt: z.string().nullable(),
});
