-- Hand-written (drizzle-kit generate --custom): drizzle's index builder has no INCLUDE.
-- A job order's matches are first looked for by walking the active candidates in the
-- order of their assessment score (server/features/job-orders/matching.ts). This index
-- carries what scoring reads (availability, rate, experience, the lower-cased skills), so
-- the walk reads index entries only: a broad skill at 1,000,000 candidates (Python, ~84,000
-- active holders) scored every holder from the table, 50,000 pages, 180-290 ms; the walk
-- finds the best 20 within 500 entries. It is an index of its own so that the developer
-- list's score index stays as small as its pages need (its filtered pages measured 15.1 ms
-- with these columns added to it, 12.3-13.1 ms without).
CREATE INDEX IF NOT EXISTS "candidates_active_matching_idx" ON "candidates" USING btree (
  "ai_assessment_score" DESC NULLS LAST, "id"
) INCLUDE ("availability", "hourly_rate", "experience", "skills_lower")
WHERE "is_active" = 'active';
