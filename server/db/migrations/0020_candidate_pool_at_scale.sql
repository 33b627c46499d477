CREATE TABLE "candidate_pool_stats" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"active" bigint DEFAULT 0 NOT NULL,
	"active_rate_sum" numeric DEFAULT '0' NOT NULL,
	"active_score_sum" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "candidate_pool_stats_single_row" CHECK ("candidate_pool_stats"."singleton")
);
--> statement-breakpoint
-- Hand-written below (drizzle's schema builder has no triggers; the duplicate checks'
-- expression indexes are written here so they match duplicates.ts's SQL exactly).
-- The developer list's four figures (spec §9) are kept in candidate_pool_stats by
-- statement-level triggers: each write adds the aggregates of its new rows and takes away
-- those of its old rows (transition tables), in the writer's transaction, so the figures
-- are one row to read however large the pool. Aggregating 1,000,000 rows after every
-- write cost 100–300 ms (docs/decisions/075-talent-pool-at-a-million.md). Writers queue
-- on this row as they already do on candidate_pool_version.
LOCK TABLE "candidates" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE FUNCTION "candidate_pool_stats_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "candidate_pool_stats"
      SET "total" = 0, "active" = 0, "active_rate_sum" = 0, "active_score_sum" = 0
      WHERE "singleton";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "candidate_pool_stats" AS s SET
      "total" = s."total" + d."total",
      "active" = s."active" + d."active",
      "active_rate_sum" = s."active_rate_sum" + d."rate_sum",
      "active_score_sum" = s."active_score_sum" + d."score_sum"
    FROM (
      SELECT count(*) AS "total",
        count(*) FILTER (WHERE "is_active" = 'active') AS "active",
        coalesce(sum(coalesce("hourly_rate", 0)) FILTER (WHERE "is_active" = 'active'), 0) AS "rate_sum",
        coalesce(sum(coalesce("ai_assessment_score", 0)::numeric) FILTER (WHERE "is_active" = 'active'), 0) AS "score_sum"
      FROM "new_rows"
    ) AS d
    WHERE s."singleton";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "candidate_pool_stats" AS s SET
      "total" = s."total" - d."total",
      "active" = s."active" - d."active",
      "active_rate_sum" = s."active_rate_sum" - d."rate_sum",
      "active_score_sum" = s."active_score_sum" - d."score_sum"
    FROM (
      SELECT count(*) AS "total",
        count(*) FILTER (WHERE "is_active" = 'active') AS "active",
        coalesce(sum(coalesce("hourly_rate", 0)) FILTER (WHERE "is_active" = 'active'), 0) AS "rate_sum",
        coalesce(sum(coalesce("ai_assessment_score", 0)::numeric) FILTER (WHERE "is_active" = 'active'), 0) AS "score_sum"
      FROM "old_rows"
    ) AS d
    WHERE s."singleton";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "candidates_pool_stats_insert"
  AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "candidate_pool_stats_change"();
--> statement-breakpoint
CREATE TRIGGER "candidates_pool_stats_update"
  AFTER UPDATE ON "candidates" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "candidate_pool_stats_change"();
--> statement-breakpoint
CREATE TRIGGER "candidates_pool_stats_delete"
  AFTER DELETE ON "candidates" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "candidate_pool_stats_change"();
--> statement-breakpoint
CREATE TRIGGER "candidates_pool_stats_truncate"
  AFTER TRUNCATE ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "candidate_pool_stats_change"();
--> statement-breakpoint
INSERT INTO "candidate_pool_stats" ("singleton", "total", "active", "active_rate_sum", "active_score_sum")
SELECT true, count(*),
  count(*) FILTER (WHERE "is_active" = 'active'),
  coalesce(sum(coalesce("hourly_rate", 0)) FILTER (WHERE "is_active" = 'active'), 0),
  coalesce(sum(coalesce("ai_assessment_score", 0)::numeric) FILTER (WHERE "is_active" = 'active'), 0)
FROM "candidates";
--> statement-breakpoint
-- The import's duplicate checks (duplicates.ts) look up each file's profile URLs and phone
-- numbers by these expressions; without an index each batch of 500 rows scanned the pool
-- three times (1,000,000 rows: seconds per batch).
CREATE INDEX "candidates_linkedin_normalized_idx" ON "candidates" USING btree (
  rtrim(regexp_replace(regexp_replace(regexp_replace(lower("linkedin_url"), '^[a-z][a-z0-9+.-]*://', ''), '^www\.', ''), '[?#].*$', ''), '/')
) WHERE "linkedin_url" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "candidates_github_normalized_idx" ON "candidates" USING btree (
  rtrim(regexp_replace(regexp_replace(regexp_replace(lower("github_url"), '^[a-z][a-z0-9+.-]*://', ''), '^www\.', ''), '[?#].*$', ''), '/')
) WHERE "github_url" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "candidates_phone_digits_idx" ON "candidates" USING btree (
  regexp_replace(coalesce("phone", ''), '\D', '', 'g')
);
