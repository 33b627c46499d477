/**
 * Any S3-compatible bucket (AWS S3, MinIO, R2, …): the browser PUTs straight to the bucket
 * with a presigned URL, and the app reads objects back to check and serve them.
 */
import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { UPLOAD_URL_TTL_SECONDS } from "#common/constants.ts";
import { assertValidKey, type ByteRange, type ObjectStorage } from "./storage.ts";

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
};

export function s3Storage(options: S3Options): ObjectStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? !!options.endpoint,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;

  const get = async (key: string, range?: string) => {
    assertValidKey(key);
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
      return res.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: "s3",

    async createUploadUrl(key) {
      assertValidKey(key);
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key }), {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
      });
    },

    async size(key) {
      assertValidKey(key);
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return res.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(key, bytes) {
      const body = await get(key, `bytes=0-${bytes - 1}`);
      if (!body) return new Uint8Array();
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks).subarray(0, bytes);
    },

    async stream(key: string, range?: ByteRange) {
      return get(key, range ? `bytes=${range.start}-${range.end}` : undefined);
    },

    async promote(from, to) {
      assertValidKey(from);
      assertValidKey(to);
      await client.send(
        new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from}` }),
      );
      await client.send(new DeleteObjectCommand({ Bucket, Key: from }));
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}
