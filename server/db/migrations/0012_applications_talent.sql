CREATE TABLE "application_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"scorecard" jsonb,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_reviews_status_valid" CHECK (status IN ('new', 'screening', 'interview', 'test-project', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"title" text NOT NULL,
	"location" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience" integer,
	"hourly_rate" integer,
	"availability" text,
	"github_url" text,
	"linkedin_url" text,
	"portfolio_url" text,
	"summary" text,
	"resume_url" text,
	"status" text DEFAULT 'new' NOT NULL,
	"scorecard" jsonb,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"candidate_id" uuid,
	"rejection_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_email_lower" CHECK ("applications"."email" = lower("applications"."email")),
	CONSTRAINT "applications_status_valid" CHECK (status IN ('new', 'screening', 'interview', 'test-project', 'approved', 'rejected')),
	CONSTRAINT "applications_availability_valid" CHECK (availability IN ('Full-time', 'Part-time', 'Contract', 'Freelance'))
);
--> statement-breakpoint
CREATE TABLE "candidate_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talent_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"candidate_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_sessions" ADD CONSTRAINT "candidate_sessions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_access_tokens" ADD CONSTRAINT "talent_access_tokens_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_reviews_application_idx" ON "application_reviews" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_created_idx" ON "applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_email_idx" ON "applications" USING btree ("email","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_sessions_candidate_idx" ON "candidate_sessions" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "candidate_sessions_expire_idx" ON "candidate_sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "talent_access_tokens_candidate_idx" ON "talent_access_tokens" USING btree ("candidate_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action IN ('auth.login', 'auth.login_failed', 'auth.logout', 'auth.lockout', 'user.create', 'user.update', 'user.role', 'user.password', 'user.delete', 'user.verify_email', 'user.approve', 'session.revoke', 'mfa.enable', 'mfa.disable', 'link.create', 'link.update', 'link.delete', 'candidate.create', 'candidate.update', 'candidate.import', 'file.upload', 'contacts.export', 'campaign.send', 'application.review', 'talent.update', 'gdpr.export', 'gdpr.erase'));