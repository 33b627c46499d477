/**
 * Server rendering of a customer's view of a link (docs/decisions/072-…), loaded by
 * server/features/customer/render/: the view's HTML for the page's `<main>`, as the island
 * the page's script hydrates (app/islands/client.tsx), followed by its data as JSON. A tap
 * before that script has run is held by the page's own early-taps script (the template is
 * a prerendered page, app/lib/early-taps.ts).
 * Access Denied, 'Developer Not Found' and the agreement step (a form the browser posts)
 * need no script: they are plain HTML.
 */
import { renderToString } from "react-dom/server";
import { StaticPageRouter } from "~/islands/page-router";
import { CustomerPage, ServerViewContext } from "./customer-page.tsx";
import { CUSTOMER_DATA_ID, type CustomerPageData, inlineJson } from "./data.ts";
import { CustomerPageView } from "./views.tsx";

/** The `useId` prefix of the island, the same on the server and in the browser. */
const ID_PREFIX = "customer-";

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The HTML for `<main>` at `url` (the request's absolute URL): the island and its data, or
 * the static screen of a refusal.
 */
export function renderCustomerMain(data: CustomerPageData, url: string): string {
  if (data.view === "denied" || data.view === "profile-missing" || data.view === "agreement") {
    return renderToString(
      <StaticPageRouter url={url}>
        <CustomerPageView data={data} />
      </StaticPageRouter>,
    );
  }
  const html = renderToString(
    <StaticPageRouter url={url}>
      <ServerViewContext value={<CustomerPageView data={data} />}>
        <CustomerPage />
      </ServerViewContext>
    </StaticPageRouter>,
    { identifierPrefix: ID_PREFIX },
  );
  return (
    `<div class="contents" data-island="${CustomerPage.islandName}" data-props="{}" data-id-prefix="${escapeAttribute(ID_PREFIX)}">${html}</div>` +
    `<script type="application/json" id="${CUSTOMER_DATA_ID}">${inlineJson(data)}</script>`
  );
}
