/**
 * The view for a customer page's data (docs/decisions/072-…), every view at hand: what the
 * server renders (./server.tsx). The browser loads only the one its page shows
 * (./customer-page.tsx).
 */
import { ProfileNotFound } from "~/features/candidates/candidate-profile";
import { AccessDenied } from "../access-denied.tsx";
import { AgreementStep } from "../agreement-step.tsx";
import { customerListingPath } from "../api.ts";
import { CustomerListingView } from "../listing-view.tsx";
import { CustomerProfileView } from "../profile-view.tsx";
import type { CustomerPageData } from "./data.ts";

export function CustomerPageView({ data }: { data: CustomerPageData }) {
  switch (data.view) {
    case "listing":
      return (
        <CustomerListingView
          token={data.token}
          data={data.listing}
          interviewRequests={data.interviewRequests}
        />
      );
    case "profile":
      return (
        <CustomerProfileView
          token={data.token}
          data={data.profile}
          viewerEmail={data.viewerEmail}
          interviewRequests={data.interviewRequests}
        />
      );
    case "agreement":
      return <AgreementStep {...data} />;
    case "profile-missing":
      return (
        <ProfileNotFound
          message="This developer is not available through this link."
          backTo={customerListingPath(data.token)}
        />
      );
    default:
      return <AccessDenied />;
  }
}
