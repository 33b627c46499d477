CREATE TABLE "job_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"company" text,
	"inquiry_id" uuid,
	"source_link_id" uuid,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"must_have" text[] DEFAULT '{}'::text[] NOT NULL,
	"seniority" text,
	"engagement_type" text DEFAULT 'full-time' NOT NULL,
	"hours_per_week" integer,
	"rate_min" integer,
	"rate_max" integer,
	"timezone" text,
	"start_date" date,
	"description" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"first_shortlist_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_orders_customer_email_lower" CHECK ("job_orders"."customer_email" = lower("job_orders"."customer_email")),
	CONSTRAINT "job_orders_seniority_valid" CHECK (seniority IN ('junior', 'mid', 'senior', 'lead')),
	CONSTRAINT "job_orders_engagement_type_valid" CHECK (engagement_type IN ('full-time', 'part-time', 'project-based', 'contract', 'consulting')),
	CONSTRAINT "job_orders_status_valid" CHECK (status IN ('open', 'on-hold', 'filled', 'closed')),
	CONSTRAINT "job_orders_hours_range" CHECK (hours_per_week BETWEEN 1 AND 60),
	CONSTRAINT "job_orders_rate_min_range" CHECK (rate_min BETWEEN 1 AND 1000),
	CONSTRAINT "job_orders_rate_max_range" CHECK (rate_max BETWEEN 1 AND 1000),
	CONSTRAINT "job_orders_rate_order" CHECK ("job_orders"."rate_min" <= "job_orders"."rate_max"),
	CONSTRAINT "job_orders_description_length" CHECK (length(description) <= 5000)
);
--> statement-breakpoint
CREATE TABLE "pipeline_entries" (
	"job_order_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_entries_job_order_id_candidate_id_pk" PRIMARY KEY("job_order_id","candidate_id"),
	CONSTRAINT "pipeline_entries_stage_valid" CHECK (stage IN ('sourced', 'shortlisted', 'customer-interested', 'interview', 'offer', 'hired', 'rejected')),
	CONSTRAINT "pipeline_entries_reason_valid" CHECK (reason IN ('skills', 'rate', 'availability', 'timezone', 'communication', 'customer-declined', 'candidate-declined', 'replaced', 'other')),
	CONSTRAINT "pipeline_entries_reason_when_rejected" CHECK (("pipeline_entries"."stage" = 'rejected') = ("pipeline_entries"."reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "pipeline_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_order_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_events_from_valid" CHECK (from_stage IN ('sourced', 'shortlisted', 'customer-interested', 'interview', 'offer', 'hired', 'rejected')),
	CONSTRAINT "pipeline_events_to_valid" CHECK (to_stage IN ('sourced', 'shortlisted', 'customer-interested', 'interview', 'offer', 'hired', 'rejected')),
	CONSTRAINT "pipeline_events_reason_valid" CHECK (reason IN ('skills', 'rate', 'availability', 'timezone', 'communication', 'customer-declined', 'candidate-declined', 'replaced', 'other'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "job_order_id" uuid;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_inquiry_id_contact_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."contact_inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_source_link_id_shareable_links_id_fk" FOREIGN KEY ("source_link_id") REFERENCES "public"."shareable_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_events" ADD CONSTRAINT "pipeline_events_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_events" ADD CONSTRAINT "pipeline_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_orders_created_idx" ON "job_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_orders_status_created_idx" ON "job_orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_orders_inquiry_idx" ON "job_orders" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "pipeline_entries_candidate_idx" ON "pipeline_entries" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "pipeline_events_job_order_at_idx" ON "pipeline_events" USING btree ("job_order_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pipeline_events_to_stage_at_idx" ON "pipeline_events" USING btree ("to_stage","at");--> statement-breakpoint
ALTER TABLE "shareable_links" ADD CONSTRAINT "shareable_links_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shareable_links_job_order_idx" ON "shareable_links" USING btree ("job_order_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action IN ('auth.login', 'auth.login_failed', 'auth.logout', 'auth.lockout', 'user.create', 'user.update', 'user.role', 'user.password', 'user.delete', 'user.verify_email', 'user.approve', 'session.revoke', 'mfa.enable', 'mfa.disable', 'link.create', 'link.update', 'link.delete', 'candidate.create', 'candidate.update', 'candidate.import', 'file.upload', 'contacts.export', 'campaign.send', 'application.review', 'talent.update', 'gdpr.export', 'gdpr.erase', 'job-order.create', 'job-order.update', 'job-order.delete', 'pipeline.move', 'pipeline.remove'));--> statement-breakpoint
-- Hand-written (drizzle's index builder takes no function of an array): job-order matching
-- compares skills case-insensitively over the active pool, so it looks candidates up by
-- their lower-cased skills in this partial GIN index (`@>` must-haves, `&&` any skill)
-- instead of reading every active row (docs/decisions/063-job-order-matching.md).
CREATE OR REPLACE FUNCTION lower_text_array(text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(lower(s)), '{}'::text[]) FROM unnest($1) AS s $$;
--> statement-breakpoint
CREATE INDEX "candidates_active_skills_lower_gin" ON "candidates" USING gin (lower_text_array("skills"))
  WHERE "is_active" = 'active';
