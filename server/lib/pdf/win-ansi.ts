/**
 * The standard PDF fonts (Helvetica and its family) can only show WinAnsi characters, and
 * pdf-lib throws on any other. A résumé in Polish, Czech or Russian must still come out:
 * letters with accents lose them only when the font lacks the accented form (NFKD), a few
 * letters with no decomposition and Cyrillic are written in Latin letters, and anything
 * else becomes "?". Line breaks and other control characters become spaces.
 */

/** Letters NFKD leaves whole (a stroke is not a combining mark). */
const LATIN: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ħ: "h",
  Ħ: "H",
  ı: "i",
  ŀ: "l",
  Ŀ: "L",
  ŧ: "t",
  Ŧ: "T",
  ĸ: "k",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
  "\u2043": "-",
};

/** Russian, Ukrainian, Belarusian and Serbian letters, in a plain Latin transliteration. */
const CYRILLIC_LOWER: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  ґ: "g",
  д: "d",
  ђ: "dj",
  е: "e",
  ё: "e",
  є: "ye",
  ж: "zh",
  з: "z",
  и: "i",
  і: "i",
  ї: "yi",
  й: "y",
  ј: "j",
  к: "k",
  л: "l",
  љ: "lj",
  м: "m",
  н: "n",
  њ: "nj",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  ћ: "c",
  у: "u",
  ў: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  џ: "dz",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

function transliterate(char: string): string | undefined {
  const latin = LATIN[char];
  if (latin !== undefined) return latin;
  const lower = char.toLowerCase();
  const cyrillic = CYRILLIC_LOWER[lower];
  if (cyrillic === undefined) return undefined;
  return lower === char ? cyrillic : cyrillic.charAt(0).toUpperCase() + cyrillic.slice(1);
}

/**
 * `text` with only characters in `supported` (a font's character set, as code points):
 * kept, stripped of accents, transliterated, or "?".
 */
export function toFontCharacters(text: string, supported: ReadonlySet<number>): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += " ";
    else if (supported.has(code)) out += char;
    else {
      const mapped = transliterate(char);
      if (mapped !== undefined) out += mapped;
      else {
        const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
        out += plain && [...plain].every((c) => supported.has(c.codePointAt(0)!)) ? plain : "?";
      }
    }
  }
  return out;
}
