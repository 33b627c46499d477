/**
 * Upload rules: an admin asks for an upload URL, the
 * browser PUTs the file there, and the file becomes a candidate's photo or resume only
 * after the server has checked its size and its real type from its bytes. Files never
 * attached are removed after a day.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  MIB,
  PHOTO_MAX_BYTES,
  RESUME_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from "#common/constants.ts";
import { RESUME_UNPACKS_TOO_LARGE_MESSAGE } from "#common/resume-text-values.ts";
import type { Db } from "../../db/client.ts";
import { candidates, uploads } from "../../db/schema.ts";
import { badRequest, HttpError } from "../../lib/http-error.ts";
import { FILES_PREFIX, type ObjectStorage, STAGING_PREFIX } from "../../storage/storage.ts";
import { DOCX, declaresTooMuch } from "./docx-limits.ts";

export type FileKind = "photo" | "resume" | "video";

/** Bytes read from the start of a file to recognise it (DOCX needs its first zip entries). */
export const SNIFF_BYTES = 64 * 1024;
export const UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The types each kind accepts, as recognised by file-type, and the type they are served as. */
const accepted: Record<FileKind, Record<string, string>> = {
  photo: {
    "image/jpeg": "image/jpeg",
    "image/png": "image/png",
    "image/gif": "image/gif",
    "image/webp": "image/webp",
    "image/avif": "image/avif",
  },
  resume: {
    "application/pdf": "application/pdf",
    // Legacy .doc files are OLE compound files; file-type names the container only.
    "application/x-cfb": "application/msword",
    [DOCX]: DOCX,
  },
  video: { "video/mp4": "video/mp4", "video/webm": "video/webm" },
};

const limits: Record<FileKind, number> = {
  photo: PHOTO_MAX_BYTES,
  resume: RESUME_MAX_BYTES,
  video: VIDEO_MAX_BYTES,
};

const messages = {
  photo: {
    tooLarge: "The photo is too large. Photos may be at most 5 MB.",
    wrongType: "Photos must be images (JPEG, PNG, GIF, WebP or AVIF).",
  },
  resume: {
    tooLarge: "The resume is too large. Resumes may be at most 10 MB.",
    wrongType: "Resumes must be PDF or Word documents (PDF, DOC or DOCX).",
  },
  video: {
    tooLarge: "The video is too large. Videos may be at most 500 MB.",
    wrongType: "Videos must be MP4 or WebM files.",
  },
};

const fields = { photo: "profilePhoto", resume: "resumeUrl", video: "videoUrl" } as const;
export const fieldFor = (kind: FileKind) => fields[kind];

const uploadAgain = (kind: FileKind) =>
  badRequest("Please upload the file again", { [fieldFor(kind)]: "Please upload the file again" });

/** Recognises a file's type from its first bytes; undefined when unknown. */
export async function sniffType(bytes: Uint8Array): Promise<string | undefined> {
  // Loaded on first use: most requests never need it, and start-up stays quick.
  const { fileTypeFromBuffer } = await import("file-type");
  return (await fileTypeFromBuffer(bytes))?.mime;
}

