/**
 * The bucket backend against s3rver: multipart uploads through the companion-compatible
 * calls, the upload URL's signed size, and a staged object rewritten through its still-valid
 * URL while it is being attached (the check-then-copy race).
 */
import { describe, expect, it } from "vitest";
import { MIB } from "#common/constants.ts";
import { insertCandidate } from "../../tests/support/link-fixtures.ts";
import { s3Harness } from "../../tests/support/s3-harness.ts";
import { plainText, png } from "../../tests/support/sample-files.ts";
import { mp4 } from "../../tests/support/sample-videos.ts";
import { json } from "../../tests/support/test-app.ts";

const h = s3Harness();

const api = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  h.ctx.app.inject({ method, url, headers: { cookie: h.admin.cookie }, payload });
const q = (key: string) => `?${new URLSearchParams({ key })}`;

async function uploadUrl(size?: number): Promise<string> {
  const res = await api("POST", "/api/objects/upload", size === undefined ? undefined : { size });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ uploadURL: string }>(res).uploadURL;
}

describe("multipart uploads to the bucket", () => {
  it("create, part URLs (PUT straight to the bucket), complete, attach", async () => {
    const start = await api("POST", "/api/objects/s3/multipart", {
      filename: "intro.mp4",
      type: "video/mp4",
      metadata: {},
    });
    expect(start.statusCode, start.body).toBe(200);
    const up = json<{ uploadId: string; key: string }>(start);
    const first = Buffer.concat([mp4(16), Buffer.alloc(5 * MIB - 16, 3)]);
    const last = Buffer.from("last part");
    const parts = [];
    for (const [n, body] of [
      [1, first],
      [2, last],
    ] as const) {
      const res = await api("GET", `/api/objects/s3/multipart/${up.uploadId}/${n}${q(up.key)}`);
      const { url } = json<{ url: string }>(res);
      expect(new URL(url).origin).toBe(h.endpoint);
      const put = await fetch(url, { method: "PUT", body: new Uint8Array(body) });
      expect(put.status).toBe(200);
      parts.push({ PartNumber: n, ETag: put.headers.get("etag")! });
    }
    const done = await api(
      "POST",
      `/api/objects/s3/multipart/${up.uploadId}/complete${q(up.key)}`,
      { parts },
    );
    expect(done.statusCode, done.body).toBe(200);
    const c = await insertCandidate(h.ctx);
    const attached = await api("PUT", `/api/candidates/${c.id}/video`, {
      videoURL: json<{ location: string }>(done).location,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const served = await h.ctx.app.inject({
      method: "GET",
      url: json<{ videoUrl: string }>(attached).videoUrl,
      headers: { cookie: h.admin.cookie, range: `bytes=${first.length - 2}-` },
    });
    expect(served.statusCode).toBe(206);
    expect(served.rawPayload.equals(Buffer.concat([first.subarray(-2), last]))).toBe(true);
  });

  it("an upload id with another upload's key is unknown", async () => {
    const a = json<{ uploadId: string; key: string }>(
      await api("POST", "/api/objects/s3/multipart", { filename: "a.mp4" }),
    );
    const b = json<{ uploadId: string; key: string }>(
      await api("POST", "/api/objects/s3/multipart", { filename: "b.mp4" }),
    );
    const res = await api("GET", `/api/objects/s3/multipart/${a.uploadId}/1${q(b.key)}`);
    expect(res.statusCode).toBe(404);
  });

  it("s3/params hands out a presigned PUT to the bucket", async () => {
    const res = await api("GET", "/api/objects/s3/params?filename=a.mp4&type=video/mp4&size=4096");
    expect(res.statusCode).toBe(200);
    const params = json<{ method: string; url: string }>(res);
    expect(params.method).toBe("PUT");
    expect(new URL(params.url).origin).toBe(h.endpoint);
  });
});

describe("upload URLs to the bucket", () => {
  it("carry a signed size: Content-Length is one of the signed headers", async () => {
    // SigV4 makes the bucket refuse any other length (SignatureDoesNotMatch). s3rver does not
    // verify SigV4 signatures at all, so the refusal itself can only be seen on a real bucket;
    // here: the header is signed, the exact size uploads, and an oversized one is never signed.
    const body = png();
    const url = await uploadUrl(body.length);
    const signed = new URL(url).searchParams.get("X-Amz-SignedHeaders")!.split(";");
    expect(signed).toContain("content-length");
    const exact = await fetch(url, { method: "PUT", body: new Uint8Array(body) });
    expect(exact.status).toBe(200);
    const tooLarge = await api("POST", "/api/objects/upload", { size: 10 * MIB + 1 });
    expect(tooLarge.statusCode).toBe(413);
    // Without a size (the spec's empty body) the URL is still handed out, unsigned for size.
    expect(new URL(await uploadUrl()).searchParams.get("X-Amz-SignedHeaders")).toBe("host");
  });

  it("a rewrite through the still-valid URL during attach cannot change what is kept", async () => {
    const c = await insertCandidate(h.ctx);
    const url = await uploadUrl();
    const photo = png();
    expect((await fetch(url, { method: "PUT", body: new Uint8Array(photo) })).status).toBe(200);
    const stagingKey = new URL(url).pathname.replace("/talent-files/", "");
    // Just before the server moves the staged object, the URL's holder swaps in other
    // bytes: whatever ends up attached must be what was checked.
    const storage = h.ctx.app.storage;
    const { promote } = storage;
    let swapped = false;
    storage.promote = async (from, to) => {
      if (from === stagingKey && !swapped) {
        swapped = true;
        const put = await fetch(url, { method: "PUT", body: new Uint8Array(plainText(2000)) });
        expect(put.status).toBe(200);
      }
      return promote.call(storage, from, to);
    };
    try {
      const res = await api("PUT", `/api/candidates/${c.id}/profile-photo`, {
        profilePhotoURL: url,
      });
      expect(swapped).toBe(true);
      if (res.statusCode === 200) {
        const served = await h.ctx.app.inject({
          method: "GET",
          url: json<{ profilePhoto: string }>(res).profilePhoto,
          headers: { cookie: h.admin.cookie },
        });
        expect(served.rawPayload.equals(photo)).toBe(true);
      } else {
        expect(res.statusCode).toBe(415);
      }
    } finally {
      storage.promote = promote;
    }
  });
});
