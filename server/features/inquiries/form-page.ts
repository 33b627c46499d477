/**
 * Writes a contact form's outcome into its prerendered page
 * (docs/decisions/051-contact-forms-without-javascript.md): a notice just above the island,
 * outside it, and on failure the sent values both in the fields (for a browser without
 * JavaScript) and in the island's props, so that React hydrates the same values it finds.
 */
import { type ContactFormValues, contactFormFields } from "#common/inquiry-form-outcome.ts";
import {
  escapeHtml,
  type FormNotice,
  fillFields,
  noticeHtml,
  unescapeAttribute,
} from "../../lib/form-page.ts";

/** The island's own markup with `values` in its fields and its props. */
function fillIsland(markup: string, values: ContactFormValues): string {
  const out = markup.replace(/ data-props="([^"]*)"/, (_tag, props: string) => {
    const merged = { ...JSON.parse(unescapeAttribute(props)), initial: values };
    return ` data-props="${escapeHtml(JSON.stringify(merged))}"`;
  });
  return fillFields(out, values, contactFormFields);
}

/**
 * The page with the notice before the island named `island`, and `values` (on failure)
 * kept in its form. Throws when the page has no such island: a build that moved the form.
 */
export function withFormOutcome(
  html: string,
  island: string,
  notice: FormNotice,
  values?: ContactFormValues,
): string {
  const start = html.indexOf(`<div class="contents" data-island="${island}"`);
  const end = start < 0 ? -1 : html.indexOf("</form>", start);
  if (end < 0) throw new Error(`the page has no ${island} form`);
  const markup = html.slice(start, end);
  return (
    html.slice(0, start) +
    noticeHtml(notice) +
    (values ? fillIsland(markup, values) : markup) +
    html.slice(end)
  );
}
