ALTER TABLE "applications" ADD COLUMN "resume_text" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_text_failure" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_text_failure_valid" CHECK (resume_text_failure IN ('too-large', 'out-of-memory', 'timeout', 'damaged', 'unsupported', 'no-text'));