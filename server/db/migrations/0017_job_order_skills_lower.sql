-- Hand-written (drizzle-kit generate --custom): job-order matching tests each skill of a job
-- order against every candidate it scores. Calling lower_text_array (migration 0014) per
-- row cost about 20 µs; a stored column of the lower-cased skills makes each test one
-- array operator, and the partial GIN index moves onto it. The column is not in
-- server/db/schema.ts on purpose: no query of the app reads it but matching's own SQL
-- (docs/decisions/063-job-order-matching.md).
ALTER TABLE "candidates" ADD COLUMN "skills_lower" text[]
  GENERATED ALWAYS AS (lower_text_array("skills")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "candidates_active_skills_lower_gin";
--> statement-breakpoint
CREATE INDEX "candidates_active_skills_lower_gin" ON "candidates" USING gin ("skills_lower")
  WHERE "is_active" = 'active';
