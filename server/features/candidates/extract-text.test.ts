import { describe, expect, it } from "vitest";
import { doc, docx, docxBomb, pdf } from "../../../tests/support/sample-files.ts";
import { extractResumeText, RESUME_TEXT_MAX_CHARS } from "./extract-text.ts";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("a résumé's text", () => {
  it("is read from a PDF and a Word file, whitespace tidied", async () => {
    expect(
      await extractResumeText(pdf("Led  the Quetzalcoatl migration"), "application/pdf"),
    ).toEqual({ text: "Led the Quetzalcoatl migration" });
    expect(await extractResumeText(docx("Built\tZanzibarcode tooling"), DOCX)).toEqual({
      text: "Built Zanzibarcode tooling",
    });
  });

  it("is cut to what the search document takes", async () => {
    const long = "word ".repeat(RESUME_TEXT_MAX_CHARS);
    const outcome = await extractResumeText(docx(long), DOCX);
    expect("text" in outcome && outcome.text.length).toBe(RESUME_TEXT_MAX_CHARS);
  });

  it("is not read from a zip bomb, whether its directory tells or lies", async () => {
    const started = performance.now();
    expect(await extractResumeText(await docxBomb(), DOCX)).toMatchObject({
      failure: "too-large",
    });
    // The liar declares 1 MB; unpacking stops there, before the reader sees any of it.
    expect(
      await extractResumeText(await docxBomb({ declaredBytes: 1024 * 1024 }), DOCX),
    ).toMatchObject({
      failure: "too-large",
      detail: expect.stringMatching(/more than it declares/),
    });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("names why there is none: damaged, no text, or a type without a reader", async () => {
    expect(
      await extractResumeText(Buffer.from("%PDF-1.4 broken"), "application/pdf"),
    ).toMatchObject({ failure: "damaged" });
    expect(await extractResumeText(pdf(""), "application/pdf")).toMatchObject({
      failure: "no-text",
    });
    expect(await extractResumeText(doc(), "application/msword")).toMatchObject({
      failure: "unsupported",
    });
  });
});
