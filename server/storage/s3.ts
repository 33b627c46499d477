/**
 * Any S3-compatible bucket (AWS S3, MinIO, R2, …): the browser PUTs straight to the bucket
 * with a presigned URL, and the app reads objects back to check and serve them.
 */
import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { UPLOAD_URL_TTL_SECONDS } from "#common/constants.ts";
import {
  assertValidKey,
  type ByteRange,
  MultipartError,
  type ObjectStorage,
  type UploadedPart,
} from "./storage.ts";

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

/** What S3 answers when a completion names parts it cannot join. */
const refusedParts = new Set(["InvalidPart", "InvalidPartOrder", "EntityTooSmall", "NoSuchUpload"]);

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

    async createUploadUrl(key, _origin, size) {
      assertValidKey(key);
      // A signed Content-Length: the bucket refuses any other body length.
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentLength: size }), {
        expiresIn: UPLOAD_URL_TTL_SECONDS,
        ...(size === undefined ? {} : { signableHeaders: new Set(["content-length"]) }),
      });
    },
    async createMultipart(key) {
      assertValidKey(key);
      const res = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
      if (!res.UploadId) throw new Error("The bucket returned no upload id");
      return res.UploadId;
    },
    async partUploadUrl(key, uploadId, partNumber) {
      assertValidKey(key);
      const command = new UploadPartCommand({
        Bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: partNumber,
      });
      return getSignedUrl(client, command, { expiresIn: UPLOAD_URL_TTL_SECONDS });
    },
    async listParts(key, uploadId) {
      assertValidKey(key);
      const parts: UploadedPart[] = [];
      let marker: string | undefined;
      do {
        const res = await client.send(
          new ListPartsCommand({ Bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker }),
        );
        for (const p of res.Parts ?? []) {
          parts.push({ partNumber: p.PartNumber ?? 0, etag: p.ETag ?? "", size: p.Size ?? 0 });
        }
        marker = res.IsTruncated ? res.NextPartNumberMarker : undefined;
      } while (marker);
      return parts;
    },
    async completeMultipart(key, uploadId, parts) {
      assertValidKey(key);
      try {
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: {
              Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })),
            },
          }),
        );
      } catch (error) {
        const name = (error as { name?: string }).name ?? "";
        if (refusedParts.has(name)) throw new MultipartError(name);
        throw error;
      }
    },
    async abortMultipart(key, uploadId) {
      assertValidKey(key);
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }));
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
