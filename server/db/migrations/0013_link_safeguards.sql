CREATE TABLE "link_code_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"line" text NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"digested_at" timestamp with time zone,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shareable_links" ADD COLUMN "verification_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "link_code_failures" ADD CONSTRAINT "link_code_failures_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_notices" ADD CONSTRAINT "link_notices_link_id_shareable_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shareable_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_code_failures_link_at_idx" ON "link_code_failures" USING btree ("link_id","at");--> statement-breakpoint
CREATE INDEX "link_notices_topic_idx" ON "link_notices" USING btree ("link_id","topic","at");--> statement-breakpoint
CREATE INDEX "link_notices_held_idx" ON "link_notices" USING btree ("link_id") WHERE held AND digested_at IS NULL;