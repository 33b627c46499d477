/**
 * The text of each page of a PDF, read back with unpdf (pdf.js, as the résumé-text reader
 * uses), so tests can check what a generated or stamped PDF says.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const { getDocumentProxy } = await import("unpdf");
  const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : ""))
        .join(""),
    );
  }
  await document.loadingTask.destroy();
  return pages;
}
