/**
 * A prerendered page answered to a browser's own form post (no JavaScript, or before the
 * page's script ran): the outcome notice, and the sent values written back into the form's
 * fields. Shared by the contact forms (inquiries/form-page.ts) and /apply
 * (applications/form-post.ts); docs/decisions/051-contact-forms-without-javascript.md.
 */
import { FORM_OUTCOME_ID, formOutcomeClass } from "#common/inquiry-form-outcome.ts";

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
export const unescapeAttribute = (text: string) =>
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

/**
 * `markup` with `values` written into its fields named in `names` (inputs, textareas, selects).
 * Every replacement here is a function: a string replacement would read `$&`, `$\`` and `$'`
 * in a posted value as patterns and copy the surrounding markup into the attribute.
 */
export function fillFields(
  markup: string,
  values: Record<string, string | undefined>,
  names: readonly string[],
): string {
  let out = markup;
  for (const name of names) {
    const value = values[name];
    if (value === undefined) continue;
    const text = escapeHtml(value);
    out = out
      .replace(new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`), (tag) =>
        tag.replace(/ value="[^"]*"/, "").replace(/\s*\/?>$/, () => ` value="${text}"/>`),
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
          return `${open}${cleared.replace(chosen, () => `${chosen} selected=""`)}${close}`;
        },
      );
  }
  return out;
}
