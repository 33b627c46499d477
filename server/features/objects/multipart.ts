/**
 * Multipart uploads for files above the threshold (a video introduction): an admin starts
 * one for a fresh `uploads/<uuid>` key, PUTs its parts to signed URLs, and completes it;
 * the result is a staged upload like any other, checked and promoted when it is attached.
 * A key and its upload id belong together (and to the admin who started it): naming one
 * with another finds nothing.
 */
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { MULTIPART, VIDEO_MAX_BYTES } from "#common/constants.ts";
import type { Db } from "../../db/client.ts";
import { uploads } from "../../db/schema.ts";
import { badRequest, HttpError, notFound } from "../../lib/http-error.ts";
import {
  isValidKey,
  MultipartError,
  type ObjectStorage,
  STAGING_PREFIX,
} from "../../storage/storage.ts";

/** The one kind of file that comes in parts today: a video, up to 500 MB. */
export const MULTIPART_MAX_BYTES = VIDEO_MAX_BYTES;
const tooLarge = () => new HttpError(413, "The video is too large. Videos may be at most 500 MB.");

export async function startMultipart(
  db: Db,
  storage: ObjectStorage,
  userId: string,
): Promise<{ uploadId: string; key: string }> {
  const key = `${STAGING_PREFIX}${randomUUID()}`;
  const uploadId = await storage.createMultipart(key);
  await db.insert(uploads).values({
    objectPath: key,
    createdBy: userId,
    maxBytes: MULTIPART_MAX_BYTES,
    multipartUploadId: uploadId,
  });
  return { uploadId, key };
}

/** The unfinished multipart upload `key` + `uploadId` of this admin, or 404. */
export async function findMultipart(
  db: Db,
  key: string,
  uploadId: string,
  userId?: string,
): Promise<typeof uploads.$inferSelect> {
  const unknown = notFound("Upload not found");
  if (!key.startsWith(STAGING_PREFIX) || !isValidKey(key) || !uploadId) throw unknown;
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.objectPath, key),
        eq(uploads.multipartUploadId, uploadId),
        isNull(uploads.attachedAt),
        userId ? eq(uploads.createdBy, userId) : undefined,
      ),
    );
  if (!row) throw unknown;
  return row;
}

export function checkPartNumber(partNumber: number): void {
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MULTIPART.maxParts) {
    throw badRequest(`Part numbers go from 1 to ${MULTIPART.maxParts}`);
  }
}

/**
 * Joins the parts into the staged key. The parts must be named in ascending order, every
 * one but the last at least 5 MB (the store checks the sizes it holds, not what the client
 * says), and the whole at most the upload's limit; too large, the result is deleted.
 */
export async function completeMultipart(
  db: Db,
  storage: ObjectStorage,
  row: typeof uploads.$inferSelect,
  parts: Array<{ PartNumber: number; ETag: string }>,
): Promise<{ size: number }> {
  const key = row.objectPath;
  const uploadId = row.multipartUploadId!;
  if (parts.length > MULTIPART.maxParts) {
    throw badRequest(`An upload has at most ${MULTIPART.maxParts} parts`);
  }
  parts.forEach((part, i) => {
    checkPartNumber(part.PartNumber);
    if (i > 0 && part.PartNumber <= parts[i - 1]!.PartNumber) {
      throw badRequest("Parts must be listed in ascending order, each once");
    }
  });
  try {
    await storage.completeMultipart(
      key,
      uploadId,
      parts.map((p) => ({ partNumber: p.PartNumber, etag: p.ETag })),
      MULTIPART.minPartBytes,
    );
  } catch (error) {
    if (error instanceof MultipartError) throw badRequest(error.message);
    throw error;
  }
  const size = (await storage.size(key)) ?? 0;
  await db
    .update(uploads)
    .set({ multipartUploadId: null, sizeBytes: size })
    .where(eq(uploads.objectPath, key));
  if (size > (row.maxBytes ?? MULTIPART_MAX_BYTES)) {
    await storage.delete(key);
    throw tooLarge();
  }
  return { size };
}

export async function abortMultipart(
  db: Db,
  storage: ObjectStorage,
  row: typeof uploads.$inferSelect,
): Promise<void> {
  await storage.abortMultipart(row.objectPath, row.multipartUploadId!);
  // The row stays, unattached: the cleanup removes it (and anything left) after a day.
  await db
    .update(uploads)
    .set({ multipartUploadId: null })
    .where(eq(uploads.objectPath, row.objectPath));
}
