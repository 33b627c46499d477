/**
 * Multipart uploads on disk: each part is a file under DATA_DIR/objects/multipart/<uploadId>/
 * named `<partNumber>-<md5>` (the md5 is the part's ETag, as S3 answers it), and completing
 * streams the parts one after another into the staging key, never holding a file in memory.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../lib/private-data-dir.ts";
import { MultipartError, type UploadedPart } from "./storage.ts";

export class PartTooLargeError extends Error {}

const uploadIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const partFile = /^(\d{1,5})-([0-9a-f]{32})$/;

export function diskMultipart(base: string, fileFor: (key: string) => string) {
  const dirFor = (uploadId: string) => {
    if (!uploadIdPattern.test(uploadId)) throw new MultipartError("Unknown upload");
    return path.join(base, "multipart", uploadId);
  };

  async function listParts(uploadId: string): Promise<UploadedPart[]> {
    let names: string[];
    try {
      names = await fsp.readdir(dirFor(uploadId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const parts: UploadedPart[] = [];
    for (const name of names) {
      const m = name.match(partFile);
      if (!m) continue;
      const { size } = await fsp.stat(path.join(dirFor(uploadId), name));
      parts.push({ partNumber: Number(m[1]), etag: `"${m[2]}"`, size });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  return {
    async create(): Promise<string> {
      const uploadId = randomUUID();
      await fsp.mkdir(dirFor(uploadId), { recursive: true, mode: PRIVATE_DIR_MODE });
      return uploadId;
    },

    listParts,

    /**
     * Stores one part, replacing an earlier copy of it (a retried part), and returns its
     * ETag. A part cut off mid-way leaves nothing behind: it is written to a temp file first.
     */
    async receivePart(
      uploadId: string,
      partNumber: number,
      body: Readable,
      maxBytes: number,
    ): Promise<string> {
      const dir = dirFor(uploadId);
      await fsp.access(dir).catch(() => {
        throw new MultipartError("Unknown upload");
      });
      const temp = path.join(dir, `.${randomBytes(6).toString("hex")}.tmp`);
      const md5 = createHash("md5");
      let written = 0;
      try {
        await pipeline(
          body,
          async function* limit(source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              written += chunk.length;
              if (written > maxBytes) throw new PartTooLargeError();
              md5.update(chunk);
              yield chunk;
            }
          },
          fs.createWriteStream(temp, { flags: "wx", mode: PRIVATE_FILE_MODE }),
        );
        const hex = md5.digest("hex");
        for (const old of await fsp.readdir(dir)) {
          if (old.startsWith(`${partNumber}-`)) await fsp.rm(path.join(dir, old), { force: true });
        }
        await fsp.rename(temp, path.join(dir, `${partNumber}-${hex}`));
        return `"${hex}"`;
      } finally {
        await fsp.rm(temp, { force: true });
      }
    },

    async complete(
      key: string,
      uploadId: string,
      wanted: Array<{ partNumber: number; etag: string }>,
      minPartBytes: number,
    ): Promise<void> {
      const stored = new Map((await listParts(uploadId)).map((p) => [p.partNumber, p]));
      const files: string[] = [];
      wanted.forEach(({ partNumber, etag }, i) => {
        const part = stored.get(partNumber);
        if (!part || part.etag.replaceAll('"', "") !== etag.replaceAll('"', "")) {
          throw new MultipartError(`Part ${partNumber} was not uploaded`);
        }
        if (i < wanted.length - 1 && part.size < minPartBytes) {
          throw new MultipartError(`Part ${partNumber} is smaller than the minimum part size`);
        }
        files.push(path.join(dirFor(uploadId), `${partNumber}-${etag.replaceAll('"', "")}`));
      });
      const target = fileFor(key);
      await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
      try {
        const out = fs.createWriteStream(temp, { flags: "wx", mode: PRIVATE_FILE_MODE });
        await pipeline(async function* join() {
          for (const file of files) yield* fs.createReadStream(file);
        }, out);
        // Like a single upload, the staging key is written once.
        await fsp.link(temp, target);
      } finally {
        await fsp.rm(temp, { force: true });
      }
      await fsp.rm(dirFor(uploadId), { recursive: true, force: true });
    },

    async abort(uploadId: string): Promise<void> {
      await fsp.rm(dirFor(uploadId), { recursive: true, force: true });
    },
  };
}
