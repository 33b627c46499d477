-- Hand-written (drizzle-kit generate --custom): the normalised profile-URL indexes of 0020
-- without their WHERE. PostgreSQL keeps no statistics for a partial index's expression, so
-- for the import's "= ANY(500 URLs)" it guessed 0.5 % of the pool per URL and scanned the
-- table instead (100,000 candidates: 350–570 ms a batch, 40 batches in a 10,000-row file);
-- with the whole column indexed it knows each URL is about one row.
DROP INDEX IF EXISTS "candidates_linkedin_normalized_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_github_normalized_idx";
--> statement-breakpoint
CREATE INDEX "candidates_linkedin_normalized_idx" ON "candidates" USING btree (
  rtrim(regexp_replace(regexp_replace(regexp_replace(lower("linkedin_url"), '^[a-z][a-z0-9+.-]*://', ''), '^www\.', ''), '[?#].*$', ''), '/')
);
--> statement-breakpoint
CREATE INDEX "candidates_github_normalized_idx" ON "candidates" USING btree (
  rtrim(regexp_replace(regexp_replace(regexp_replace(lower("github_url"), '^[a-z][a-z0-9+.-]*://', ''), '^www\.', ''), '[?#].*$', ''), '/')
);
