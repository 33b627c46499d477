/**
 * A person's name found in, and taken out of, free text that other people wrote: a
 * customer's verdict comment, an interview request's message, a notification's copy.
 * Matching is by whole word (a name part inside a longer word is another word), in any
 * case, with any run of white space between the parts of a full name.
 */
import { ERASED_NAME } from "#common/talent.ts";

/** Letters and digits of every script: what a name's word is made of. */
const WORD = String.raw`[\p{L}\p{N}]`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The words of a name as written ("Ada  Lovelace" → ["Ada", "Lovelace"]). */
const wordsOf = (name: string) => name.trim().split(/\s+/).filter(Boolean);

/**
 * A part shorter than two letters or digits (an initial, "J.") is too common a string to
 * stand for the person: it stays.
 */
const isDistinctive = (part: string) => (part.match(new RegExp(WORD, "gu")) ?? []).length >= 2;

/** The full name with any white space between its words. */
const fullNamePattern = (name: string) => wordsOf(name).map(escapeRegex).join(String.raw`\s+`);

function wholeWords(alternatives: string[]): RegExp | null {
  if (alternatives.length === 0) return null;
  return new RegExp(`(?<!${WORD})(?:${alternatives.join("|")})(?!${WORD})`, "giu");
}

/** The names worth looking for: trimmed, distinct, not already the erased placeholder. */
export function namesToErase(names: Array<string | null | undefined>): string[] {
  const out = new Map<string, string>();
  for (const name of names) {
    const trimmed = name?.trim().replace(/\s+/g, " ");
    if (!trimmed || trimmed === ERASED_NAME || !isDistinctive(trimmed)) continue;
    if (!out.has(trimmed.toLowerCase())) out.set(trimmed.toLowerCase(), trimmed);
  }
  return [...out.values()];
}

/** True when `text` holds one of the full `names`. */
export function mentionsName(text: string, names: string[]): boolean {
  return wholeWords(names.map(fullNamePattern))?.test(text) ?? false;
}

/**
 * `text` with each of the full `names` replaced by "Erased candidate"; with `parts`, each
 * distinctive word of them too ("Ada said…" → "Erased candidate said…"). One pass, longest
 * first, so a replacement is never matched again.
 */
export function withoutName(text: string, names: string[], options: { parts: boolean }): string {
  const alternatives = names.map(fullNamePattern);
  if (options.parts) {
    for (const name of names) {
      alternatives.push(...wordsOf(name).filter(isDistinctive).map(escapeRegex));
    }
  }
  alternatives.sort((a, b) => b.length - a.length);
  const pattern = wholeWords([...new Set(alternatives)]);
  return pattern ? text.replace(pattern, () => ERASED_NAME) : text;
}

/**
 * What a database row must contain to be worth reading for `names`: per name, its longest
 * run of ASCII letters or digits ("Adélina Lovelace" → "Lovelace"). Every spelling of the
 * name in any letter case contains it, whatever case folding the database knows beyond
 * ASCII. null when a name has no such run (one in another script): then every row is read.
 */
export function coarseNeedles(names: string[]): string[] | null {
  const needles: string[] = [];
  for (const name of names) {
    const runs = name.match(/[A-Za-z0-9]{2,}/g) ?? [];
    const longest = runs.sort((a, b) => b.length - a.length)[0];
    if (!longest) return null;
    needles.push(longest);
  }
  return [...new Set(needles)];
}
