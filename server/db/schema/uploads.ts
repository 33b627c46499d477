/**
 * Files handed an upload URL (server/features/objects).
 */
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Every file handed an upload URL. A file never attached to a candidate is removed
 * after a day by the cleanup job.
 */
export const uploads = pgTable(
  "uploads",
  {
    objectPath: text("object_path").primaryKey(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    contentType: text("content_type"),
    sizeBytes: integer("size_bytes"),
    /** The most the upload URL accepts (a video may be larger than a photo or résumé). */
    maxBytes: integer("max_bytes"),
    /** The multipart upload writing this key, if any: a part call must name both. */
    multipartUploadId: text("multipart_upload_id"),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_unattached_idx").on(t.createdAt).where(sql`attached_at IS NULL`)],
);
