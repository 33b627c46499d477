/**
 * The S3 backend against a real S3-compatible HTTP server (s3rver) on 127.0.0.1: the
 * browser's presigned PUT, the checks on attach, serving with ranges, and the cleanup.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import { pdf, plainText, png } from "../../tests/support/sample-files.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../tests/support/test-app.ts";
import { uploads } from "../db/schema.ts";
import { cleanupUnattachedUploads } from "../features/objects/service.ts";

let s3: S3rver;
let s3Dir: string;
let endpoint: string;
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-s3-"));
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "talent-files" }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({
    S3_BUCKET: "talent-files",
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "1",
  });
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

async function uploadUrl(): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: admin.cookie },
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
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/candidates",
    headers: { cookie: admin.cookie },
    payload: { fullName: "Bucket Person", email: `s3-${Date.now()}@example.com`, title: "SRE" },
  });
  return json<Candidate>(res);
}

describe("S3-compatible storage", () => {
  it("hands out presigned PUT URLs to the bucket, valid for 15 minutes", async () => {
    const url = new URL(await uploadUrl());
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toMatch(/^\/talent-files\/uploads\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-Signature")).toBeTruthy();
  });

  it("attaches a file PUT to the bucket and serves it back, with ranges", async () => {
    const c = await candidate();
    const url = await uploadUrl();
    const bytes = pdf("Stored in a bucket");
    expect((await browserPut(url, bytes, "application/pdf")).status).toBe(200);
    const attached = await ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}/resume`,
      headers: { cookie: admin.cookie },
      payload: { resumeURL: url },
    });
    expect(attached.statusCode).toBe(200);
    const { resumeUrl } = json<{ resumeUrl: string }>(attached);
    expect(resumeUrl).toMatch(/^\/objects\/files\/[0-9a-f-]{36}$/);

    const served = await ctx.app.inject({
      method: "GET",
      url: resumeUrl,
      headers: { cookie: admin.cookie },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.headers["content-disposition"]).toBe('attachment; filename="resume.pdf"');
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const part = await ctx.app.inject({
      method: "GET",
      url: resumeUrl,
      headers: { cookie: admin.cookie, range: "bytes=5-14" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(bytes.subarray(5, 15))).toBe(true);

    // The staging object is gone: the upload URL no longer leads to the attached file.
    expect(
      await ctx.app.storage.size(new URL(url).pathname.replace("/talent-files/", "")),
    ).toBeNull();
  });

  it("checks the real type and size of what is in the bucket (415, 413)", async () => {
    const c = await candidate();
    const textUrl = await uploadUrl();
    await browserPut(textUrl, plainText(), "image/png");
    const wrong = await ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}/profile-photo`,
      headers: { cookie: admin.cookie },
      payload: { profilePhotoURL: textUrl },
    });
    expect(wrong.statusCode).toBe(415);

    const bigUrl = await uploadUrl();
    await browserPut(bigUrl, png({ padTo: 5 * 1024 * 1024 + 10 }), "image/png");
    const big = await ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}/profile-photo`,
      headers: { cookie: admin.cookie },
      payload: { profilePhotoURL: bigUrl },
    });
    expect(big.statusCode).toBe(413);
  });

  it("the cleanup deletes day-old unattached objects from the bucket", async () => {
    const url = await uploadUrl();
    await browserPut(url, png(), "image/png");
    const key = new URL(url).pathname.replace("/talent-files/", "");
    expect(await ctx.app.storage.size(key)).not.toBeNull();
    await ctx.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(uploads.objectPath, key));
    await cleanupUnattachedUploads(ctx.database.db, ctx.app.storage);
    expect(await ctx.app.storage.size(key)).toBeNull();
  });
});
