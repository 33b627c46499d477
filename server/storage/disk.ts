/**
 * The default backend: files under DATA_DIR/objects. Upload URLs point at this app itself
 * (PUT /api/objects/uploads/<id>) and carry an HMAC signature and expiry instead of a cookie.
 * Folders and files are the server's account's alone (PRIVATE_*_MODE): they hold résumés.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { UPLOAD_URL_TTL_SECONDS } from "#common/constants.ts";
import { pathOf } from "#common/endpoint.ts";
import { objectEndpoints } from "#common/endpoints/objects.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../lib/private-data-dir.ts";
import { diskMultipart } from "./disk-multipart.ts";
import { assertValidKey, type ByteRange, type ObjectStorage, STAGING_PREFIX } from "./storage.ts";

export class UploadTooLargeError extends Error {}

export interface DiskStorage extends ObjectStorage {
  readonly kind: "disk";
  /** True when `signature` was issued for this upload id and `expires` has not passed. */
  verifyUploadSignature(id: string, expires: string, signature: string): boolean;
  /** Writes an upload's body once; refuses a second write and anything over `maxBytes`. */
  receive(key: string, body: Readable, maxBytes: number): Promise<number>;
  /** True when `signature` was issued for this part of this multipart upload. */
  verifyPartSignature(
    id: string,
    uploadId: string,
    partNumber: number,
    expires: string,
    signature: string,
  ): boolean;
  /** Stores one part of a multipart upload (a retry replaces it); returns its ETag. */
  receivePart(
    uploadId: string,
    partNumber: number,
    body: Readable,
    maxBytes: number,
  ): Promise<string>;
}

/** The signing key lives beside the files, so URLs stay valid across a restart. */
function loadSigningKey(dir: string): Buffer {
  const file = path.join(dir, ".upload-signing-key");
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const key = randomBytes(32);
    try {
      fs.writeFileSync(file, key, { mode: PRIVATE_FILE_MODE, flag: "wx" });
      return key;
    } catch {
      return fs.readFileSync(file); // another process wrote it first
    }
  }
}

export function diskStorage(root: string, now: () => number = Date.now): DiskStorage {
  const base = path.resolve(root);
  const signingKey = loadSigningKey(base);
  const fileFor = (key: string) => {
    assertValidKey(key);
    return path.join(base, key);
  };
  const sign = (id: string, expires: string) =>
    createHmac("sha256", signingKey).update(`${id}.${expires}`).digest("base64url");
  const verify = (signed: string, expires: string, signature: string) => {
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 < now()) return false;
    const expected = Buffer.from(sign(signed, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const expiry = () => String(Math.floor(now() / 1000) + UPLOAD_URL_TTL_SECONDS);
  const multipart = diskMultipart(base, fileFor);

  return {
    kind: "disk",

    async createUploadUrl(key, origin) {
      assertValidKey(key);
      const id = key.slice(STAGING_PREFIX.length);
      const expires = expiry();
      const query = new URLSearchParams({ expires, signature: sign(id, expires) });
      return `${origin}${pathOf(objectEndpoints.receive, { id })}?${query}`;
    },

    verifyUploadSignature(id, expires, signature) {
      return verify(id, expires, signature);
    },
    verifyPartSignature(id, uploadId, partNumber, expires, signature) {
      return verify(`${id}.${uploadId}.${partNumber}`, expires, signature);
    },
    async createMultipart(key) {
      assertValidKey(key);
      return multipart.create();
    },
    async partUploadUrl(key, uploadId, partNumber, origin) {
      assertValidKey(key);
      const id = key.slice(STAGING_PREFIX.length);
      const expires = expiry();
      const signature = sign(`${id}.${uploadId}.${partNumber}`, expires);
      const query = new URLSearchParams({ uploadId, expires, signature });
      const path = pathOf(objectEndpoints.receivePart, { id, partNumber: String(partNumber) });
      return `${origin}${path}?${query}`;
    },
    async listParts(_key, uploadId) {
      return multipart.listParts(uploadId);
    },
    async completeMultipart(key, uploadId, parts, minPartBytes) {
      await multipart.complete(key, uploadId, parts, minPartBytes);
    },
    async abortMultipart(_key, uploadId) {
      await multipart.abort(uploadId);
    },
    receivePart(uploadId, partNumber, body, maxBytes) {
      return multipart.receivePart(uploadId, partNumber, body, maxBytes);
    },

    async receive(key, body, maxBytes) {
      const target = fileFor(key);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      let written = 0;
      const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
      try {
        await pipeline(
          body,
          async function* limit(source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              written += chunk.length;
              if (written > maxBytes) throw new UploadTooLargeError();
              yield chunk;
            }
          },
          fs.createWriteStream(temp, { flags: "wx", mode: PRIVATE_FILE_MODE }),
        );
        // A link (unlike rename) fails when the target exists: an upload is written once.
        await fsp.link(temp, target);
        return written;
      } finally {
        await fsp.rm(temp, { force: true });
      }
    },

    async size(key) {
      try {
        return (await fsp.stat(fileFor(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async head(key, bytes) {
      const handle = await fsp.open(fileFor(key), "r");
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async stream(key: string, range?: ByteRange) {
      const file = fileFor(key);
      try {
        await fsp.access(file);
      } catch {
        return null;
      }
      return fs.createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },

    async promote(from, to) {
      const target = fileFor(to);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      await fsp.rename(fileFor(from), target);
    },

    async delete(key) {
      await fsp.rm(fileFor(key), { force: true });
    },

    async close() {},
  };
}
