import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import { doc, docx, pdf, plainText, png } from "../../../tests/support/sample-files.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { uploads } from "../../db/schema.ts";
import { diskStorage } from "../../storage/disk.ts";
import { parseRange } from "./serve.ts";
import { cleanupUnattachedUploads } from "./service.ts";

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;
let emailCounter = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
  user = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});

async function newUploadUrl(): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return json<{ uploadURL: string }>(res).uploadURL;
}

/** PUTs like a browser to the upload URL: no cookie, the file's own content type. */
async function putFile(uploadURL: string, body: Buffer, type = "application/octet-stream") {
  const u = new URL(uploadURL);
  return ctx.app.inject({
    method: "PUT",
    url: `${u.pathname}${u.search}`,
    headers: { "content-type": type },
    payload: body,
  });
}

async function uploaded(body: Buffer, type?: string): Promise<string> {
  const url = await newUploadUrl();
  const res = await putFile(url, body, type);
  expect(res.statusCode, res.body).toBe(200);
  return url;
}

async function newCandidate(extra: Record<string, unknown> = {}) {
  emailCounter++;
  return ctx.app.inject({
    method: "POST",
    url: "/api/candidates",
    headers: { cookie: admin.cookie },
    payload: {
      fullName: "Upload Person",
      email: `upload${emailCounter}@example.com`,
      title: "Engineer",
      ...extra,
    },
  });
}

async function attach(id: string, kind: "profile-photo" | "resume", url: string, as = admin) {
  return ctx.app.inject({
    method: "PUT",
    url: `/api/candidates/${id}/${kind}`,
    headers: { cookie: as.cookie },
    payload: kind === "resume" ? { resumeURL: url } : { profilePhotoURL: url },
  });
}

async function getObject(objectPath: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: "GET",
    url: objectPath,
    headers: { cookie: user.cookie, ...headers },
  });
}

