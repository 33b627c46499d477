CREATE TABLE "candidate_change_log" (
	"version" bigint NOT NULL,
	"candidate_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_pool_version" ADD COLUMN "changes_logged_after" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_change_log_version_idx" ON "candidate_change_log" USING btree ("version");--> statement-breakpoint
-- Hand-written below: drizzle's schema builder has no triggers.
-- Every statement writing candidates logs the ids it touched under the version it made, so
-- what matching keeps in memory under an older version (the skills' namers:
-- server/features/job-orders/namers.ts) is corrected from those rows alone instead of read
-- again. These triggers' names sort after "candidates_bump_pool_version", and PostgreSQL
-- fires one event's triggers in name order: the version read here is the statement's own.
-- A statement touching more than 5,000 rows (an import, a truncate) logs none of them:
-- reading that many again would cost more than reading afresh, so changes_logged_after
-- moves to its version and whatever was kept before it is read again. Every 100th version
-- prunes the entries 1,000 versions old. db:copy's session logs nothing: it copies the log.
UPDATE "candidate_pool_version" SET "changes_logged_after" = "version";
--> statement-breakpoint
CREATE FUNCTION "log_candidate_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
  n bigint := 0;
BEGIN
  -- db:copy (scripts/db-copy.ts) copies this log with the rows it describes: what it
  -- writes into candidates are not new changes.
  IF current_setting('vt.copying_rows', true) = 'on' THEN
    RETURN NULL;
  END IF;
  SELECT "version" INTO v FROM "candidate_pool_version" WHERE "singleton";
  IF v IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT count(*) INTO n FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO n FROM "old_rows";
  END IF;
  IF TG_OP = 'TRUNCATE' OR n > 5000 THEN
    UPDATE "candidate_pool_version" SET "changes_logged_after" = v WHERE "singleton";
    DELETE FROM "candidate_change_log" WHERE "version" <= v;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "candidate_change_log" ("version", "candidate_id") SELECT v, "id" FROM "new_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    -- An update may change an id: both the old and the new one changed.
    INSERT INTO "candidate_change_log" ("version", "candidate_id")
      SELECT v, "id" FROM "new_rows" UNION SELECT v, "id" FROM "old_rows";
  ELSE
    INSERT INTO "candidate_change_log" ("version", "candidate_id") SELECT v, "id" FROM "old_rows";
  END IF;
  IF v % 100 = 0 THEN
    DELETE FROM "candidate_change_log" WHERE "version" <= v - 1000;
    UPDATE "candidate_pool_version"
      SET "changes_logged_after" = greatest("changes_logged_after", v - 1000) WHERE "singleton";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "candidates_log_changes_insert"
  AFTER INSERT ON "candidates" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_candidate_changes"();
--> statement-breakpoint
CREATE TRIGGER "candidates_log_changes_update"
  AFTER UPDATE ON "candidates" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_candidate_changes"();
--> statement-breakpoint
CREATE TRIGGER "candidates_log_changes_delete"
  AFTER DELETE ON "candidates" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_candidate_changes"();
--> statement-breakpoint
CREATE TRIGGER "candidates_log_changes_truncate"
  AFTER TRUNCATE ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "log_candidate_changes"();
