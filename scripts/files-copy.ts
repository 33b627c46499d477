/**
 * `npm run files:copy -- --to s3`: every stored file under DATA_DIR/objects into the bucket
 * of the S3_* variables, under the same key (files/<uuid>, uploads/<uuid>), so the stored
 * paths (/objects/files/<uuid>) keep working once the server runs with S3_*.
 *
 * Each object is read back after its upload and must have the file's size and SHA-256
 * (which also rides along as x-amz-meta-sha256); an object already in the bucket with the
 * same size and SHA-256 is skipped, so the command can simply be run again after a
 * failure. An object under the same key with other content is reported, never overwritten.
 * docs/operations.md "Moving to PostgreSQL and a bucket".
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { parseArgs } from "node:util";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import {
  formatBytes,
  formatCount,
  OpsError,
  opsConfig,
  Progress,
  runCli,
} from "../server/ops/cli.ts";
import { isValidKey } from "../server/storage/storage.ts";

interface LocalFile {
  key: string;
  file: string;
  size: number;
}

async function sha256(stream: Readable): Promise<{ hash: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { hash: hash.digest("hex"), size };
}

const reason = (error: unknown) => {
  const e = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = e.$metadata?.httpStatusCode;
  return `${e.name ?? "Error"}${status ? ` (HTTP ${status})` : ""}: ${e.message ?? String(error)}`;
};

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
};

/** The stored files: every valid key under objects/ (in-progress multipart parts are not files). */
function localFiles(root: string): LocalFile[] {
  const found: LocalFile[] = [];
  for (const prefix of ["files", "uploads"]) {
    const dir = path.join(root, prefix);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const key = `${prefix}/${name}`;
      if (!isValidKey(key)) continue; // a temp file of an upload in progress
      const file = path.join(dir, name);
      const stat = fs.statSync(file);
      if (stat.isFile()) found.push({ key, file, size: stat.size });
    }
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

await runCli("files:copy", async () => {
  const { values } = (() => {
    try {
      return parseArgs({
        options: { to: { type: "string" }, concurrency: { type: "string", default: "4" } },
      });
    } catch (error) {
      throw new OpsError((error as Error).message);
    }
  })();
  if (values.to !== "s3") throw new OpsError("usage: npm run files:copy -- --to s3");
  const concurrency = Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new OpsError("--concurrency must be a positive whole number");
  }
  const config = opsConfig();
  const Bucket = config.S3_BUCKET;
  if (!Bucket) {
    throw new OpsError(
      "S3_BUCKET is not set: set the S3_* variables the server will use (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).",
    );
  }
  const where = `bucket ${Bucket}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ""}`;
  const root = path.join(config.dataDir, "objects");
  const files = localFiles(root);
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? !!config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    maxAttempts: 3,
    // The SDK's default streams a body as aws-chunked with a trailing CRC, which not every
    // S3-compatible store decodes (s3rver stores the framing): plain bodies, and the
    // SHA-256 check below reads every object back instead.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  try {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      throw new OpsError(`Cannot use the ${where}: ${reason(error)}`);
    }

    const totalBytes = files.reduce((n, f) => n + f.size, 0);
    console.error(
      `Copying ${formatCount(files.length)} files (${formatBytes(totalBytes)}) from ${root} to the ${where}…`,
    );
    const progress = new Progress("files", files.length);
    let copied = 0;
    let skipped = 0;
    const failures: string[] = [];

    const remote = async (key: string) => {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return sha256(res.Body as Readable);
    };

    const copyOne = async (f: LocalFile) => {
      const local = await sha256(fs.createReadStream(f.file));
      let head: { ContentLength?: number; Metadata?: Record<string, string> } | undefined;
      try {
        head = await client.send(new HeadObjectCommand({ Bucket, Key: f.key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      if (head) {
        const same =
          head.ContentLength === local.size &&
          (head.Metadata?.sha256 === local.hash || (await remote(f.key)).hash === local.hash);
        if (same) {
          skipped++;
          return;
        }
        failures.push(
          `${f.key}: the bucket already holds another object under this key (${head.ContentLength} bytes, the file has ${local.size}); not overwritten`,
        );
        return;
      }
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: f.key,
          Body: fs.createReadStream(f.file),
          ContentLength: local.size,
          Metadata: { sha256: local.hash },
        }),
      );
      const arrived = await remote(f.key);
      if (arrived.size !== local.size || arrived.hash !== local.hash) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: f.key })).catch(() => {});
        failures.push(
          `${f.key}: the bucket stored ${arrived.size} bytes with SHA-256 ${arrived.hash}, the file has ${local.size} bytes with ${local.hash}; the object was deleted`,
        );
        return;
      }
      copied++;
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, files.length) }, async () => {
        while (next < files.length) {
          const f = files[next++]!;
          try {
            await copyOne(f);
          } catch (error) {
            failures.push(`${f.key}: ${reason(error)}`);
          }
          progress.add(1);
        }
      }),
    );
    progress.finish();

    const summary = `${formatCount(copied)} copied, ${formatCount(skipped)} already there, ${formatCount(failures.length)} failed`;
    if (failures.length) {
      throw new OpsError(
        `${summary}:\n  ${failures.slice(0, 20).join("\n  ")}${failures.length > 20 ? `\n  … and ${failures.length - 20} more` : ""}\n` +
          "Every object that was copied is checked; run the same command again once the cause is fixed (checked objects are skipped).",
      );
    }
    console.log(
      `Files in the ${where}: ${summary}. Every object has the size and SHA-256 of its file in ${root}.`,
    );
  } finally {
    client.destroy();
  }
});
