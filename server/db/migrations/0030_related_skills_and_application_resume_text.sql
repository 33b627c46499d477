CREATE TABLE "related_skills" (
	"skill" text NOT NULL,
	"related" text NOT NULL,
	"related_name" text NOT NULL,
	"score" double precision NOT NULL,
	"support" integer NOT NULL,
	CONSTRAINT "related_skills_skill_related_pk" PRIMARY KEY("skill","related"),
	CONSTRAINT "related_skills_score_range" CHECK ("related_skills"."score" > 0 AND "related_skills"."score" <= 1),
	CONSTRAINT "related_skills_support_positive" CHECK ("related_skills"."support" > 0)
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_text" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "resume_text_failure" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_text_failure_valid" CHECK (resume_text_failure IN ('too-large', 'out-of-memory', 'timeout', 'damaged', 'unsupported', 'no-text'));