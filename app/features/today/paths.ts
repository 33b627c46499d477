/**
 * Where each kind of work is done: a job order's and an engagement's own screens; an
 * application and an interview request in their dashboard tabs, opened at that item.
 */
export const jobOrderPath = (id: string) => `/admin/job-orders/${encodeURIComponent(id)}`;
export const engagementPath = (id: string) => `/admin/engagements/${encodeURIComponent(id)}`;
export const applicationPath = (id: string) =>
  `/admin?tab=applications&application=${encodeURIComponent(id)}`;
export const interviewRequestPath = (id: string) =>
  `/admin?tab=interviews&request=${encodeURIComponent(id)}`;

/** The id an interview request's row carries, for the link above to scroll to it. */
export const interviewRequestAnchor = (id: string) => `interview-request-${id}`;
