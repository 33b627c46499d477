/**
 * The contact forms without JavaScript (docs/decisions/051-contact-forms-without-javascript.md):
 * each form is a real `method="post"` form whose action is its API route. The server answers
 * a form post with the same prerendered page, the outcome shown in a notice just above the
 * form (outside the island, so hydration never sees it) and, on failure, what was sent
 * handed to the island as its `initial` prop and written into the fields.
 *
 * Shared by the islands and server/features/inquiries/form-page.ts. Tailwind reads the notice's
 * classes here too: it scans the whole project, common/ included.
 */

import { inquiryEndpoints } from "./endpoints/inquiries.ts";

/** The six inquiry fields, by their wire names (common/inquiry.ts). */
export const contactFormFields = [
  "firstName",
  "lastName",
  "email",
  "company",
  "hiringNeeds",
  "message",
] as const;
export type ContactFormField = (typeof contactFormFields)[number];
export type ContactFormValues = Partial<Record<ContactFormField, string>>;

/** An island's props on a page answering a form post: what the visitor sent. */
export interface ContactFormIslandProps {
  initial?: ContactFormValues;
}

/** The notice's id: the /contact form's action scrolls to it; a hydrated form removes it. */
export const FORM_OUTCOME_ID = "contact-form-outcome";

/** Where each form posts without JavaScript; the fragment brings the outcome into view. */
export const contactFormActions = {
  home: `${inquiryEndpoints.sendHome.path}#contact`,
  page: `${inquiryEndpoints.sendPage.path}#${FORM_OUTCOME_ID}`,
} as const;

export const formOutcomeClass = {
  success: "mb-6 scroll-mt-24 rounded-md border border-primary bg-primary/5 p-4 text-sm",
  failure:
    "mb-6 scroll-mt-24 rounded-md border border-destructive bg-destructive/5 p-4 text-sm text-destructive",
  title: "font-semibold",
  details: "mt-2 list-disc space-y-1 pl-5",
} as const;
