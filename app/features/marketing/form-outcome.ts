import { FORM_OUTCOME_ID } from "#common/inquiry-form-outcome.ts";

/**
 * Once React runs a contact form, its toasts report outcomes: a notice the server wrote
 * into the page after a form post without JavaScript goes (common/inquiry-form-outcome.ts).
 */
export function removeFormOutcome(): void {
  document.getElementById(FORM_OUTCOME_ID)?.remove();
}
