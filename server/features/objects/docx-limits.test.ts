import { describe, expect, it } from "vitest";
import { docx, docxBomb, pdf } from "../../../tests/support/sample-files.ts";
import { unpacksWithin } from "../../lib/zip-directory.ts";
import { checkDocxBytes, DOCX_LIMITS, DocxRefused } from "./docx-limits.ts";

const refusal = (bytes: Uint8Array) =>
  checkDocxBytes(bytes).then(
    () => null,
    (error: unknown) => (error instanceof DocxRefused ? error.refusal : error),
  );
const detail = (bytes: Uint8Array) =>
  checkDocxBytes(bytes).then(
    () => "",
    (error: Error) => error.message,
  );

/** The document's entry, named in the directory the check reads. */
const documentEntry = async (bytes: Uint8Array) =>
  (await checkDocxBytes(bytes)).find((e) => e.name === "word/document.xml")!;

describe("a Word file's declared sizes", () => {
  it("lets a résumé through, with its entries", async () => {
    const entries = await checkDocxBytes(docx("Built Zanzibarcode tooling"));
    expect(entries.map((e) => e.name)).toEqual([
      "[Content_Types].xml",
      "word/document.xml",
      "_rels/.rels",
    ]);
  });

  it("refuses a zip bomb from its directory alone: 150 MB of XML in a few hundred KB", async () => {
    const bomb = await docxBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal(bomb)).toBe("too-large");
  });

  it("refuses XML past its limit, and a part that packs too well", async () => {
    const MB = 1024 * 1024;
    // 4 MB of XML, not packed: within one entry's limit, past what the reader may parse.
    const large = await docxBomb({ unpackedBytes: 4 * MB, level: 0 });
    expect(await detail(large)).toMatch(/the XML parts unpack to/);
    // 1.5 MB that packs to a few KB: within the XML limit, at a ratio no Word file has.
    const dense = await docxBomb({ unpackedBytes: 1.5 * MB });
    expect(dense.length).toBeLessThan((1.5 * MB) / DOCX_LIMITS.ratio);
    expect(await detail(dense)).toMatch(/word\/document.xml unpacks \d+ bytes to/);
    // Below the size the ratio applies from, the same packing is let through.
    expect(await refusal(await docxBomb({ unpackedBytes: MB / 2 }))).toBe(null);
  });

  it("catches an archive that declares less than it unpacks to", async () => {
    const liar = await docxBomb({ declaredBytes: 100_000 });
    // Its directory passes: the declared sizes are small.
    const entry = await documentEntry(liar);
    expect(entry.uncompressedSize).toBe(100_000);
    // Unpacking stops at the declared size and says so.
    expect(unpacksWithin(liar, entry)).toBe(false);
    const honest = docx("Fine");
    expect(unpacksWithin(honest, await documentEntry(honest))).toBe(true);
  });

  it("calls an archive it cannot read as a document's damaged, not too large", async () => {
    expect(await refusal(pdf("not a zip"))).toBe("damaged");
    // Bytes before the archive: a reader would skip them and read another directory.
    expect(await refusal(Buffer.concat([Buffer.alloc(10), docx("x")]))).toBe("damaged");
  });
});
