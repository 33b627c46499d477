-- One word per concept (issue 22): the tables of a link's viewers reference candidates
-- through candidate_id, as shareable_link_candidates does. Renames keep the data, the
-- indexes (which follow the column) and the constraints; the constraints' generated names
-- are renamed too, so they match what the schema would create today.
ALTER TABLE "interview_requests" RENAME COLUMN "developer_id" TO "candidate_id";--> statement-breakpoint
ALTER TABLE "link_profile_views" RENAME COLUMN "developer_id" TO "candidate_id";--> statement-breakpoint
ALTER TABLE "link_verdicts" RENAME COLUMN "developer_id" TO "candidate_id";--> statement-breakpoint
ALTER TABLE "interview_requests" RENAME CONSTRAINT "interview_requests_developer_id_candidates_id_fk" TO "interview_requests_candidate_id_candidates_id_fk";--> statement-breakpoint
ALTER TABLE "link_profile_views" RENAME CONSTRAINT "link_profile_views_developer_id_candidates_id_fk" TO "link_profile_views_candidate_id_candidates_id_fk";--> statement-breakpoint
ALTER TABLE "link_profile_views" RENAME CONSTRAINT "link_profile_views_visit_id_developer_id_pk" TO "link_profile_views_visit_id_candidate_id_pk";--> statement-breakpoint
ALTER TABLE "link_verdicts" RENAME CONSTRAINT "link_verdicts_developer_id_candidates_id_fk" TO "link_verdicts_candidate_id_candidates_id_fk";
