import { describe, expect, it, vi } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import { apiHarness } from "../../../tests/support/api-harness.ts";
import { attachFile, insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { docx, pdf } from "../../../tests/support/sample-files.ts";
import { json } from "../../../tests/support/test-app.ts";

const h = apiHarness();

const get = (url: string) =>
  h.ctx.app.inject({ method: "GET", url, headers: { cookie: h.admin.cookie } });

/** The names the list's `q` finds, once the background job has read the résumé. */
async function found(word: string, expected: string[]) {
  await vi.waitFor(
    async () => {
      const res = await get(`/api/candidates?q=${word}`);
      expect(json<Candidate[]>(res).map((c) => c.fullName)).toEqual(expected);
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe("résumé text", () => {
  it("makes words only inside a PDF or Word résumé findable, and is never sent", async () => {
    const withPdf = await insertCandidate(h.ctx, { fullName: "Pat Pdf" });
    const withDocx = await insertCandidate(h.ctx, { fullName: "Dana Docx" });
    await attachFile(
      h.ctx,
      h.admin.cookie,
      withPdf.id,
      "resume",
      pdf("Led the Quetzalcoatl migration"),
    );
    await attachFile(
      h.ctx,
      h.admin.cookie,
      withDocx.id,
      "resume",
      docx("Built Zanzibarcode tooling"),
    );

    await found("quetzalcoatl", ["Pat Pdf"]);
    await found("zanzibar", ["Dana Docx"]);

    for (const url of [
      `/api/candidates/${withPdf.id}`,
      "/api/candidates",
      "/api/candidates/export.csv",
    ]) {
      expect((await get(url)).body.toLowerCase()).not.toContain("quetzalcoatl");
    }

    // A new résumé replaces the old text: the old word no longer finds the candidate.
    await attachFile(h.ctx, h.admin.cookie, withPdf.id, "resume", pdf("Now about Xylophonics"));
    await found("xylophonics", ["Pat Pdf"]);
    await found("quetzalcoatl", []);
  }, 120_000);
});
