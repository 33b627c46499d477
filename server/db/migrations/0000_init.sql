-- Trigram search and an IMMUTABLE wrapper so the generated search column may use array_to_string.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT coalesce(array_to_string($1, $2), '') $$;--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"profile_photo" text,
	"title" text NOT NULL,
	"summary" text,
	"location" text,
	"experience" integer,
	"hourly_rate" integer,
	"availability" text,
	"resume_url" text,
	"portfolio_url" text,
	"github_url" text,
	"linkedin_url" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"spoken_languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" text DEFAULT 'active' NOT NULL,
	"ai_assessment_score" double precision,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(full_name, '')), 'A') || setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', immutable_array_to_string(skills, ' ')), 'B') || setweight(to_tsvector('simple', coalesce(location, '')), 'C') || setweight(to_tsvector('simple', coalesce(summary, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_email_lower" CHECK ("candidates"."email" = lower("candidates"."email")),
	CONSTRAINT "candidates_experience_range" CHECK ("candidates"."experience" BETWEEN 0 AND 50),
	CONSTRAINT "candidates_hourly_rate_range" CHECK ("candidates"."hourly_rate" BETWEEN 1 AND 1000),
	CONSTRAINT "candidates_score_range" CHECK ("candidates"."ai_assessment_score" BETWEEN 0 AND 100),
	CONSTRAINT "candidates_availability_valid" CHECK (availability IN ('Full-time', 'Part-time', 'Contract', 'Freelance')),
	CONSTRAINT "candidates_status_valid" CHECK (is_active IN ('active', 'inactive', 'busy'))
);
--> statement-breakpoint
CREATE TABLE "contact_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"hiring_needs" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_inquiries_hiring_needs_valid" CHECK (hiring_needs IN ('', 'full-stack', 'mobile', 'ai-ml', 'backend', 'devops', 'leadership'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "shareable_link_candidates" (
	"link_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	CONSTRAINT "shareable_link_candidates_link_id_candidate_id_pk" PRIMARY KEY("link_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "shareable_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"last_accessed_at" timestamp with time zone,
	"access_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shareable_links_access_count_positive" CHECK ("shareable_links"."access_count" >= 0),
	CONSTRAINT "shareable_links_token_length" CHECK (length("shareable_links"."token") >= 22)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"object_path" text PRIMARY KEY NOT NULL,
	"created_by" uuid,
	"content_type" text,
	"size_bytes" integer,
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"password_hash" text,
	"auth_provider" text DEFAULT 'manual' NOT NULL,
	"external_subject" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_auth_provider_valid" CHECK (auth_provider IN ('manual', 'oidc'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shareable_link_candidates" ADD CONSTRAINT "shareable_link_candidates_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shareable_link_candidates" ADD CONSTRAINT "shareable_link_candidates_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD CONSTRAINT "shareable_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_email_unique" ON "candidates" USING btree ("email");--> statement-breakpoint
CREATE INDEX "candidates_created_idx" ON "candidates" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_status_created_idx" ON "candidates" USING btree ("is_active","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidates_score_idx" ON "candidates" USING btree ("ai_assessment_score" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "candidates_rate_idx" ON "candidates" USING btree ("hourly_rate","id");--> statement-breakpoint
CREATE INDEX "candidates_experience_idx" ON "candidates" USING btree ("experience" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "candidates_skills_gin" ON "candidates" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "candidates_search_gin" ON "candidates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidates_full_name_trgm" ON "candidates" USING gin (lower("full_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_idx" ON "contact_inquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shareable_link_candidates_candidate_idx" ON "shareable_link_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shareable_links_token_unique" ON "shareable_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "shareable_links_created_by_idx" ON "shareable_links" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "uploads_unattached_idx" ON "uploads" USING btree ("created_at") WHERE attached_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_external_subject_unique" ON "users" USING btree ("auth_provider","external_subject");