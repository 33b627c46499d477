CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"retry_limit" integer DEFAULT 3 NOT NULL,
	"start_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"singleton_key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_valid" CHECK (state IN ('queued', 'active', 'completed', 'failed')),
	CONSTRAINT "jobs_retry_limit_range" CHECK ("jobs"."retry_limit" >= 0 AND "jobs"."retry_limit" <= 50)
);
--> statement-breakpoint
CREATE INDEX "jobs_fetch_idx" ON "jobs" USING btree ("name","state","start_after");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_unique" ON "jobs" USING btree ("name","singleton_key") WHERE singleton_key IS NOT NULL AND state IN ('queued', 'active');