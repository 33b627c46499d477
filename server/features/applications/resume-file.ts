/**
 * The résumé of an application arrives inside the multipart body: it is checked from its
 * bytes (size, then real type) before anything is stored, then written to storage through
 * the same staging key and attach step as every other upload (features/objects), so it is
 * served, cleaned up and erased like a candidate's résumé.
 */
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { applicationMessages } from "#common/application.ts";
import { RESUME_MAX_BYTES } from "#common/constants.ts";
import { RESUME_UNPACKS_TOO_LARGE_MESSAGE } from "#common/resume-text-values.ts";
import type { Db } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { DiskStorage } from "../../storage/disk.ts";
import { type ObjectStorage, STAGING_PREFIX } from "../../storage/storage.ts";
import { DOCX, declaresTooMuch, readFromBytes } from "../objects/docx-limits.ts";
import { attachUpload, SNIFF_BYTES, sniffType } from "../objects/service.ts";

/** A file part of a multipart body, held in memory (at most the route's body limit). */
export interface FilePart {
  filename: string;
  bytes: Buffer;
}

/** PDF, legacy Word (an OLE container) and DOCX, as file-type names them. */
const RESUME_TYPES = new Set(["application/pdf", "application/x-cfb", DOCX]);

/**
 * 413 above 10 MB, 415 unless the bytes are a PDF or Word document, 422 for a Word file
 * that unpacks to far more than a résumé; nothing is stored.
 */
export async function checkResume(file: FilePart): Promise<void> {
  if (file.bytes.length > RESUME_MAX_BYTES) {
    throw new HttpError(413, applicationMessages.resumeTooLarge, {
      resume: applicationMessages.resumeTooLarge,
    });
  }
  const type = await sniffType(file.bytes.subarray(0, SNIFF_BYTES));
  if (!type || !RESUME_TYPES.has(type)) {
    throw new HttpError(415, applicationMessages.resumeWrongType, {
      resume: applicationMessages.resumeWrongType,
    });
  }
  if (type === DOCX && (await declaresTooMuch(file.bytes.length, readFromBytes(file.bytes)))) {
    throw new HttpError(422, RESUME_UNPACKS_TOO_LARGE_MESSAGE, {
      resume: RESUME_UNPACKS_TOO_LARGE_MESSAGE,
    });
  }
}

/** Writes a checked file and returns its /objects path (an attached `uploads` row). */
export async function storeResume(
  db: Db,
  storage: ObjectStorage,
  file: FilePart,
  origin: string,
): Promise<string> {
  const id = randomUUID();
  const key = `${STAGING_PREFIX}${id}`;
  await db.insert(uploads).values({ objectPath: key, createdBy: null, maxBytes: RESUME_MAX_BYTES });
  if (storage.kind === "disk") {
    await (storage as DiskStorage).receive(key, Readable.from([file.bytes]), RESUME_MAX_BYTES);
  } else {
    // The bucket takes the bytes at a URL signed for exactly their size, like a browser's PUT.
    const url = await storage.createUploadUrl(key, origin, file.bytes.length);
    const res = await fetch(url, { method: "PUT", body: new Uint8Array(file.bytes) });
    if (!res.ok) throw new Error(`storing the résumé failed: ${res.status}`);
  }
  await db.update(uploads).set({ sizeBytes: file.bytes.length }).where(eq(uploads.objectPath, key));
  return attachUpload(db, storage, `/api/objects/uploads/${id}`, "resume");
}
