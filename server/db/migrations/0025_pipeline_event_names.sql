-- Events made before names were kept take the candidate's name as it stands now.
ALTER TABLE "pipeline_events" ADD COLUMN "candidate_name" text;--> statement-breakpoint
UPDATE "pipeline_events" e SET "candidate_name" = c."full_name" FROM "candidates" c WHERE c."id" = e."candidate_id";--> statement-breakpoint
ALTER TABLE "pipeline_events" ALTER COLUMN "candidate_name" SET NOT NULL;
