-- Companies (server/db/schema/companies.ts): job orders and links name theirs through
-- company_id, set to NULL when the company is deleted. The new columns are NULL in every
-- existing row, so their foreign keys check nothing but still read each table once.
-- The audit log's action list grows by the company actions: every existing row already
-- holds one of the older actions, so the new CHECK is added NOT VALID rather than scanning
-- the whole log under an exclusive lock; new rows are checked all the same.
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_name_length" CHECK (length(name) BETWEEN 1 AND 200),
	CONSTRAINT "companies_notes_length" CHECK (length(notes) <= 5000),
	CONSTRAINT "companies_domains_lower" CHECK (array_to_string("companies"."domains", ',') = lower(array_to_string("companies"."domains", ','))),
	CONSTRAINT "companies_domains_count" CHECK (cardinality(domains) <= 50)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "job_orders" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_unique" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_domains_idx" ON "companies" USING gin ("domains");--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD CONSTRAINT "shareable_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_orders_company_idx" ON "job_orders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "shareable_links_company_idx" ON "shareable_links" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action IN ('auth.login', 'auth.login_failed', 'auth.logout', 'auth.lockout', 'user.create', 'user.update', 'user.role', 'user.password', 'user.delete', 'user.verify_email', 'user.approve', 'session.revoke', 'mfa.enable', 'mfa.disable', 'link.create', 'link.update', 'link.delete', 'candidate.create', 'candidate.update', 'candidate.import', 'demo-data.remove', 'file.upload', 'contacts.export', 'campaign.send', 'application.review', 'talent.update', 'gdpr.export', 'gdpr.erase', 'job-order.create', 'job-order.update', 'job-order.delete', 'pipeline.move', 'pipeline.remove', 'engagement.create', 'engagement.update', 'engagement.decide', 'webhook.create', 'webhook.delete', 'company.create', 'company.update', 'company.delete')) NOT VALID;