/**
 * An API test's app on the bucket backend: a real S3-compatible server (s3rver) on
 * 127.0.0.1 with the site's bucket, a fresh app configured for it and a signed-in admin,
 * closed after the file. Registers the file's beforeAll/afterAll; the returned object is
 * filled before the tests run (read `h.ctx`, `h.admin`, `h.endpoint` inside tests).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, createUser, type TestContext, type TestUser } from "./test-app.ts";

export interface S3Harness {
  ctx: TestContext;
  admin: TestUser;
  /** The bucket server's origin, where upload URLs point. */
  endpoint: string;
}

export function s3Harness(): S3Harness {
  const h = {} as S3Harness;
  let s3: S3rver | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-s3-"));
    s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "talent-files" }],
    });
    const { port } = await s3.run();
    h.endpoint = `http://127.0.0.1:${port}`;
    h.ctx = await createTestApp({
      S3_BUCKET: "talent-files",
      S3_ENDPOINT: h.endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
    });
    h.admin = await createUser(h.ctx, { isAdmin: true });
  });
  afterAll(async () => {
    await h.ctx?.close();
    await s3?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return h;
}
