/**
 * The customer's views of a link as the server renders them (docs/decisions/072-…): the
 * listing or a profile, with their data, as one island of the page (app/islands/), so
 * the page's script hydrates them without React Router's data router. The server writes
 * the data into the page (./data.ts); the island reads it back from there.
 *
 * The browser loads only the view the page shows (the listing's or a profile's code, not
 * both): `loadInlinedView` reads the data and imports that view before the island hydrates
 * (app/islands/registry.ts awaits it), so the first render is the server's markup.
 *
 * Links to the listing, a profile or the compare view are page loads here (the islands'
 * router), each served by the server with its data.
 */
import { createContext, type ReactNode, useContext, useState } from "react";
import { island } from "~/islands/island";
import { readInlinedData } from "./data.ts";

/** The server hands the rendered view over directly (./server.tsx). */
export const ServerViewContext = createContext<ReactNode>(null);

/** In the browser: the page's view with its data, once `loadInlinedView` has run. */
let inlinedView: ReactNode = null;

/** Reads the data the server inlined and loads the code of its view only. */
export async function loadInlinedView(): Promise<void> {
  // No page (a test loading every island): nothing to load.
  const data = typeof document === "undefined" ? null : readInlinedData();
  switch (data?.view) {
    case "listing": {
      const { CustomerListingView } = await import("../listing-view.tsx");
      inlinedView = (
        <CustomerListingView
          token={data.token}
          data={data.listing}
          interviewRequests={data.interviewRequests}
        />
      );
      return;
    }
    case "profile": {
      const { CustomerProfileView } = await import("../profile-view.tsx");
      inlinedView = (
        <CustomerProfileView
          token={data.token}
          data={data.profile}
          viewerEmail={data.viewerEmail}
          interviewRequests={data.interviewRequests}
        />
      );
      return;
    }
    default:
      // Refusals are plain HTML without an island (./server.tsx): nothing to hydrate.
      inlinedView = null;
  }
}

function CustomerPageIsland() {
  const serverView = useContext(ServerViewContext);
  const [view] = useState(() => serverView ?? inlinedView);
  return view;
}

export const CustomerPage = island("customer-page", CustomerPageIsland);
