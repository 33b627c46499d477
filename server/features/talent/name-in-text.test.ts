/** Finding and replacing a name in free text: whole words, any case, one pass. */
import { describe, expect, it } from "vitest";
import { ERASED_NAME } from "#common/talent.ts";
import { coarseNeedles, mentionsName, namesToErase, withoutName } from "./name-in-text.ts";

describe("withoutName", () => {
  it("replaces the full name and, for text about the candidate, each of its words", () => {
    const names = ["Ada Lovelace"];
    const text = "ADA  lovelace said Ada's code beats Adam's; Lovelace agrees.";
    expect(withoutName(text, names, { parts: false })).toBe(
      `${ERASED_NAME} said Ada's code beats Adam's; Lovelace agrees.`,
    );
    expect(withoutName(text, names, { parts: true })).toBe(
      `${ERASED_NAME} said ${ERASED_NAME}'s code beats Adam's; ${ERASED_NAME} agrees.`,
    );
  });

  it("keeps initials, and never matches its own placeholder again", () => {
    expect(withoutName("J. Candidate and J. Doe", ["J. Candidate"], { parts: true })).toBe(
      `${ERASED_NAME} and J. Doe`,
    );
    expect(withoutName("Candidate is here", ["Candidate Smith"], { parts: true })).toBe(
      `${ERASED_NAME} is here`,
    );
  });

  it("reads names in any script as whole words", () => {
    expect(withoutName("Zoë met Zoëlle", ["Zoë Ødegaard"], { parts: true })).toBe(
      `${ERASED_NAME} met Zoëlle`,
    );
    expect(mentionsName("met ИВАН Петров today", ["Иван Петров"])).toBe(true);
    expect(mentionsName("met Иван today", ["Иван Петров"])).toBe(false);
  });
});

describe("namesToErase and coarseNeedles", () => {
  it("keeps distinct, real names and finds an ASCII run for the database's filter", () => {
    expect(namesToErase([" Ada  Lovelace ", "ada lovelace", ERASED_NAME, "J", null])).toEqual([
      "Ada Lovelace",
    ]);
    expect(coarseNeedles(["Adélina Lovelaceská"])).toEqual(["Lovelacesk"]);
    expect(coarseNeedles(["Иван Петров"])).toBeNull();
  });
});
