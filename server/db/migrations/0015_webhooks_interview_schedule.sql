CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_type_valid" CHECK (type IN ('link.viewed', 'verdict.changed', 'interview.requested', 'job-order.created', 'application.received', 'engagement.trial-ending', 'engagement.decided')),
	CONSTRAINT "webhook_deliveries_status_valid" CHECK (status IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"format" text DEFAULT 'json' NOT NULL,
	"secret" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_format_valid" CHECK (format IN ('json', 'slack')),
	CONSTRAINT "webhooks_events_valid" CHECK (cardinality(events) > 0 AND events <@ ARRAY['link.viewed', 'verdict.changed', 'interview.requested', 'job-order.created', 'application.received', 'engagement.trial-ending', 'engagement.decided']::text[])
);
--> statement-breakpoint
ALTER TABLE "interview_requests" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD COLUMN "invite_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_requests" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhooks_events_idx" ON "webhooks" USING gin ("events");--> statement-breakpoint
ALTER TABLE "interview_requests" ADD CONSTRAINT "interview_requests_duration_range" CHECK ("interview_requests"."duration_minutes" BETWEEN 5 AND 480);