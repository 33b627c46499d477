-- Hand-written (drizzle-kit generate --custom): drizzle's index builder has no INCLUDE.
-- Each order of the developer list (newest, score, rate, experience) walks its index and
-- tests each row against the filters. Those tests read the table, one random row per
-- index entry: 'relocating' + Go + active is 1 row in 600 of 1,000,000, so a page of 24
-- read about 15,000 rows (20 ms warm, 90-120 ms when they were not in memory). With the
-- filter columns carried in the order's index, the walk tests the index entries only
-- (an index-only scan) and the page's 24 rows are read afterwards by id
-- (server/features/candidates/search.ts): 3-8 ms. The free text is not carried: a search
-- document is a résumé's worth.
DROP INDEX IF EXISTS "candidates_created_idx";
--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree (
  "created_at" DESC NULLS LAST, "id" DESC NULLS LAST
) INCLUDE ("is_active", "availability", "hourly_rate", "ai_assessment_score", "skills", "tags");
--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_score_idx";
--> statement-breakpoint
CREATE INDEX "candidates_score_idx" ON "candidates" USING btree (
  "ai_assessment_score" DESC NULLS LAST, "id"
) INCLUDE ("is_active", "availability", "hourly_rate", "skills", "tags");
--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_rate_idx";
--> statement-breakpoint
CREATE INDEX "candidates_rate_idx" ON "candidates" USING btree (
  "hourly_rate", "id"
) INCLUDE ("is_active", "availability", "ai_assessment_score", "skills", "tags");
--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_experience_idx";
--> statement-breakpoint
CREATE INDEX "candidates_experience_idx" ON "candidates" USING btree (
  "experience" DESC NULLS LAST, "id"
) INCLUDE ("is_active", "availability", "hourly_rate", "ai_assessment_score", "skills", "tags");
