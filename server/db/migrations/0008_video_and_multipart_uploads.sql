ALTER TABLE "candidates" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "max_bytes" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "multipart_upload_id" text;