CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_order_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"start_date" date NOT NULL,
	"hours_per_week" integer,
	"rate" integer,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'trial' NOT NULL,
	"end_reason" text,
	"replacement_of" uuid,
	"decision" text,
	"rating" integer,
	"comment" text,
	"decided_at" timestamp with time zone,
	"decision_token_hash" text,
	"reminder_sent_at" timestamp with time zone,
	"site_origin" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagements_customer_email_lower" CHECK ("engagements"."customer_email" = lower("engagements"."customer_email")),
	CONSTRAINT "engagements_status_valid" CHECK (status IN ('trial', 'active', 'ended', 'replaced')),
	CONSTRAINT "engagements_decision_valid" CHECK (decision IN ('continue', 'replace')),
	CONSTRAINT "engagements_hours_range" CHECK (hours_per_week BETWEEN 1 AND 60),
	CONSTRAINT "engagements_rate_range" CHECK (rate BETWEEN 1 AND 1000),
	CONSTRAINT "engagements_rating_range" CHECK (rating BETWEEN 1 AND 5),
	CONSTRAINT "engagements_comment_length" CHECK (length(comment) <= 2000),
	CONSTRAINT "engagements_end_reason_length" CHECK (length(end_reason) <= 500),
	CONSTRAINT "engagements_decided_together" CHECK (("engagements"."decision" IS NULL) = ("engagements"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_replacement_of_engagements_id_fk" FOREIGN KEY ("replacement_of") REFERENCES "public"."engagements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagements_created_idx" ON "engagements" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "engagements_status_created_idx" ON "engagements" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "engagements_trial_idx" ON "engagements" USING btree ("trial_ends_at") WHERE status = 'trial';--> statement-breakpoint
CREATE INDEX "engagements_candidate_idx" ON "engagements" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "engagements_job_order_idx" ON "engagements" USING btree ("job_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "engagements_decision_token_unique" ON "engagements" USING btree ("decision_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "engagements_running_unique" ON "engagements" USING btree ("job_order_id","candidate_id") WHERE status IN ('trial', 'active');--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action IN ('auth.login', 'auth.login_failed', 'auth.logout', 'auth.lockout', 'user.create', 'user.update', 'user.role', 'user.password', 'user.delete', 'user.verify_email', 'user.approve', 'session.revoke', 'mfa.enable', 'mfa.disable', 'link.create', 'link.update', 'link.delete', 'candidate.create', 'candidate.update', 'candidate.import', 'file.upload', 'contacts.export', 'campaign.send', 'application.review', 'talent.update', 'gdpr.export', 'gdpr.erase', 'job-order.create', 'job-order.update', 'job-order.delete', 'pipeline.move', 'pipeline.remove', 'engagement.create', 'engagement.update', 'engagement.decide'));