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
   */
  createUploadUrl(key: string, origin: string): Promise<string>;
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
}
