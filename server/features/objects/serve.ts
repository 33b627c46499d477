/**
 * Streams a stored file over HTTP: its checked Content-Type, inline for images and as a
 * download for documents, long private caching (a path's bytes never change), ETags and
 * single byte ranges. Exported for every route that serves stored files (/objects/… for
 * signed-in users, and share-link routes that decide access their own way).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import type { Db } from "../../db/client.ts";
import { forbidden, notFound } from "../../lib/http-error.ts";
import { FILES_PREFIX, isValidKey, type ObjectStorage } from "../../storage/storage.ts";
import { storedFile } from "./service.ts";

/**
 * A served file's answers, for a route's response schema: its bytes (whole, or the
 * requested range) under its own Content-Type, streamed and never serialised; 304 and 416
 * have no body.
 */
const fileBytes = z
  .string()
  .meta({ format: "binary", description: "The file's bytes: a photo, a résumé or a video" });
const fileContent = { content: { "application/octet-stream": { schema: fileBytes } } };
export const fileResponses = {
  200: { description: "The file", ...fileContent },
  206: { description: "The requested byte range of the file", ...fileContent },
  304: z.null().describe("Not modified: the ETag matches"),
  416: z.null().describe("The requested range is outside the file"),
};

const extensions: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/** `/objects/files/<id>` (or `files/<id>`) → the storage key, or null when it is not one. */
export function objectKey(objectPath: string): string | null {
  const key = objectPath.replace(/^\/?objects\//, "");
  return key.startsWith(FILES_PREFIX) && isValidKey(key) ? key : null;
}

/** Parses `bytes=a-b`, `bytes=a-` or `bytes=-n`; "invalid" when it cannot be served. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "invalid" | null {
  if (!header) return null;
  const m = header.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === "" && m[2] === "")) return null; // multi-range or odd: send it whole
  let start: number;
  let end: number;
  if (m[1] === "") {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start > end || start >= size) return "invalid";
  return { start, end };
}

export async function serveObject(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; storage: ObjectStorage },
  objectPath: string,
  options: {
    downloadName?: string;
    /** Refuse documents (résumés) with this message; images and videos are still served. */
    refuseDocuments?: string;
  } = {},
): Promise<FastifyReply> {
  const key = objectKey(objectPath);
  const file = key ? await storedFile(deps.db, key) : null;
  const size = key && file ? await deps.storage.size(key) : null;
  if (!key || !file || size === null) throw notFound("File not found");
  const isMedia = file.contentType.startsWith("image/") || file.contentType.startsWith("video/");
  if (options.refuseDocuments && !isMedia) throw forbidden(options.refuseDocuments);

  const etag = `"${key.slice(FILES_PREFIX.length)}"`;
  reply
    .header("content-type", file.contentType)
    // A résumé holds personal data: never kept in a browser's or a proxy's cache.
    .header(
      "cache-control",
      file.contentType.startsWith("image/") ? "private, max-age=31536000, immutable" : "no-store",
    )
    .header("etag", etag)
    .header("accept-ranges", "bytes")
    .header("x-content-type-options", "nosniff");
  // Images and videos play in the page (a <video> seeks with ranges); documents download.
  if (isMedia) {
    reply.header("content-disposition", "inline");
  } else {
    const name = `${options.downloadName ?? "resume"}.${extensions[file.contentType] ?? "bin"}`;
    reply.header("content-disposition", `attachment; filename="${name.replace(/["\\]/g, "")}"`);
  }
  if (request.headers["if-none-match"] === etag) return reply.status(304).send();

  const range = parseRange(request.headers.range, size);
  if (range === "invalid") {
    return reply.status(416).header("content-range", `bytes */${size}`).send();
  }
  const body = await deps.storage.stream(key, range ?? undefined);
  if (!body) throw notFound("File not found");
  if (range) {
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
      .header("content-length", String(range.end - range.start + 1));
  } else {
    reply.header("content-length", String(size));
  }
  return reply.send(body);
}
