/**
 * Picks the storage backend from the configuration: S3 when S3_BUCKET is set, else disk.
 * The AWS SDK is loaded only when a bucket is configured: it would add about a second
 * of start-up time to every installation that keeps files on disk.
 */
import path from "node:path";
import type { Config } from "../config.ts";
import { diskStorage } from "./disk.ts";
import type { ObjectStorage } from "./storage.ts";

export async function createStorage(config: Config): Promise<ObjectStorage> {
  if (config.S3_BUCKET) {
    const { s3Storage } = await import("./s3.ts");
    return s3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return diskStorage(path.join(config.dataDir, "objects"));
}

export type { ObjectStorage } from "./storage.ts";