describe("POST /api/objects/upload", () => {
  it("gives admins an upload URL of this site, signed and valid for 15 minutes", async () => {
    const before = Math.floor(Date.now() / 1000);
    const url = new URL(await newUploadUrl());
    expect(url.pathname).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}$/);
    const expires = Number(url.searchParams.get("expires"));
    expect(expires).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(expires).toBeLessThanOrEqual(before + 15 * 60 + 5);
    expect(url.searchParams.get("signature")).toBeTruthy();
  });

  it("is admin-only", async () => {
    const anon = await ctx.app.inject({ method: "POST", url: "/api/objects/upload" });
    expect(anon.statusCode).toBe(401);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/objects/upload",
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("PUT to a disk upload URL", () => {
  it("takes the raw file without a cookie, once", async () => {
    const url = await newUploadUrl();
    expect((await putFile(url, png(), "image/png")).statusCode).toBe(200);
    expect((await putFile(url, png(), "image/png")).statusCode).toBe(403);
  });

  it("refuses a tampered or foreign signature with 403", async () => {
    const url = new URL(await newUploadUrl());
    url.searchParams.set("signature", "x".repeat(43));
    expect((await putFile(url.toString(), png())).statusCode).toBe(403);
    const other = new URL(await newUploadUrl());
    url.searchParams.set("signature", other.searchParams.get("signature")!);
    url.searchParams.set("expires", other.searchParams.get("expires")!);
    expect((await putFile(url.toString(), png())).statusCode).toBe(403);
  });

  it("refuses files over 10 MB (413) and files of no accepted type (415)", async () => {
    const big = await putFile(await newUploadUrl(), png({ padTo: 10 * 1024 * 1024 + 1 }));
    expect(big.statusCode).toBe(413);
    expect(json<{ message: string }>(big).message).toBe("Files may be at most 10 MB.");
    const text = await putFile(await newUploadUrl(), plainText(), "text/plain");
    expect(text.statusCode).toBe(415);
    expect(json<{ message: string }>(text).message).toBe(
      "Only images, PDF and Word documents, and MP4 or WebM videos can be uploaded.",
    );
  });

  it("accepts a file with no content type header", async () => {
    const url = new URL(await newUploadUrl());
    const res = await ctx.app.inject({
      method: "PUT",
      url: `${url.pathname}${url.search}`,
      payload: pdf(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("attaching files to a candidate", () => {
  it("attaches a photo: the answer and the candidate hold its /objects path", async () => {
    const c = json<Candidate>(await newCandidate());
    const url = await uploaded(png(), "image/png");
    const res = await attach(c.id, "profile-photo", url);
    expect(res.statusCode).toBe(200);
    const { profilePhoto } = json<{ profilePhoto: string }>(res);
    expect(profilePhoto).toMatch(/^\/objects\/files\/[0-9a-f-]{36}$/);
    const again = await ctx.app.inject({
      method: "GET",
      url: `/api/candidates/${c.id}`,
      headers: { cookie: user.cookie },
    });
    expect(json<Candidate>(again).profilePhoto).toBe(profilePhoto);
    // The upload URL cannot replace the checked file afterwards.
    expect((await putFile(url, plainText())).statusCode).toBe(403);
  });

  it("checks the real type: a PDF is no photo, an image is no resume (415)", async () => {
    const c = json<Candidate>(await newCandidate());
    const photo = await attach(c.id, "profile-photo", await uploaded(pdf(), "image/png"));
    expect(photo.statusCode).toBe(415);
    expect(json<{ message: string }>(photo).message).toBe(
      "Photos must be images (JPEG, PNG, GIF, WebP or AVIF).",
    );
    const resume = await attach(c.id, "resume", await uploaded(png(), "application/pdf"));
    expect(resume.statusCode).toBe(415);
    expect(json<{ message: string }>(resume).message).toBe(
      "Resumes must be PDF or Word documents (PDF, DOC or DOCX).",
    );
  });

  it("limits photos to 5 MB (413) and accepts exactly 5 MB", async () => {
    const c = json<Candidate>(await newCandidate());
    const tooBig = await attach(
      c.id,
      "profile-photo",
      await uploaded(png({ padTo: 5 * 1024 * 1024 + 1 })),
    );
    expect(tooBig.statusCode).toBe(413);
    expect(json<{ message: string }>(tooBig).message).toBe(
      "The photo is too large. Photos may be at most 5 MB.",
    );
    const fits = await attach(
      c.id,
      "profile-photo",
      await uploaded(png({ padTo: 5 * 1024 * 1024 })),
    );
    expect(fits.statusCode).toBe(200);
  });

  it.each([
    ["PDF", pdf(), "application/pdf", "pdf"],
    [
      "DOCX",
      docx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "docx",
    ],
    ["DOC", doc(), "application/msword", "doc"],
  ])("attaches a %s resume, served as a download", async (_name, file, type, ext) => {
    const c = json<Candidate>(await newCandidate());
    const res = await attach(c.id, "resume", await uploaded(file));
    expect(res.statusCode).toBe(200);
    const { resumeUrl } = json<{ resumeUrl: string }>(res);
    const served = await getObject(resumeUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe(type);
    expect(served.headers["content-disposition"]).toBe(`attachment; filename="resume.${ext}"`);
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it("answers 400 for something that is no upload, 404 for an unknown candidate", async () => {
    const c = json<Candidate>(await newCandidate());
    const bogus = await attach(c.id, "resume", "https://evil.example.com/file.pdf");
    expect(bogus.statusCode).toBe(400);
    expect(json<{ message: string }>(bogus).message).toBe("Please upload the file again");
    const unknown = await attach(
      "00000000-0000-4000-8000-000000000000",
      "resume",
      await uploaded(pdf()),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("is admin-only", async () => {
    const c = json<Candidate>(await newCandidate());
    const res = await attach(c.id, "resume", await uploaded(pdf()), user);
    expect(res.statusCode).toBe(403);
  });

  it("create mode: an upload URL sent with the new candidate is stored as its /objects path", async () => {
    const photoUrl = await uploaded(png());
    const resumeUrl = await uploaded(pdf());
    const res = await newCandidate({ profilePhoto: photoUrl, resumeUrl });
    expect(res.statusCode).toBe(201);
    const c = json<Candidate>(res);
    expect(c.profilePhoto).toMatch(/^\/objects\/files\//);
    expect(c.resumeUrl).toMatch(/^\/objects\/files\//);
    // Sending the stored paths back (e.g. an unchanged edit) keeps them.
    const put = await ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}`,
      headers: { cookie: admin.cookie },
      payload: {
        fullName: c.fullName,
        email: c.email,
        title: c.title,
        profilePhoto: c.profilePhoto,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(json<Candidate>(put).profilePhoto).toBe(c.profilePhoto);
  });

  it("a create that fails releases the files it attached, for the cleanup", async () => {
    const first = json<Candidate>(await newCandidate());
    const photoUrl = await uploaded(png());
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/candidates",
      headers: { cookie: admin.cookie },
      payload: { fullName: "Dup", email: first.email, title: "Engineer", profilePhoto: photoUrl },
    });
    expect(res.statusCode).toBe(409);
    const id = new URL(photoUrl).pathname.split("/").pop();
    const [row] = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.objectPath, `files/${id}`));
    expect(row?.attachedAt).toBeNull();
  });

  it("a replaced photo is released; the new one stays attached", async () => {
    const c = json<Candidate>(await newCandidate());
    const first = json<{ profilePhoto: string }>(
      await attach(c.id, "profile-photo", await uploaded(png())),
    ).profilePhoto;
    const second = json<{ profilePhoto: string }>(
      await attach(c.id, "profile-photo", await uploaded(png({ rgb: [1, 2, 3] }))),
    ).profilePhoto;
    const rows = await ctx.database.db.select().from(uploads);
    const byPath = new Map(rows.map((r) => [`/objects/${r.objectPath}`, r]));
    expect(byPath.get(first)?.attachedAt).toBeNull();
    expect(byPath.get(second)?.attachedAt).not.toBeNull();
  });
});

describe("GET /objects/{path}", () => {
  let photoPath: string;
  let resumePath: string;
  const resumeBytes = pdf("A longer resume body for range requests");

  beforeAll(async () => {
    const c = json<Candidate>(await newCandidate());
    photoPath = json<{ profilePhoto: string }>(
      await attach(c.id, "profile-photo", await uploaded(png())),
    ).profilePhoto;
    resumePath = json<{ resumeUrl: string }>(
      await attach(c.id, "resume", await uploaded(resumeBytes)),
    ).resumeUrl;
  });

  it("serves a photo inline with its type and long private caching", async () => {
    const res = await getObject(photoPath);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toBe("inline");
    expect(res.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.equals(png())).toBe(true);
  });

  it("is for signed-in users only", async () => {
    const res = await ctx.app.inject({ method: "GET", url: photoPath });
    expect(res.statusCode).toBe(401);
  });

  it("answers ranges with 206, and 416 past the end", async () => {
    const res = await getObject(resumePath, { range: "bytes=0-9" });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 0-9/${resumeBytes.length}`);
    expect(res.rawPayload.equals(resumeBytes.subarray(0, 10))).toBe(true);
    const tail = await getObject(resumePath, { range: "bytes=-5" });
    expect(tail.rawPayload.equals(resumeBytes.subarray(-5))).toBe(true);
    const past = await getObject(resumePath, { range: `bytes=${resumeBytes.length}-` });
    expect(past.statusCode).toBe(416);
  });

  it("answers 304 to a matching ETag", async () => {
    const first = await getObject(photoPath);
    const again = await getObject(photoPath, { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    "/objects/../../etc/passwd",
    "/objects/%2e%2e/%2e%2e/etc/passwd",
    "/objects/files/..%2f..%2fpglite",
    "/objects/files/00000000-0000-4000-8000-000000000000",
    "/objects/.upload-signing-key",
  ])("answers 404 for %s", async (url) => {
    const res = await getObject(url);
    expect(res.statusCode).toBe(404);
  });

  it("does not serve an upload before it is checked and attached", async () => {
    const url = await uploaded(png());
    const id = new URL(url).pathname.split("/").pop();
    expect((await getObject(`/objects/uploads/${id}`)).statusCode).toBe(404);
    expect((await getObject(`/objects/files/${id}`)).statusCode).toBe(404);
  });
});

describe("cleanup of unattached uploads", () => {
  it("removes uploads never attached once a day old, and keeps the rest", async () => {
    const oldUrl = await uploaded(png());
    const freshUrl = await uploaded(png());
    const c = json<Candidate>(await newCandidate());
    const attachedOld = json<{ profilePhoto: string }>(
      await attach(c.id, "profile-photo", await uploaded(png())),
    ).profilePhoto;
    const key = (url: string) => `uploads/${new URL(url).pathname.split("/").pop()}`;
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await ctx.database.db
      .update(uploads)
      .set({ createdAt: twoDaysAgo })
      .where(eq(uploads.objectPath, key(oldUrl)));
    await ctx.database.db
      .update(uploads)
      .set({ createdAt: twoDaysAgo })
      .where(eq(uploads.objectPath, attachedOld.replace("/objects/", "")));

    const removed = await cleanupUnattachedUploads(ctx.database.db, ctx.app.storage);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await ctx.app.storage.size(key(oldUrl))).toBeNull();
    expect(await ctx.app.storage.size(key(freshUrl))).not.toBeNull();
    expect(await ctx.app.storage.size(attachedOld.replace("/objects/", ""))).not.toBeNull();
    const rows = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.objectPath, key(oldUrl)));
    expect(rows).toEqual([]);
  });
});

describe("disk upload signatures", () => {
  it("expire after 15 minutes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-disk-"));
    let now = Date.now();
    const disk = diskStorage(dir, () => now);
    const url = new URL(
      await disk.createUploadUrl("uploads/11111111-1111-4111-8111-111111111111", "http://x"),
    );
    const [expires, signature] = [
      url.searchParams.get("expires")!,
      url.searchParams.get("signature")!,
    ];
    const id = "11111111-1111-4111-8111-111111111111";
    expect(disk.verifyUploadSignature(id, expires, signature)).toBe(true);
    expect(
      disk.verifyUploadSignature("22222222-2222-4222-8222-222222222222", expires, signature),
    ).toBe(false);
    now += 15 * 60 * 1000 + 1000;
    expect(disk.verifyUploadSignature(id, expires, signature)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("parseRange", () => {
  it("reads the three single-range forms", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("invalid");
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});
