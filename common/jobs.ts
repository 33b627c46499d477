/** The states of a background job (server/jobs/queue.ts); the jobs table CHECK uses them. */
export const JOB_STATES = ["queued", "active", "completed", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];
