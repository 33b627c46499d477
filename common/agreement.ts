/**
 * The agreement gate and removed viewers: a link (or a company, for
 * its new links) may ask every viewer to accept a text before anything shows, and an admin
 * may turn one viewer's address off a link. Limits, messages and schemas live here once.
 */
import { TEXT_LIMITS } from "./constants.ts";
import { z } from "./zod.ts";

export const AGREEMENT_LIMITS = {
  /** Characters of an agreement's text. */
  text: 5000,
  /** Characters of the name a viewer signs with. */
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
} as const;

export const AGREEMENT_MESSAGES = {
  required: "Please read and accept the terms to open this list of developers.",
  textRequired: "Write the agreement's text, or turn off 'Require agreement'.",
  textTooLong: `The agreement may be at most ${AGREEMENT_LIMITS.text} characters.`,
  nameRequired: "Please enter your name.",
  nameTooLong: `Your name may be at most ${AGREEMENT_LIMITS.name} characters.`,
  emailInvalid: "Please enter a valid email address",
  acceptRequired: "Please tick the box to accept the terms.",
  /** With `requireEmail`: the address accepting must be the one the browser verified. */
  emailNotVerified: "Use the e-mail address you verified for this link.",
  viewerRemoved: "This e-mail address no longer has access to this shortlist.",
  noAgreement: "This link asks no one to accept an agreement.",
} as const;

/** The UI's words for the customer's agreement step, shared by both ways it is rendered. */
export const AGREEMENT_COPY = {
  title: "Before you continue",
  intro: "Please read these terms. You need to accept them to see the developers.",
  nameLabel: "Your name",
  emailLabel: "Work e-mail",
  acceptLabel: "I have read and accept these terms",
  submit: "Accept and continue",
  failed: "Please check the form.",
} as const;

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

/** The first characters of a text's hash, enough for an admin to tell versions apart. */
export const shortHash = (sha256: string) => sha256.slice(0, 12);
