/** CSV cells an admin opens in a spreadsheet (Excel in EU locales splits on `;`). */
import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.ts";

describe("csvCell", () => {
  it("defuses a formula at the start of a cell", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("plain text")).toBe("plain text");
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("defuses a formula after a semicolon or a tab, and quotes such a cell whole", () => {
    expect(csvCell("a;=cmd|' /C calc'!A0")).toBe(`"a;'=cmd|' /C calc'!A0"`);
    expect(csvCell("a\t=cmd")).toBe(`"a\t'=cmd"`);
    expect(csvCell("\t=cmd")).toBe(`"'\t'=cmd"`);
    expect(csvCell("x;+1;-2;@A1")).toBe(`"x;'+1;'-2;'@A1"`);
    // A semicolon or tab before anything else is only quoted.
    expect(csvCell("one; two")).toBe(`"one; two"`);
    expect(csvCell("a\tb")).toBe(`"a\tb"`);
  });

  it("quotes commas, quotes and line breaks as RFC 4180 asks", () => {
    expect(csvCell('say "hi", then\nleave')).toBe(`"say ""hi"", then\nleave"`);
    expect(csvLine(["a", "b;=c", null])).toBe(`a,"b;'=c",\r\n`);
  });
});
