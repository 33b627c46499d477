/**
 * The server's rendering of a customer view (docs/decisions/072-…): the names are in the
 * HTML, and the data inlined for the page's script is escaped so that no value can end
 * the `<script>` element it travels in, and reads back unchanged.
 */
import { describe, expect, it } from "vitest";
import type { SharedDeveloper } from "#common/link.ts";
import { site } from "#common/site.ts";
import { CUSTOMER_DATA_ID, type CustomerPageData, inlineJson } from "./data.ts";
import { renderCustomerMain } from "./server.tsx";

const hostile = `Eve </script><script>alert(1)</script> <!-- \u2028\u2029 & "quotes"`;

const developer = (id: string, fullName: string): SharedDeveloper & { isNew: boolean } => ({
  id,
  fullName,
  title: "Senior Platform Engineer",
  location: "Berlin",
  experience: 7,
  aiAssessmentScore: 91,
  skills: ["Go", "Kubernetes"],
  spokenLanguages: ["English"],
  availability: "available",
  profilePhoto: null,
  portfolioUrl: null,
  githubUrl: null,
  linkedinUrl: null,
  summary: "Builds things.",
  isNew: false,
});

const token = "tok_abcdefghijklmnopqrstuv";
const listing: CustomerPageData = {
  view: "listing",
  token,
  listing: {
    developers: [
      developer("00000000-0000-4000-8000-000000000001", "Ada Lovelace"),
      developer("00000000-0000-4000-8000-000000000002", hostile),
    ],
    customerInfo: { name: `Umbrella ${hostile}`, description: hostile },
    viewer: null,
  },
  interviewRequests: [],
};
const url = `http://localhost/shared/${token}`;

/** The text of the page's data element, as the browser would read it. */
function inlined(html: string): string {
  const start = html.indexOf(`<script type="application/json" id="${CUSTOMER_DATA_ID}">`);
  expect(start).toBeGreaterThanOrEqual(0);
  const body = html.slice(html.indexOf(">", start) + 1);
  // The browser ends a script element at the first `</script` (any case): it must be ours.
  return body.slice(0, body.search(/<\/script/i));
}

describe("inlineJson", () => {
  it("writes no character that could end the script element or open a comment", () => {
    const text = inlineJson({ name: hostile });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: hostile });
  });
});

describe("renderCustomerMain", () => {
  it("renders the listing's names into the HTML, as the island the page's script hydrates", () => {
    const html = renderCustomerMain(listing, url);
    expect(html).toContain('<div class="contents" data-island="customer-page"');
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain("Umbrella Eve &lt;/script&gt;&lt;script&gt;alert(1)");
    // One script element, the data's (the page's early-taps script is the template's); the
    // hostile names are text.
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
  });

  it("inlines exactly the data it was given, escaped, and it parses back unchanged", () => {
    const html = renderCustomerMain(listing, url);
    const text = inlined(html);
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(listing);
  });

  it("renders a refusal as plain HTML with no data and no island", () => {
    const html = renderCustomerMain({ view: "denied" }, url);
    expect(html).toContain("Access Denied");
    expect(html).toContain("This link is invalid, expired, or has been deactivated.");
    expect(html).not.toContain("data-island");
    expect(html).toContain(`href="mailto:${site.contactEmail}?subject=`);
    expect(html).not.toContain("<script");
  });

  it("renders a profile with the developer and a way back to the listing", () => {
    const d = developer("00000000-0000-4000-8000-000000000001", "Ada Lovelace");
    const { isNew: _isNew, ...profileDeveloper } = d;
    const html = renderCustomerMain(
      {
        view: "profile",
        token,
        profile: {
          developer: profileDeveloper,
          customerInfo: { name: "Umbrella", description: null },
        },
        viewerEmail: null,
        interviewRequests: [],
      },
      `${url}/${d.id}`,
    );
    expect(html).toContain("<h1");
    expect(html).toContain("Ada Lovelace");
    expect(html).toContain(`href="/shared/${token}"`);
    expect(html).toContain("Request interview");
  });
});

describe("what the customer reads on a card", () => {
  const request = (developerId: string, status: "new" | "scheduled" | "declined" | "done") => ({
    id: crypto.randomUUID(),
    developerId,
    slots: ["2099-03-01T10:00:00.000Z"],
    timezone: "Europe/Berlin",
    status,
    scheduledAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
  });
  const ids = ["1", "2", "3", "4"].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
  /** The HTML of the card of the developer whose name is `name`, up to the next card. */
  const cardOf = (html: string, name: string) => {
    const cards = html.split('<li class="row-span-2 ');
    const card = cards.find((c) => c.includes(`>${name}</h2>`));
    expect(card).toBeDefined();
    return card!;
  };

  it('is "Interview requested" while a request is new or scheduled, not once declined or done', () => {
    const html = renderCustomerMain(
      {
        ...listing,
        listing: {
          ...listing.listing,
          developers: ids.map((id, i) => developer(id, `Dev ${i}`)),
        },
        interviewRequests: [
          request(ids[0]!, "new"),
          request(ids[1]!, "scheduled"),
          request(ids[2]!, "declined"),
          request(ids[3]!, "done"),
        ],
      },
      url,
    );
    expect(cardOf(html, "Dev 0")).toContain("Interview requested");
    expect(cardOf(html, "Dev 1")).toContain("Interview requested");
    expect(cardOf(html, "Dev 2")).not.toContain("Interview requested");
    expect(cardOf(html, "Dev 3")).not.toContain("Interview requested");
  });

  it('is "Not assessed" for a developer without a score, never 0 %, and the average counts 0', () => {
    const html = renderCustomerMain(
      {
        ...listing,
        listing: {
          ...listing.listing,
          developers: [
            developer(ids[0]!, "Scored"),
            { ...developer(ids[1]!, "Unscored"), aiAssessmentScore: null },
          ],
        },
      },
      url,
    );
    expect(cardOf(html, "Unscored")).toContain("Not assessed");
    expect(cardOf(html, "Unscored")).not.toMatch(/\b0%/);
    expect(cardOf(html, "Scored")).toContain("91%");
    // (91 + 0) / 2, rounded: the spec's averages count a missing score as 0.
    expect(html).toMatch(/Avg\. Score<\/p><p[^>]*>46%/);
  });
});
