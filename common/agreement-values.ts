/**
 * The agreement gate's limits, messages and words, without a schema: screens that show
 * them (the customer's agreement step, a company's link defaults, a link's people) load no
 * zod for them. The schemas that check what is sent are in ./agreement.ts.
 */
import { TEXT_LIMITS } from "./constants.ts";

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

/** The first characters of a text's hash, enough for an admin to tell versions apart. */
export const shortHash = (sha256: string) => sha256.slice(0, 12);
