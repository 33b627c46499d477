/**
 * Writes a contact form's outcome into its prerendered page
 * (docs/decisions/051-contact-forms-without-javascript.md): a notice just above the island,
 * outside it, and on failure the sent values both in the fields (for a browser without
 * JavaScript) and in the island's props, so that React hydrates the same values it finds.
 */
import {
  type ContactFormValues,
  contactFormFields,
  FORM_OUTCOME_ID,
  formOutcomeClass,
} from "#common/inquiry-form-outcome.ts";

export interface FormNotice {
  kind: "success" | "failure";
  title: string;
  description: string;
  /** One line per field problem, e.g. "Email: Invalid email address". */
  details?: string[];
}

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);
const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

export function noticeHtml(notice: FormNotice): string {
  // A success is news (status); a failure needs the visitor's attention (alert).
  const role = notice.kind === "success" ? "status" : "alert";
  const details = notice.details?.length
    ? `<ul class="${formOutcomeClass.details}">${notice.details.map((d) => `<li>${escapeHtml(d)}</li>`).join("")}</ul>`
    : "";
  return (
    `<div id="${FORM_OUTCOME_ID}" role="${role}" tabindex="-1" class="${formOutcomeClass[notice.kind]}">` +
    `<p class="${formOutcomeClass.title}">${escapeHtml(notice.title)}</p>` +
    `<p>${escapeHtml(notice.description)}</p>${details}</div>`
  );
}

/** The island's own markup with `values` in its fields and its props. */
function fillIsland(markup: string, values: ContactFormValues): string {
  let out = markup.replace(/ data-props="([^"]*)"/, (_tag, props: string) => {
    const merged = { ...JSON.parse(unescapeAttribute(props)), initial: values };
    return ` data-props="${escapeHtml(JSON.stringify(merged))}"`;
  });
  for (const name of contactFormFields) {
    const value = values[name];
    if (value === undefined) continue;
    const text = escapeHtml(value);
    out = out
      .replace(new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`), (tag) =>
        tag.replace(/ value="[^"]*"/, "").replace(/\s*\/?>$/, ` value="${text}"/>`),
      )
      .replace(
        new RegExp(`(<textarea\\b[^>]*\\bname="${name}"[^>]*>)[\\s\\S]*?(</textarea>)`),
        (_all, open: string, close: string) => `${open}${text}${close}`,
      )
      .replace(
        new RegExp(`(<select\\b[^>]*\\bname="${name}"[^>]*>)([\\s\\S]*?)(</select>)`),
        (all, open: string, options: string, close: string) => {
          const chosen = `<option value="${text}"`;
          if (!options.includes(chosen)) return all;
          const cleared = options.replaceAll(' selected=""', "");
          return `${open}${cleared.replace(chosen, `${chosen} selected=""`)}${close}`;
        },
      );
  }
  return out;
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
