/**
 * The admins' job order endpoints: the job orders (one opened from an inquiry too), their
 * ranked matches, the pipeline (one card, several at once) and its activity, and the
 * reports' summary. The shortlist link of a job order is declared with the links
 * (./job-order-shortlist.ts), the customer's role request with the shared page's calls.
 */
import { endpoint, types } from "../endpoint.ts";
import type {
  CreateJobOrderInput,
  JobOrder,
  JobOrderStatus,
  Match,
  PipelineEntry,
  PipelineEvent,
  PipelineMoveInput,
  UpdateJobOrderInput,
} from "../job-order.ts";
import type { ReportSummary } from "../job-order-report.ts";
import type { PipelineBulkInput } from "../pipeline-bulk.ts";

const one = "/api/admin/job-orders/{id}";

export const jobOrderEndpoints = {
  list: endpoint(
    "GET",
    "/api/admin/job-orders",
    types<{ response: JobOrder[]; query: { status?: JobOrderStatus } }>(),
  ),
  create: endpoint(
    "POST",
    "/api/admin/job-orders",
    types<{ body: CreateJobOrderInput; response: JobOrder }>(),
  ),
  get: endpoint("GET", one, types<{ response: JobOrder }>()),
  update: endpoint("PUT", one, types<{ body: UpdateJobOrderInput; response: JobOrder }>()),
  remove: endpoint("DELETE", one, types<{ response: null }>()),
  /** "Create job order" on an inquiry of the inbox. */
  fromInquiry: endpoint("POST", "/api/contacts/{id}/job-order", types<{ response: JobOrder }>()),
  /** The brief's best candidates; with `like`, replacements like that candidate instead. */
  matches: endpoint(
    "GET",
    `${one}/matches`,
    types<{ response: Match[]; query: { limit?: number; like?: string } }>(),
  ),
  pipeline: endpoint("GET", `${one}/pipeline`, types<{ response: PipelineEntry[] }>()),
  move: endpoint(
    "PUT",
    `${one}/pipeline/{candidateId}`,
    types<{ body: PipelineMoveInput; response: PipelineEntry }>(),
  ),
  bulk: endpoint(
    "POST",
    `${one}/pipeline/bulk`,
    types<{ body: PipelineBulkInput; response: { updated: number } }>(),
  ),
  removeEntry: endpoint("DELETE", `${one}/pipeline/{candidateId}`, types<{ response: null }>()),
  events: endpoint("GET", `${one}/events`, types<{ response: PipelineEvent[] }>()),
};

export const reportEndpoints = {
  /** Dates as YYYY-MM-DD; either left out means the last 90 days. */
  summary: endpoint(
    "GET",
    "/api/admin/reports/summary",
    types<{ response: ReportSummary; query: { from?: string; to?: string } }>(),
  ),
};
