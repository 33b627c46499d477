/** Watermarked links: résumés as stamped PDFs, never the original. */
import { eq } from "drizzle-orm";
import { PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ShareableLink } from "#common/link.ts";
import { WATERMARK_MESSAGES, watermarkDate } from "#common/watermark-values.ts";
import { attachFile, insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { startMailApp, stopMailApp } from "../../../tests/support/mail-app.ts";
import { pdfPageTexts } from "../../../tests/support/pdf-text.ts";
import { docx } from "../../../tests/support/sample-files.ts";
import { resumePdf } from "../../../tests/support/sample-resume-pdf.ts";
import type { SmtpSink } from "../../../tests/support/smtp-sink.ts";
import { json, type TestContext, type TestUser } from "../../../tests/support/test-app.ts";
import { candidates } from "../../db/schema.ts";
import { viewerCookieName } from "./viewer.ts";

let sink: SmtpSink;
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ sink, ctx, admin } = await startMailApp());
});
afterAll(() => stopMailApp({ ctx, sink }));

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
const squash = (text: string) => text.replace(/\s+/g, " ");
/** The day of a download made during the test (two, should it run over midnight UTC). */
const today = () => watermarkDate(new Date());

/** A candidate with `resume` attached, on a new link with the given settings. */
async function shared(resume: Buffer, link: Parameters<typeof insertLink>[2] = {}) {
  const dev = await insertCandidate(ctx, { fullName: "Zoë Kowalska" });
  const stored = await attachFile(ctx, admin.cookie, dev.id, "resume", resume);
  const row = await insertLink(ctx, admin.id, {
    customerName: "Initech",
    candidateIds: [dev.id],
    ...link,
  });
  return { dev, link: row, url: `/api/shared/files/${row.token}/${stored.slice(9)}` };
}

/** Waits for the background job to have read (or failed to read) the candidate's résumé. */
async function textRead(id: string) {
  await vi.waitFor(
    async () => {
      const [row] = await ctx.database.db.select().from(candidates).where(eq(candidates.id, id));
      expect(row!.resumeText !== null || row!.resumeTextFailure !== null).toBe(true);
    },
    { timeout: 30_000, interval: 100 },
  );
}

async function expectStampedPdf(res: Awaited<ReturnType<typeof get>>, line: string) {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["content-disposition"]).toBe('attachment; filename="zoe-kowalska-resume.pdf"');
  const pages = (await pdfPageTexts(res.rawPayload)).map(squash);
  for (const page of pages) expect(page).toContain(line);
  return pages;
}

describe("the link's watermark setting", () => {
  it("is false by default, set by create and update, and kept by an update without it", async () => {
    const send = (method: "POST" | "PUT", url: string, payload: object) =>
      ctx.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
    const body = { customerName: "Initech", customerEmail: "talent@initech.example" };
    const plain = json<ShareableLink>(await send("POST", "/api/admin/shareable-links", body));
    expect(plain.watermark).toBe(false);
    const created = await send("POST", "/api/admin/shareable-links", { ...body, watermark: true });
    expect(created.statusCode).toBe(201);
    const link = json<ShareableLink>(created);
    expect(link.watermark).toBe(true);
    const url = `/api/admin/shareable-links/${link.id}`;
    expect(json<ShareableLink>(await send("PUT", url, body)).watermark).toBe(true);
    expect(
      json<ShareableLink>(await send("PUT", url, { ...body, watermark: false })).watermark,
    ).toBe(false);
  });
});

