/**
 * What the server's page for a customer's link carries (docs/decisions/072-…): the view
 * and exactly the data the customer API answers for it (the view's read and the link's
 * interview requests), inlined in the page as JSON so the page's script hydrates it without
 * asking again (a second read would count a second view).
 */
import type { SharedInterviewRequest } from "#common/interview-request.ts";
import type { AgreementStepProps } from "../agreement-step.tsx";
import type { CustomerListing, CustomerProfile } from "../api.ts";

export type CustomerPageData =
  | {
      view: "listing";
      token: string;
      listing: CustomerListing;
      /** The link's interview requests (`customerEndpoints.interviewRequests`). */
      interviewRequests: SharedInterviewRequest[];
    }
  | {
      view: "profile";
      token: string;
      profile: CustomerProfile;
      viewerEmail: string | null;
      interviewRequests: SharedInterviewRequest[];
    }
  /** The link's agreement, to accept before anything shows. */
  | ({ view: "agreement" } & AgreementStepProps)
  /** The link is unknown, expired or switched off: one 'Access Denied' screen for every case. */
  | { view: "denied" }
  /** The link works, the developer is not in it. */
  | { view: "profile-missing"; token: string };

/** The id of the `<script type="application/json">` holding the data. */
export const CUSTOMER_DATA_ID = "customer-page-data";

/**
 * JSON safe to place between `<script>` tags: `<` is written as `\u003c`, so no string in
 * the data (a name, a description) can close the element or open a comment, and the line
 * separators U+2028/U+2029 are escaped too. JSON.parse reads it back unchanged.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** In the browser: the data the server inlined in the page. */
export function readInlinedData(): CustomerPageData {
  const element = document.getElementById(CUSTOMER_DATA_ID);
  return JSON.parse(element?.textContent ?? "null") as CustomerPageData;
}
