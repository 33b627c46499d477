/**
 * The companion-compatible multipart calls on the disk backend: every call,
 * the part limits, key/upload-id binding, the cleanup (the 120 MB upload over real HTTP is
 * in multipart-http.test.ts).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIB } from "#common/constants.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { mp4 } from "../../../tests/support/sample-videos.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { uploads } from "../../db/schema.ts";
import { cleanupUnattachedUploads } from "./service.ts";

let ctx: TestContext;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
  otherAdmin = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
});

const api = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  who = admin,
  payload?: object,
) => ctx.app.inject({ method, url, headers: { cookie: who.cookie }, payload });

async function start(who = admin): Promise<{ uploadId: string; key: string }> {
  const res = await api("POST", "/api/objects/s3/multipart", who, {
    filename: "intro.mp4",
    type: "video/mp4",
    metadata: { name: "intro.mp4" },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}

const q = (key: string) => `?${new URLSearchParams({ key })}`;

/** Asks for a part's URL and PUTs the bytes there (no cookie), returning the ETag. */
async function putPart(up: { uploadId: string; key: string }, n: number, body: Buffer) {
  const res = await api("GET", `/api/objects/s3/multipart/${up.uploadId}/${n}${q(up.key)}`);
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(json<{ url: string }>(res).url);
  const put = await ctx.app.inject({
    method: "PUT",
    url: `${url.pathname}${url.search}`,
    headers: { "content-type": "application/octet-stream" },
    payload: body,
  });
  expect(put.statusCode, put.body).toBe(200);
  return put.headers.etag as string;
}

const complete = (up: { uploadId: string; key: string }, parts: object[], who = admin) =>
  api("POST", `/api/objects/s3/multipart/${up.uploadId}/complete${q(up.key)}`, who, { parts });

