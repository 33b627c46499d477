CREATE TABLE "interview_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"viewer_email" text,
	"contact_email" text NOT NULL,
	"slots" timestamp with time zone[] NOT NULL,
	"timezone" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_requests_status_valid" CHECK (status IN ('new', 'scheduled', 'declined', 'done')),
	CONSTRAINT "interview_requests_slots_count" CHECK (cardinality("interview_requests"."slots") BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "link_access_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_access_codes_email_lower" CHECK ("link_access_codes"."email" = lower("link_access_codes"."email"))
);
--> statement-breakpoint
CREATE TABLE "link_profile_views" (
	"visit_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_profile_views_visit_id_developer_id_pk" PRIMARY KEY("visit_id","developer_id"),
	CONSTRAINT "link_profile_views_seconds_positive" CHECK ("link_profile_views"."seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "link_verdicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"verdict" text NOT NULL,
	"reason" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_verdicts_verdict_valid" CHECK (verdict IN ('interested', 'maybe', 'not-a-fit')),
	CONSTRAINT "link_verdicts_reason_length" CHECK (length("link_verdicts"."reason") <= 200),
	CONSTRAINT "link_verdicts_comment_length" CHECK (length("link_verdicts"."comment") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "link_viewer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"viewer_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shareable_link_candidates" ADD COLUMN "added_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "require_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "allowed_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "show_rates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "show_contact" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "allow_resume_download" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "notify_on_activity" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "first_visited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_developer_id_candidates_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_access_codes" ADD CONSTRAINT "link_access_codes_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_profile_views" ADD CONSTRAINT "link_profile_views_visit_id_link_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."link_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_profile_views" ADD CONSTRAINT "link_profile_views_developer_id_candidates_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_verdicts" ADD CONSTRAINT "link_verdicts_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_verdicts" ADD CONSTRAINT "link_verdicts_developer_id_candidates_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_viewer_sessions" ADD CONSTRAINT "link_viewer_sessions_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_visits" ADD CONSTRAINT "link_visits_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_requests_link_idx" ON "interview_requests" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_requests_created_idx" ON "interview_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "link_access_codes_lookup_idx" ON "link_access_codes" USING btree ("link_id","email","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "link_verdicts_one_per_viewer" ON "link_verdicts" USING btree ("link_id","developer_id","viewer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "link_viewer_sessions_token_unique" ON "link_viewer_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "link_viewer_sessions_link_idx" ON "link_viewer_sessions" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "link_visits_link_at_idx" ON "link_visits" USING btree ("link_id","at");--> statement-breakpoint
CREATE INDEX "link_visits_viewer_idx" ON "link_visits" USING btree ("link_id","viewer_key","at");