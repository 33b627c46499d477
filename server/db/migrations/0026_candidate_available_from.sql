ALTER TABLE "candidates" ADD COLUMN "available_from" date;--> statement-breakpoint
-- Matching reads it when a job order has a start date: the walk by assessment keeps reading
-- index entries only (see 0023), so the index carries it as it does what else scoring reads.
DROP INDEX IF EXISTS "candidates_active_matching_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_active_matching_idx" ON "candidates" USING btree (
  "ai_assessment_score" DESC NULLS LAST, "id"
) INCLUDE ("availability", "available_from", "hourly_rate", "experience", "skills_lower")
WHERE "is_active" = 'active';
