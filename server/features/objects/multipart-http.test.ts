/**
 * A 120 MB upload in parts over real HTTP: the connection dies in the middle of
 * a part, the part is retried, the upload completes, and the stored bytes hash like the
 * source. Everything streams from a generated file, so memory stays low.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIB } from "#common/constants.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { mp4 } from "../../../tests/support/sample-videos.ts";
import {
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
});

const q = (key: string) => `?${new URLSearchParams({ key })}`;

describe("a 120 MB upload over real HTTP", () => {
  it("survives a connection killed mid-part: the part is retried and the bytes match", async () => {
    const size = 120 * MIB;
    const partSize = 5 * MIB;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-multipart-"));
    const source = path.join(dir, "source.mp4");
    // A generated file, written in 1 MB blocks that differ, hashed as it is written.
    const sourceHash = createHash("sha256");
    const out = fs.openSync(source, "w");
    for (let i = 0; i < size / MIB; i++) {
      const block = Buffer.alloc(MIB, i % 251);
      if (i === 0) mp4(64).copy(block);
      block.writeUInt32BE(i, 100);
      sourceHash.update(block);
      fs.writeSync(out, block);
    }
    fs.closeSync(out);

    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const address = ctx.app.server.address() as { port: number };
    const origin = `http://127.0.0.1:${address.port}`;
    const call = async (method: string, url: string, body?: object) => {
      const res = await fetch(`${origin}${url}`, {
        method,
        headers: { cookie: admin.cookie, "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, url).toBe(200);
      return res.json();
    };
    /** PUTs bytes [start, end) of the source; `killAfter` destroys the socket mid-way. */
    const sendPart = (url: string, start: number, end: number, killAfter?: number) =>
      new Promise<string>((resolve, reject) => {
        const req = http.request(url, {
          method: "PUT",
          headers: { "content-length": end - start },
        });
        req.on("response", (res) => {
          res.resume();
          res.on("end", () =>
            res.statusCode === 200
              ? resolve(res.headers.etag as string)
              : reject(new Error(`part: ${res.statusCode}`)),
          );
        });
        req.on("error", reject);
        let sent = 0;
        const stream = fs.createReadStream(source, { start, end: end - 1 });
        stream.on("data", (chunk) => {
          sent += chunk.length;
          if (killAfter !== undefined && sent > killAfter) {
            stream.destroy();
            req.destroy(new Error("connection killed"));
            return;
          }
          if (!req.write(chunk)) {
            stream.pause();
            req.once("drain", () => stream.resume());
          }
        });
        stream.on("end", () => req.end());
      });

    const up = (await call("POST", "/api/objects/s3/multipart", {
      filename: "intro.mp4",
      type: "video/mp4",
      metadata: {},
    })) as { uploadId: string; key: string };
    const parts: Array<{ PartNumber: number; ETag: string }> = [];
    let killed = false;
    for (let n = 1; n * partSize <= size; n++) {
      const start = (n - 1) * partSize;
      const end = Math.min(start + partSize, size);
      const partUrl = `/api/objects/s3/multipart/${up.uploadId}/${n}${q(up.key)}`;
      const { url } = (await call("GET", partUrl)) as { url: string };
      if (n === 3) {
        await expect(sendPart(url, start, end, 2 * MIB)).rejects.toThrow();
        killed = true;
      }
      parts.push({ PartNumber: n, ETag: await sendPart(url, start, end) });
    }
    expect(killed).toBe(true);
    expect(parts).toHaveLength(24);
    const listed = (await call("GET", `/api/objects/s3/multipart/${up.uploadId}${q(up.key)}`)) as {
      PartNumber: number;
    }[];
    expect(listed.map((p) => p.PartNumber)).toEqual(parts.map((p) => p.PartNumber));
    const { location } = (await call(
      "POST",
      `/api/objects/s3/multipart/${up.uploadId}/complete${q(up.key)}`,
      { parts },
    )) as { location: string };

    const c = await insertCandidate(ctx);
    const { videoUrl } = (await call("PUT", `/api/candidates/${c.id}/video`, {
      videoURL: location,
    })) as { videoUrl: string };
    const served = await fetch(`${origin}${videoUrl}`, { headers: { cookie: admin.cookie } });
    const servedHash = createHash("sha256");
    for await (const chunk of served.body!) servedHash.update(chunk);
    expect(servedHash.digest("hex")).toBe(sourceHash.digest("hex"));
    fs.rmSync(dir, { recursive: true, force: true });
  }, 300_000);
});
