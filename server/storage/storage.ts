/**
 * Where uploaded files live: one interface, two backends (architecture.md "storage").
 * Keys are `uploads/<uuid>` (a file being uploaded, not yet checked) and `files/<uuid>`
 * (checked and attached to a candidate, served under /objects/files/<uuid>). Nothing
 * else is a valid key, so no request can name a path outside the store.
 */
import type { Readable } from "node:stream";

export const STAGING_PREFIX = "uploads/";
export const FILES_PREFIX = "files/";
const keyPattern =
  /^(uploads|files)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isValidKey(key: string): boolean {
  return keyPattern.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** An inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStorage {
  readonly kind: "disk" | "s3";
  /**
   * A URL the browser PUTs the raw file to, valid for 15 minutes and needing no cookie.
   * `origin` is the site's own origin, for backends that receive uploads themselves.
   * With `size`, a bucket URL is signed for exactly that many bytes, so
   * no larger file can be sent to it.
   */
  createUploadUrl(key: string, origin: string, size?: number): Promise<string>;
  /** The object's size in bytes, or null when there is no such object. */
  size(key: string): Promise<number | null>;
  /** The object's first bytes (at most `bytes`), to recognise its type. */
  head(key: string, bytes: number): Promise<Uint8Array>;
  /** The object's bytes, or one range of them; null when there is no such object. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Moves a checked upload to its final key, out of reach of its upload URL. */
  promote(from: string, to: string): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
  /** Starts writing `key` in parts (the uploader's s3/multipart call); returns the upload id. */
  createMultipart(key: string): Promise<string>;
  /** A URL the browser PUTs one part to (15 minutes, no cookie); it answers the part's ETag. */
  partUploadUrl(key: string, uploadId: string, partNumber: number, origin: string): Promise<string>;
  /** The parts received so far, in order. */
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  /**
   * Joins the named parts into `key`. Refuses (MultipartError) a part that is missing, has
   * another ETag, or is smaller than `minPartBytes` without being the last.
   */
  completeMultipart(
    key: string,
    uploadId: string,
    parts: Array<{ partNumber: number; etag: string }>,
    minPartBytes: number,
  ): Promise<void>;
  /** Drops the parts of an unfinished upload. */
  abortMultipart(key: string, uploadId: string): Promise<void>;
}

export interface UploadedPart {
  partNumber: number;
  etag: string;
  size: number;
}

/** A multipart completion the store refused: the client named parts it cannot join. */
export class MultipartError extends Error {}
