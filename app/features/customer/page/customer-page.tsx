/**
 * The customer's views of a link as the server renders them (docs/decisions/072-…): the
 * listing or a profile, with their data, as one island of the page (app/islands/), so
 * the page's script hydrates them without React Router's data router. The server writes
 * the data into the page (./data.ts); the island reads it back from there.
 *
 * Links to the listing, a profile or the compare view are page loads here (the islands'
 * router), each served by the server with its data.
 */
import { createContext, useContext, useState } from "react";
import { island } from "~/islands/island";
import { AccessDenied } from "../access-denied.tsx";
import { customerListingPath } from "../api.ts";
import { CustomerListingView } from "../listing-view.tsx";
import { CustomerProfileView } from "../profile-view.tsx";
import { ProfileNotFound } from "../ui/candidate.tsx";
import { type CustomerPageData, readInlinedData } from "./data.ts";

/** The view for the page's data. */
export function CustomerPageView({ data }: { data: CustomerPageData }) {
  switch (data.view) {
    case "listing":
      return <CustomerListingView token={data.token} data={data.listing} />;
    case "profile":
      return (
        <CustomerProfileView
          token={data.token}
          data={data.profile}
          viewerEmail={data.viewerEmail}
        />
      );
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

/** The server hands the data over directly; in the browser it is read from the page. */
export const ServerDataContext = createContext<CustomerPageData | null>(null);

function CustomerPageIsland() {
  const serverData = useContext(ServerDataContext);
  const [data] = useState(() => serverData ?? readInlinedData());
  return <CustomerPageView data={data} />;
}

export const CustomerPage = island("customer-page", CustomerPageIsland);