/** `length` bytes at `offset` of a stored object (none past its end). */
async function readStoredRange(
  storage: ObjectStorage,
  key: string,
  offset: number,
  length: number,
): Promise<Uint8Array> {
  if (length <= 0) return new Uint8Array();
  const stream = await storage.stream(key, { start: offset, end: offset + length - 1 });
  if (!stream) return new Uint8Array();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** True for a type some kind accepts: what an upload may be before it is attached. */
export function isAcceptedAnyKind(mime: string | undefined): boolean {
  return !!mime && Object.values(accepted).some((types) => mime in types);
}

/**
 * Starts an upload: records it (for the cleanup, and the most its URL accepts) and returns
 * its upload URL. With `size` (what the browser is about to send), a bucket URL takes
 * exactly that many bytes; a size above `maxBytes` is refused at once.
 */
export async function createUpload(
  db: Db,
  storage: ObjectStorage,
  userId: string,
  origin: string,
  options: { size?: number; maxBytes?: number } = {},
): Promise<{ uploadURL: string }> {
  const maxBytes = options.maxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  if (options.size !== undefined && options.size > maxBytes) {
    throw new HttpError(413, `Files may be at most ${Math.round(maxBytes / MIB)} MB.`);
  }
  const key = `${STAGING_PREFIX}${randomUUID()}`;
  await db.insert(uploads).values({ objectPath: key, createdBy: userId, maxBytes });
  return { uploadURL: await storage.createUploadUrl(key, origin, options.size) };
}

const uuid = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const uploadUrlPath = new RegExp(`/uploads/(${uuid})$`);
const storedPath = new RegExp(`^/objects/(files/${uuid})$`);

/**
 * Turns what a client sent (an upload URL it PUT a file to, or the /objects path of a
 * file already attached) into the stored file's /objects path. A new upload is checked
 * (413 too large, 415 wrong type) and moved out of its upload URL's reach.
 */
export async function attachUpload(
  db: Db,
  storage: ObjectStorage,
  value: string,
  kind: FileKind,
): Promise<string> {
  const stored = value.match(storedPath);
  if (stored) {
    const [row] = await db.select().from(uploads).where(eq(uploads.objectPath, stored[1]!));
    if (!row?.attachedAt || !row.contentType) throw uploadAgain(kind);
    if (!Object.values(accepted[kind]).includes(row.contentType)) {
      throw new HttpError(415, messages[kind].wrongType);
    }
    return value;
  }

  let pathname: string;
  try {
    pathname = new URL(value, "http://upload.invalid").pathname;
  } catch {
    throw uploadAgain(kind);
  }
  const id = pathname.match(uploadUrlPath)?.[1];
  if (!id) throw uploadAgain(kind);
  const staging = `${STAGING_PREFIX}${id}`;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.objectPath, staging), isNull(uploads.attachedAt)));
  if (!row) throw uploadAgain(kind);

  const staged = await storage.size(staging);
  if (staged === null) throw uploadAgain(kind);
  if (staged > limits[kind]) throw new HttpError(413, messages[kind].tooLarge);
  // Moved first, checked after: the upload URL may still be valid and could
  // rewrite the staged object between a check and a copy, but nothing writes the final key.
  const final = `${FILES_PREFIX}${id}`;
  await storage.promote(staging, final);
  const size = await storage.size(final);
  const head = size === null ? undefined : await storage.head(final, SNIFF_BYTES);
  const detected = head ? await sniffType(head) : undefined;
  const contentType = detected ? accepted[kind][detected] : undefined;
  if (size === null || size > limits[kind] || !contentType) {
    await storage.delete(final);
    if (size === null) throw uploadAgain(kind);
    if (size > limits[kind]) throw new HttpError(413, messages[kind].tooLarge);
    throw new HttpError(415, messages[kind].wrongType);
  }
  // A Word file whose directory declares far more than a résumé (a "zip bomb"): two small
  // reads of its end, nothing unpacked.
  const read = (offset: number, length: number) => readStoredRange(storage, final, offset, length);
  if (contentType === DOCX && (await declaresTooMuch(size, read))) {
    await storage.delete(final);
    throw new HttpError(422, RESUME_UNPACKS_TOO_LARGE_MESSAGE);
  }
  await db
    .update(uploads)
    .set({ objectPath: final, contentType, sizeBytes: size, attachedAt: new Date() })
    .where(eq(uploads.objectPath, staging));
  return `/objects/${final}`;
}

/**
 * A file no candidate uses any more (replaced, or its candidate was never saved): it
 * becomes unattached again, so the cleanup removes it once it is a day old.
 */
export async function releaseFile(db: Db, objectPath: string | null): Promise<void> {
  const key = objectPath?.match(storedPath)?.[1];
  if (!key) return;
  const [inUse] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      or(
        eq(candidates.profilePhoto, objectPath!),
        eq(candidates.resumeUrl, objectPath!),
        eq(candidates.videoUrl, objectPath!),
      ),
    )
    .limit(1);
  if (inUse) return;
  await db.update(uploads).set({ attachedAt: null }).where(eq(uploads.objectPath, key));
}

/** Removes files never attached (or released) that are older than the retention time. */
export async function cleanupUnattachedUploads(
  db: Db,
  storage: ObjectStorage,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UPLOAD_RETENTION_MS);
  const stale = await db
    .select({ objectPath: uploads.objectPath, multipartUploadId: uploads.multipartUploadId })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
    .limit(1000);
  for (const { objectPath, multipartUploadId } of stale) {
    // An abandoned multipart upload holds parts until it is aborted.
    if (multipartUploadId) {
      await storage.abortMultipart(objectPath, multipartUploadId).catch(() => {});
    }
    await storage.delete(objectPath);
    await db
      .delete(uploads)
      .where(and(eq(uploads.objectPath, objectPath), isNull(uploads.attachedAt)));
  }
  return stale.length;
}

/** The content type an attached file is served with, or null for anything not attached. */
export async function storedFile(
  db: Db,
  key: string,
): Promise<{ contentType: string; sizeBytes: number | null } | null> {
  const [row] = await db
    .select({ contentType: uploads.contentType, sizeBytes: uploads.sizeBytes })
    .from(uploads)
    .where(and(eq(uploads.objectPath, key), sql`${uploads.contentType} IS NOT NULL`));
  return row?.contentType ? { contentType: row.contentType, sizeBytes: row.sizeBytes } : null;
}
