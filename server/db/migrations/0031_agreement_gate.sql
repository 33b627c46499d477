CREATE TABLE "link_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"text_sha256" text NOT NULL,
	"address" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_agreements_email_lower" CHECK ("link_agreements"."email" = lower("link_agreements"."email"))
);
--> statement-breakpoint
CREATE TABLE "link_viewer_removals" (
	"link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"removed_by" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_viewer_removals_link_id_email_pk" PRIMARY KEY("link_id","email"),
	CONSTRAINT "link_viewer_removals_email_lower" CHECK ("link_viewer_removals"."email" = lower("link_viewer_removals"."email"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "require_agreement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agreement_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "show_contact" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "require_agreement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "agreement_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "link_viewer_sessions" ADD COLUMN "verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "link_viewer_sessions" ADD COLUMN "agreement_sha256" text;--> statement-breakpoint
ALTER TABLE "link_agreements" ADD CONSTRAINT "link_agreements_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_viewer_removals" ADD CONSTRAINT "link_viewer_removals_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_viewer_removals" ADD CONSTRAINT "link_viewer_removals_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_agreements_link_at_idx" ON "link_agreements" USING btree ("link_id","at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action IN ('auth.login', 'auth.login_failed', 'auth.logout', 'auth.lockout', 'user.create', 'user.update', 'user.role', 'user.password', 'user.delete', 'user.verify_email', 'user.approve', 'session.revoke', 'mfa.enable', 'mfa.disable', 'link.create', 'link.update', 'link.delete', 'link.viewer_remove', 'link.viewer_allow', 'candidate.create', 'candidate.update', 'candidate.import', 'demo-data.remove', 'file.upload', 'contacts.export', 'campaign.send', 'application.review', 'talent.update', 'gdpr.export', 'gdpr.erase', 'job-order.create', 'job-order.update', 'job-order.delete', 'pipeline.move', 'pipeline.remove', 'engagement.create', 'engagement.update', 'engagement.decide', 'webhook.create', 'webhook.delete', 'company.create', 'company.update', 'company.delete'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_agreement_text_length" CHECK (length(agreement_text) <= 5000);--> statement-breakpoint
ALTER TABLE "shareable_links" ADD CONSTRAINT "shareable_links_agreement_text_length" CHECK (length(agreement_text) <= 5000);