/**
 * The S3 backend against a real S3-compatible HTTP server (s3rver) on 127.0.0.1: the
 * browser's presigned PUT, the checks on attach, serving with ranges, and the cleanup.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import { s3Harness } from "../../tests/support/s3-harness.ts";
import { pdf, plainText, png } from "../../tests/support/sample-files.ts";
import { json } from "../../tests/support/test-app.ts";
import { uploads } from "../db/schema.ts";
import { cleanupUnattachedUploads } from "../features/objects/service.ts";

const h = s3Harness();

async function uploadUrl(): Promise<string> {
  const res = await h.ctx.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: h.admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return json<{ uploadURL: string }>(res).uploadURL;
}

/** What the browser does: a plain PUT of the bytes to the presigned URL, no cookie. */
async function browserPut(url: string, body: Buffer, type: string) {
  return fetch(url, {
    method: "PUT",
    body: new Uint8Array(body),
    headers: { "content-type": type },
  });
}

async function candidate(): Promise<Candidate> {
  const res = await h.ctx.app.inject({
    method: "POST",
    url: "/api/candidates",
    headers: { cookie: h.admin.cookie },
    payload: { fullName: "Bucket Person", email: `s3-${Date.now()}@example.com`, title: "SRE" },
  });
  return json<Candidate>(res);
}

describe("S3-compatible storage", () => {
  it("hands out presigned PUT URLs to the bucket, valid for 15 minutes", async () => {
    const url = new URL(await uploadUrl());
    expect(url.origin).toBe(h.endpoint);
    expect(url.pathname).toMatch(/^\/talent-files\/uploads\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-Signature")).toBeTruthy();
  });

  it("attaches a file PUT to the bucket and serves it back, with ranges", async () => {
    const c = await candidate();
    const url = await uploadUrl();
    const bytes = pdf("Stored in a bucket");
    expect((await browserPut(url, bytes, "application/pdf")).status).toBe(200);
    const attached = await h.ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}/resume`,
      headers: { cookie: h.admin.cookie },
      payload: { resumeURL: url },
    });
    expect(attached.statusCode).toBe(200);
    const { resumeUrl } = json<{ resumeUrl: string }>(attached);
    expect(resumeUrl).toMatch(/^\/objects\/files\/[0-9a-f-]{36}$/);

    const served = await h.ctx.app.inject({
      method: "GET",
      url: resumeUrl,
      headers: { cookie: h.admin.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe('attachment; filename="resume.pdf"');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const part = await h.ctx.app.inject({
      method: "GET",
      url: resumeUrl,
      headers: { cookie: h.admin.cookie, range: "bytes=5-14" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(5, 15))).toBe(true);

    // The staging object is gone: the upload URL no longer leads to the attached file.
    expect(
      await h.ctx.app.storage.size(new URL(url).pathname.replace("/talent-files/", "")),
    ).toBeNull();
  });

  it("checks the real type and size of what is in the bucket (415, 413)", async () => {
    const c = await candidate();
    const textUrl = await uploadUrl();
    await browserPut(textUrl, plainText(), "image/png");
    const wrong = await h.ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}/profile-photo`,
      headers: { cookie: h.admin.cookie },
      payload: { profilePhotoURL: textUrl },
    });
    expect(wrong.statusCode).toBe(415);

    const bigUrl = await uploadUrl();
    await browserPut(bigUrl, png({ padTo: 5 * 1024 * 1024 + 10 }), "image/png");
    const big = await h.ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}/profile-photo`,
      headers: { cookie: h.admin.cookie },
      payload: { profilePhotoURL: bigUrl },
    });
    expect(big.statusCode).toBe(413);
  });

  it("the cleanup deletes day-old unattached objects from the bucket", async () => {
    const url = await uploadUrl();
    await browserPut(url, png(), "image/png");
    const key = new URL(url).pathname.replace("/talent-files/", "");
    expect(await h.ctx.app.storage.size(key)).not.toBeNull();
    await h.ctx.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(uploads.objectPath, key));
    await cleanupUnattachedUploads(h.ctx.database.db, h.ctx.app.storage);
    expect(await h.ctx.app.storage.size(key)).toBeNull();
  });
});
