-- Hand-written: drizzle's schema builder has no triggers.
-- Every replica keeps signed-in sessions in memory (server/features/auth/session-cache.ts)
-- and LISTENs on "session_changes". These triggers announce every change that can end a
-- session or change what a signed-in request knows about its user, whoever makes it (any
-- replica, a script, psql). pg_notify inside the writing transaction is delivered only when
-- it commits, so a rolled-back change invalidates nothing and a committed one is never missed.
-- Payloads: 's:<sid>' one session, 'u:<user id>' every session of a user, '*' everything.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('session_changes', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changes', 's:' || OLD.sid);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_changes', 'u:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('session_changes', 'u:' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Sessions of signed-in users that were still live (purging expired rows announces nothing;
-- pending sign-in flows have no user). Updates too: the app's own only slide the expiry or
-- note "last seen" (at most every 5 minutes per session), but one made by hand may end it.
CREATE TRIGGER "sessions_notify_change"
  AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW WHEN (OLD."user_id" IS NOT NULL AND OLD."expire" > now())
  EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_truncate"
  AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
-- Users: e-mail, names, picture, role, password, provider, deletion. Rare writes.
CREATE FUNCTION "notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('session_changes', '*');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_changes', 'u:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changes', 'u:' || NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change"
  AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_user_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_truncate"
  AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_user_change"();
--> statement-breakpoint
-- Two-factor sign-in turned on or off (a session knows whether its user has it).
CREATE TRIGGER "user_mfa_notify_change"
  AFTER INSERT OR UPDATE OR DELETE ON "user_mfa"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "user_mfa_notify_truncate"
  AFTER TRUNCATE ON "user_mfa"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
-- Candidates read one by one are kept in memory too (server/features/candidates/
-- candidate-cache.ts), listening on "candidate_changes". Writes are admin-only and rare, and
-- imports write many rows at once: one notification per statement, and every replica
-- forgets all its candidates.
CREATE FUNCTION "notify_candidate_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('candidate_changes', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "candidates_notify_change"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "candidates"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_candidate_change"();