describe("s3/multipart on disk", () => {
  it("creates, lists, signs, completes, and the result attaches as a video", async () => {
    const up = await start();
    expect(up.key).toMatch(/^uploads\/[0-9a-f-]{36}$/);
    const first = Buffer.concat([mp4(16), Buffer.alloc(5 * MIB - 16, 7)]);
    const last = Buffer.from("the end");
    const e1 = await putPart(up, 1, first);
    const e2 = await putPart(up, 2, last);
    expect(e1).toBe(`"${createHash("md5").update(first).digest("hex")}"`);

    const listed = await api("GET", `/api/objects/s3/multipart/${up.uploadId}${q(up.key)}`);
    expect(json(listed)).toEqual([
      { PartNumber: 1, Size: first.length, ETag: e1 },
      { PartNumber: 2, Size: last.length, ETag: e2 },
    ]);

    const done = await complete(up, [
      { PartNumber: 1, ETag: e1 },
      { PartNumber: 2, ETag: e2 },
    ]);
    expect(done.statusCode, done.body).toBe(200);
    const { location } = json<{ location: string }>(done);
    expect(location).toMatch(new RegExp(`/api/objects/uploads/${up.key.slice(8)}$`));

    const c = await insertCandidate(ctx);
    const attached = await api("PUT", `/api/candidates/${c.id}/video`, admin, {
      videoURL: location,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const served = await ctx.app.inject({
      method: "GET",
      url: json<{ videoUrl: string }>(attached).videoUrl,
      headers: { cookie: admin.cookie },
    });
    expect(served.rawPayload.equals(Buffer.concat([first, last]))).toBe(true);
  });

  it("a retried part replaces the first copy", async () => {
    const up = await start();
    await putPart(up, 1, Buffer.from("first try"));
    const etag = await putPart(up, 1, Buffer.from("second"));
    const listed = json<Array<{ ETag: string; Size: number }>>(
      await api("GET", `/api/objects/s3/multipart/${up.uploadId}${q(up.key)}`),
    );
    expect(listed).toEqual([{ PartNumber: 1, Size: 6, ETag: etag }]);
  });

  it("enforces the part limits: numbers 1 to 10,000, 5 MB but for the last, in order", async () => {
    const up = await start();
    for (const n of [0, 10_001]) {
      const res = await api("GET", `/api/objects/s3/multipart/${up.uploadId}/${n}${q(up.key)}`);
      expect(res.statusCode).toBe(400);
    }
    const small = await putPart(up, 1, Buffer.from("too small to be a first part"));
    const end = await putPart(up, 2, Buffer.from("end"));
    const tooSmall = await complete(up, [
      { PartNumber: 1, ETag: small },
      { PartNumber: 2, ETag: end },
    ]);
    expect(tooSmall.statusCode).toBe(400);
    const unordered = await complete(up, [
      { PartNumber: 2, ETag: end },
      { PartNumber: 1, ETag: small },
    ]);
    expect(unordered.statusCode).toBe(400);
    const wrongEtag = await complete(up, [{ PartNumber: 1, ETag: '"0000"' }]);
    expect(wrongEtag.statusCode).toBe(400);
    const tooMany = await complete(
      up,
      Array.from({ length: 10_001 }, (_, i) => ({ PartNumber: i + 1, ETag: end })),
    );
    expect(tooMany.statusCode).toBe(400);
  });

  it("refuses a whole above the upload's limit on complete (413) and removes it", async () => {
    const up = await start();
    const etag = await putPart(up, 1, mp4(2000));
    // The limit is 500 MB; lowered here so the test writes kilobytes, not half a gigabyte.
    await ctx.database.db
      .update(uploads)
      .set({ maxBytes: 1000 })
      .where(eq(uploads.objectPath, up.key));
    const res = await complete(up, [{ PartNumber: 1, ETag: etag }]);
    expect(res.statusCode).toBe(413);
    expect(await ctx.app.storage.size(up.key)).toBeNull();
  });

  it("binds a key to its upload id and to the admin who started it", async () => {
    const a = await start();
    const b = await start();
    // a's upload id with b's key, and another admin asking about a's upload: unknown.
    const mixed = await api("GET", `/api/objects/s3/multipart/${a.uploadId}/1${q(b.key)}`);
    expect(mixed.statusCode).toBe(404);
    const stranger = await api(
      "GET",
      `/api/objects/s3/multipart/${a.uploadId}${q(a.key)}`,
      otherAdmin,
    );
    expect(stranger.statusCode).toBe(404);
    const badKey = await api("GET", `/api/objects/s3/multipart/${a.uploadId}${q("files/../x")}`);
    expect(badKey.statusCode).toBe(404);
    // A part URL signed for one upload does not write to another.
    const res = await api("GET", `/api/objects/s3/multipart/${a.uploadId}/1${q(a.key)}`);
    const url = new URL(json<{ url: string }>(res).url);
    url.searchParams.set("uploadId", b.uploadId);
    const put = await ctx.app.inject({
      method: "PUT",
      url: `${url.pathname}${url.search}`,
      payload: Buffer.from("x"),
    });
    expect(put.statusCode).toBe(403);
  });

  it("DELETE aborts: the parts are gone and the upload is unknown", async () => {
    const up = await start();
    await putPart(up, 1, Buffer.from("abandoned"));
    const res = await api("DELETE", `/api/objects/s3/multipart/${up.uploadId}${q(up.key)}`);
    expect(res.statusCode).toBe(200);
    const again = await api("GET", `/api/objects/s3/multipart/${up.uploadId}${q(up.key)}`);
    expect(again.statusCode).toBe(404);
    const dir = path.join(ctx.config.dataDir, "objects", "multipart", up.uploadId);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("the cleanup drops the parts of an upload abandoned for a day", async () => {
    const up = await start();
    await putPart(up, 1, Buffer.from("forgotten"));
    const dir = path.join(ctx.config.dataDir, "objects", "multipart", up.uploadId);
    expect(fs.existsSync(dir)).toBe(true);
    await ctx.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(uploads.objectPath, up.key));
    await cleanupUnattachedUploads(ctx.database.db, ctx.app.storage);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("s3/params hands out one PUT URL; s3/sts is deliberately not offered (501)", async () => {
    const res = await api("GET", "/api/objects/s3/params?filename=a.mp4&type=video/mp4");
    expect(res.statusCode).toBe(200);
    const params = json<{ method: string; url: string; fields: object; headers: object }>(res);
    expect(params).toMatchObject({ method: "PUT", fields: {} });
    expect(new URL(params.url).pathname).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}$/);
    const tooBig = await api("GET", `/api/objects/s3/params?filename=a.mp4&size=${101 * MIB}`);
    expect(tooBig.statusCode).toBe(413);
    expect((await api("GET", "/api/objects/s3/sts")).statusCode).toBe(501);
  });
});