describe("a résumé through a watermarked link", () => {
  it("is the PDF stamped on every page with 'Shared with <customer>' and the date", async () => {
    const original = await resumePdf(3);
    const { url } = await shared(original, { watermark: true });
    const res = await get(url);
    const pages = await expectStampedPdf(res, `Shared with Initech · ${today()}`);
    expect(pages).toHaveLength(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} Curriculum vitae`);
    });
    expect(res.rawPayload.equals(original)).toBe(false);
    // A byte range asks for the original's bytes: the whole stamped PDF is the answer.
    const ranged = await get(url, { range: "bytes=0-99" });
    expect(ranged.statusCode).toBe(200);
    expect(ranged.headers["content-range"]).toBeUndefined();
    await expectStampedPdf(ranged, `Shared with Initech · ${today()}`);
  });

  it("carries the verified viewer's e-mail instead of the customer's name", async () => {
    const { link, url } = await shared(await resumePdf(2), { watermark: true, requireEmail: true });
    const email = `buyer-${Date.now()}@initech.example`;
    const asked = await ctx.app.inject({
      method: "POST",
      url: `/api/shared/${link.token}/access`,
      payload: { email },
    });
    expect(asked.statusCode).toBe(202);
    const mail = await sink.waitFor((m) => m.to.includes(email));
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const verified = await ctx.app.inject({
      method: "POST",
      url: `/api/shared/${link.token}/access/verify`,
      payload: { email, code },
    });
    const cookie = verified.cookies.find((c) => c.name === viewerCookieName(link.token))!;
    expect((await get(url)).statusCode).toBe(401);
    const pages = await expectStampedPdf(
      await get(url, { cookie: `${cookie.name}=${cookie.value}` }),
      `${email} · ${today()}`,
    );
    expect(pages).toHaveLength(2);
    for (const page of pages) expect(page).not.toContain("Shared with");
  });

  it("from a Word file is a PDF of its text, stamped; the Word file is never sent", async () => {
    const word = docx("Built Zanzibarcode tooling for Łódź and Київ teams");
    const { dev, url } = await shared(word, { watermark: true });
    await textRead(dev.id);
    const res = await get(url);
    const pages = await expectStampedPdf(res, `Shared with Initech · ${today()}`);
    expect(pages[0]).toContain("Zoë Kowalska");
    expect(pages[0]).toContain("Built Zanzibarcode tooling for Lódz and Kiyiv teams");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // Before the job has read the text: read then and there, the same PDF. When it cannot
    // be read: 422. Never the file.
    const set = (values: Partial<typeof candidates.$inferInsert>) =>
      ctx.database.db.update(candidates).set(values).where(eq(candidates.id, dev.id));
    await set({ resumeText: null, resumeTextFailure: null });
    const early = await expectStampedPdf(await get(url), `Shared with Initech · ${today()}`);
    expect(early[0]).toContain("Built Zanzibarcode tooling for Lódz and Kiyiv teams");
    await set({ resumeText: null, resumeTextFailure: "unsupported" });
    const refused = await get(url);
    expect(refused.statusCode).toBe(422);
    expect(json<{ message: string }>(refused).message).toBe(WATERMARK_MESSAGES.unreadable);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("from an encrypted PDF is rebuilt from its text, and refused (422) without one", async () => {
    const locked = await PDFDocument.load(await resumePdf(1));
    locked.context.trailerInfo.Encrypt = locked.context.obj({ Filter: PDFName.of("Standard") });
    const { dev, url } = await shared(Buffer.from(await locked.save()), { watermark: true });
    await textRead(dev.id);
    await ctx.database.db
      .update(candidates)
      .set({ resumeText: "Staff engineer, payments", resumeTextFailure: null })
      .where(eq(candidates.id, dev.id));
    const pages = await expectStampedPdf(await get(url), `Shared with Initech · ${today()}`);
    expect(pages[0]).toContain("Staff engineer, payments");

    const broken = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, "x")]);
    const second = await shared(broken, { watermark: true });
    await textRead(second.dev.id);
    const res = await get(second.url);
    expect(res.statusCode).toBe(422);
    expect(json<{ message: string }>(res).message).toBe(WATERMARK_MESSAGES.unreadable);
  });
});

describe("a résumé through a link without watermark", () => {
  it("is the original file, byte for byte", async () => {
    const original = await resumePdf(2);
    const { url } = await shared(original);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(original)).toBe(true);
  });
});
