/** The product's business constants and limits, shared by client and server. */

export const MIN_PASSWORD_LENGTH = 8;
export const AUTH_REDIRECT_DELAY_MS = 1000;
export const SCROLL_TO_CONTACT_DELAY_MS = 100;
export const CARD_SKILL_LIMIT = 3;
/**
 * What a candidate without an AI assessment score shows where the score would be: a
 * missing score is no score of 0 (the averages still count it as 0, as they always have).
 */
export const NOT_ASSESSED = "Not assessed";
/** The developer list's search text (filter form and API). */
export const SEARCH_QUERY_MAX = 200;

/** MB means MiB: a 5 MB photo may be 5 × 1024 × 1024 bytes. */
export const MIB = 1024 * 1024;
export const PHOTO_MAX_BYTES = 5 * MIB;
export const RESUME_MAX_BYTES = 10 * MIB;
export const DEFAULT_UPLOAD_MAX_BYTES = 10485760;
export const UPLOAD_MAX_FILES = 1;
export const UPLOAD_DASHBOARD = { width: 750, height: 550, thumbnailWidth: 280 } as const;
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** A candidate's video introduction: MP4 or WebM. */
export const VIDEO_MAX_BYTES = 500 * MIB;

/**
 * Multipart uploads: files above the threshold go up in parts of at least 5 MB
 * (the last may be smaller), at most 10,000 of them, six requests at once; a failed request
 * is retried after each delay in turn, for the retryable statuses only.
 */
export const MULTIPART = {
  thresholdBytes: 100 * MIB,
  minPartBytes: 5 * MIB,
  maxParts: 10_000,
  concurrency: 6,
  retryDelaysMs: [0, 1000, 3000, 5000],
  retryableStatuses: [408, 409, 429, 418, 423],
} as const;

/** Worth retrying: the listed statuses, and every 5xx except 501 and 505, which no retry fixes. */
export function isRetryableStatus(status: number): boolean {
  if (status >= 500 && status < 600) return status !== 501 && status !== 505;
  return (MULTIPART.retryableStatuses as readonly number[]).includes(status);
}

export const CANDIDATE_RANGES = {
  experience: { min: 0, max: 50 },
  hourlyRate: { min: 1, max: 1000 },
  aiAssessmentScore: { min: 0, max: 100 },
} as const;

export const AVAILABILITY_VALUES = ["Full-time", "Part-time", "Contract", "Freelance"] as const;
export type Availability = (typeof AVAILABILITY_VALUES)[number];

export const CANDIDATE_STATUS_VALUES = ["active", "inactive", "busy"] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUS_VALUES)[number];

export const HIRING_NEEDS_VALUES = [
  "full-stack",
  "mobile",
  "ai-ml",
  "backend",
  "devops",
  "leadership",
] as const;
export type HiringNeed = (typeof HIRING_NEEDS_VALUES)[number];

export const AUTH_PROVIDERS = ["manual", "oidc"] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1000000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Upper bounds on free-text fields: the spec names none, but the server must refuse abuse. */
export const TEXT_LIMITS = {
  name: 200,
  email: 320,
  short: 300,
  url: 2048,
  message: 5000,
  summary: 10000,
  listItem: 100,
  listItems: 100,
} as const;
