/**
 * In the browser the island loads only its view's code before hydrating
 * (`loadInlinedView`), and its first render is then exactly the server's markup.
 */
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { SharedDeveloper } from "#common/link.ts";
import { StaticPageRouter } from "~/islands/page-router";
import { CustomerPage, loadInlinedView } from "./customer-page.tsx";
import { type CustomerPageData, inlineJson } from "./data.ts";
import { renderCustomerMain } from "./server.tsx";

const developer: SharedDeveloper = {
  id: "00000000-0000-4000-8000-000000000001",
  fullName: "Ada Lovelace",
  title: "Senior Platform Engineer",
  location: "Berlin",
  experience: 7,
  hourlyRate: 90,
  aiAssessmentScore: 91,
  skills: ["Go", "Kubernetes", "SQL", "Rust"],
  spokenLanguages: ["English"],
  availability: "Full-time",
  profilePhoto: "/photo.jpg",
  portfolioUrl: "https://example.com",
  githubUrl: null,
  linkedinUrl: null,
  summary: "Builds things.",
};
const token = "tok_abcdefghijklmnopqrstuv";
/** An interview under way for Ada: both views mark her, on the server as in the browser. */
const interviewRequests = [
  {
    id: "00000000-0000-4000-8000-0000000000aa",
    developerId: developer.id,
    slots: ["2099-03-01T10:00:00.000Z"],
    timezone: "Europe/Berlin",
    status: "new" as const,
    scheduledAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
  },
];
const pages: CustomerPageData[] = [
  {
    view: "listing",
    token,
    listing: {
      developers: [{ ...developer, isNew: true }],
      customerInfo: { name: "Umbrella", description: "Hiring." },
      viewer: null,
    },
    interviewRequests,
  },
  {
    view: "profile",
    token,
    profile: { developer, customerInfo: { name: "Umbrella", description: null } },
    viewerEmail: "ann@example.com",
    interviewRequests,
  },
];
const url = `http://localhost/shared/${token}`;
const routerProps = { url } as Parameters<typeof StaticPageRouter>[0];

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe("the customer page's island in the browser", () => {
  it.each(pages)("renders the server's markup for the $view first", async (data) => {
    const page = renderCustomerMain(data, url);
    const start =
      page.indexOf('data-id-prefix="customer-">') + 'data-id-prefix="customer-">'.length;
    const server = page.slice(start, page.lastIndexOf('</div><script type="application/json"'));
    (globalThis as { document?: unknown }).document = {
      getElementById: () => ({ textContent: inlineJson(data) }),
    };
    await loadInlinedView();
    const browser = renderToString(h(StaticPageRouter, routerProps, h(CustomerPage)), {
      identifierPrefix: "customer-",
    });
    expect(browser).toBe(server);
    expect(browser).toContain("Ada Lovelace");
    expect(browser).toContain("Interview requested");
  });
});
