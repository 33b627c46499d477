/**
 * Skills named in free text (a résumé): the words as résumés write skills ("Node.js", "C++",
 * "C#", ".NET", "CI/CD", "Ruby on Rails"), compared case-insensitively and word by word, so
 * "React" is found in "built React dashboards" but not in "reactive". Matching quotes the
 * sentence that names a wanted skill (resume-evidence.ts), and suggestions list the pool's
 * skills a résumé names (suggestions.ts): both read text through this one tokenizer.
 */

/**
 * A word: letters or digits, with . + # _ - inside or + # at the end ("Node.js", "C++",
 * "C#", "Kubernetes-1a2b"), or a leading dot (".NET"). A slash separates words, so
 * "React/Redux" names both and "CI/CD" is the two words "ci cd" wherever it is written.
 */
const WORD = /\.?[\p{L}\p{N}](?:[\p{L}\p{N}.+#_-]*[\p{L}\p{N}+#])?/gu;

/** The most words a skill has ("Amazon Web Services", "Ruby on Rails"). */
export const MAX_SKILL_WORDS = 4;

/** The text most résumés fit in; the search document reads as much (schema: search_vector). */
export const RESUME_TEXT_READ = 100_000;

const words = (text: string): string[] => (text.match(WORD) ?? []).map((w) => w.toLowerCase());

/** How a skill is compared: its words, lower-cased, one space apart; null when it has none. */
export function skillKey(skill: string): string | null {
  const w = words(skill);
  return w.length === 0 || w.length > MAX_SKILL_WORDS ? null : w.join(" ");
}

/**
 * Sentences: a full stop, question or exclamation mark before a space ends one, and so does
 * a line break or a bullet (a résumé's lines are often not sentences).
 */
export function sentencesOf(text: string): string[] {
  return text
    .slice(0, RESUME_TEXT_READ)
    .split(/(?<=[.!?])\s+|\s*[\n\r•▪●◦]+\s*/u)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s.length > 0);
}

/** Every run of 1 to MAX_SKILL_WORDS words within one sentence, as skillKey writes them. */
export function phrasesOf(text: string): Set<string> {
  const phrases = new Set<string>();
  for (const sentence of sentencesOf(text)) {
    const w = words(sentence);
    for (let i = 0; i < w.length; i++) {
      let phrase = "";
      for (let n = 0; n < MAX_SKILL_WORDS && i + n < w.length; n++) {
        phrase = n === 0 ? w[i]! : `${phrase} ${w[i + n]}`;
        phrases.add(phrase);
      }
    }
  }
  return phrases;
}

/** Whether `sentence`'s words contain `key`'s words in a row. */
function names(sentence: string, key: string): boolean {
  return ` ${words(sentence).join(" ")} `.includes(` ${key} `);
}

/**
 * The first sentence of `text` naming the skill, at most `max` characters: a longer one is
 * cut around the skill's first word, with an ellipsis where it was cut. Null when none does.
 */
export function sentenceNaming(text: string, skill: string, max: number): string | null {
  const key = skillKey(skill);
  if (!key) return null;
  const sentence = sentencesOf(text).find((s) => names(s, key));
  if (!sentence) return null;
  if (sentence.length <= max) return sentence;
  const first = key.split(" ")[0]!;
  const at = Math.max(0, sentence.toLowerCase().indexOf(first));
  // Room for the skill and what surrounds it, and one ellipsis at each end.
  const room = max - 2;
  const start = Math.max(0, Math.min(at - Math.floor(room / 3), sentence.length - room));
  const end = Math.min(sentence.length, start + room);
  return `${start > 0 ? "…" : ""}${sentence.slice(start, end).trim()}${end < sentence.length ? "…" : ""}`;
}
