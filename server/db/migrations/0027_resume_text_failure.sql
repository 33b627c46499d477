-- Why a candidate's résumé text could not be read (server/features/candidates/resume-text.ts).
-- The CHECK is added NOT VALID: the new column is NULL in every existing row, and
-- validating would scan the whole table under an exclusive lock (minutes at a million
-- candidates); new and updated rows are checked all the same.
ALTER TABLE "candidates" ADD COLUMN "resume_text_failure" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_resume_text_failure_valid" CHECK (resume_text_failure IN ('too-large', 'out-of-memory', 'timeout', 'damaged', 'unsupported', 'no-text')) NOT VALID;
