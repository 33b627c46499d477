CREATE TABLE "candidate_pool_version" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "candidate_pool_version_single_row" CHECK ("candidate_pool_version"."singleton")
);
--> statement-breakpoint
-- Hand-written below: drizzle's schema builder has no triggers.
-- Search counts and the pool's figures are cached under this version (see
-- server/features/candidates/pool-cache.ts). A statement-level trigger bumps it on every
-- write to candidates, by anyone, so no cached figure outlives a change. Writes are
-- admin-only and rare; they queue briefly on this one row, reads never do.
INSERT INTO "candidate_pool_version" ("singleton", "version") VALUES (true, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_candidate_pool_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "candidate_pool_version" SET "version" = "version" + 1 WHERE "singleton";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "candidates_bump_pool_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_candidate_pool_version"();
