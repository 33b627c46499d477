/**
 * The customer views' tailwind-merge-free and Radix-free parts (./classes.ts, ./plain.tsx,
 * ./candidate.tsx, ./compare.tsx) render the same markup as the shared components they
 * stand in for (issue 26): what the page shows does not change.
 */
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as shared from "~/components/compare-selection";
import { badgeVariants } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import * as sharedCard from "~/features/candidates/candidate-card";
import * as sharedProfile from "~/features/candidates/candidate-profile";
import { StaticPageRouter } from "~/islands/page-router";
import { cn } from "~/lib/utils";
import * as mineCard from "./candidate-card.tsx";
import { BACK_BUTTON, BADGE, buttonClass, CTA_OUTLINE_BUTTON, NEW_BADGE } from "./classes.ts";
import * as mineCompare from "./compare.tsx";
import * as mine from "./profile.tsx";

const routerProps = { url: "http://localhost/shared/t" } as Parameters<typeof StaticPageRouter>[0];
const render = (element: ReactElement) =>
  renderToStaticMarkup(h(StaticPageRouter, routerProps, element));

const developer = {
  id: "d1",
  fullName: "Amara Okafor",
  title: "Senior Engineer",
  location: "Lagos",
  email: "amara@example.com",
  phone: "+234 (0) 123",
  experience: 1,
  hourlyRate: 80,
  aiAssessmentScore: 87.6,
  skills: ["React", "Node", "SQL", "Go", "Rust"],
  spokenLanguages: ["English", "Yoruba"],
  availability: "Full-time",
  profilePhoto: "/photo.jpg",
  resumeUrl: "/resume.pdf",
  videoUrl: "/video.mp4",
  portfolioUrl: "https://example.com",
  githubUrl: "https://github.com/a",
  linkedinUrl: "https://linkedin.com/in/a",
  summary: "Builds things.",
};
const sparse = {
  ...developer,
  location: null,
  email: undefined,
  phone: null,
  experience: null,
  hourlyRate: null,
  aiAssessmentScore: null,
  skills: [],
  spokenLanguages: [],
  availability: "Part-time",
  profilePhoto: null,
  resumeUrl: null,
  videoUrl: null,
  portfolioUrl: null,
  githubUrl: null,
  linkedinUrl: null,
  summary: null,
};

describe("class strings", () => {
  it("are what cn gives for the shared components' uses", () => {
    for (const variant of ["default", "outline", "secondary", "ghost"] as const) {
      for (const size of ["default", "sm"] as const) {
        expect(buttonClass(variant, size)).toBe(cn(buttonVariants({ variant, size })));
      }
    }
    for (const variant of ["default", "secondary", "outline"] as const) {
      expect(BADGE[variant]).toBe(cn(badgeVariants({ variant })));
    }
    const cta =
      "border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground";
    expect(CTA_OUTLINE_BUTTON).toBe(cn(buttonVariants({ variant: "outline", className: cta })));
    expect(BACK_BUTTON).toBe(cn(buttonVariants({ variant: "ghost", className: "-ml-2" })));
    expect(NEW_BADGE).toBe(
      cn(
        badgeVariants(),
        cn("bg-emerald-700 text-white hover:bg-emerald-700", "absolute -top-2.5 right-4 z-10"),
      ),
    );
    expect([mineCompare.COMPARE_MIN, mineCompare.COMPARE_MAX]).toEqual([
      shared.COMPARE_MIN,
      shared.COMPARE_MAX,
    ]);
  });
});

describe("markup", () => {
  it("of the candidate card", () => {
    for (const d of [developer, sparse]) {
      const props = { developer: d, href: "/shared/t/d1" };
      expect(render(h(mineCard.CandidateCard, props))).toBe(
        render(h(sharedCard.CandidateCard, props)),
      );
    }
  });

  it("of the profile, its way back and 'Developer Not Found'", () => {
    const callToAction = (B: typeof Button | null) =>
      B
        ? h(B, { asChild: true }, h("a", { href: "mailto:x@example.com" }, "Get in Touch"))
        : h(
            "a",
            { href: "mailto:x@example.com", "data-slot": "button", className: buttonClass() },
            "Get in Touch",
          );
    for (const d of [developer, sparse]) {
      const resume = { label: "Download Resume (PDF)", fileName: "amara-resume.pdf" };
      const child = h("p", null, "workspace");
      expect(
        render(
          h(
            mine.CandidateProfile,
            { developer: d, resume, callToAction: callToAction(null) },
            child,
          ),
        ),
      ).toBe(
        render(
          h(
            sharedProfile.CandidateProfile,
            { developer: d, resume, callToAction: callToAction(Button) },
            child,
          ),
        ),
      );
    }
    expect(render(h(mine.ProfileBackLink, { to: "/shared/t" }))).toBe(
      render(h(sharedProfile.ProfileBackLink, { to: "/shared/t" })),
    );
    const missing = { message: "Not in this link.", backTo: "/shared/t" };
    expect(render(h(mine.ProfileNotFound, missing))).toBe(
      render(h(sharedProfile.ProfileNotFound, missing)),
    );
  });

  it("of the compare checkbox and bar", () => {
    // Radix renders a hidden input for forms on the server and drops it outside a form.
    const withoutFormInput = (html: string) => html.replace(/<input type="checkbox"[^>]*\/>/g, "");
    const onToggle = () => {};
    for (const selected of [[], ["d1"], ["a", "b", "c"]]) {
      const props = { id: "d1", name: "Amara", selected, onToggle };
      expect(render(h(mineCompare.CompareCheckbox, props))).toBe(
        withoutFormInput(render(h(shared.CompareCheckbox, props))),
      );
    }
    // The bar's buttons say type="button" now (they were submit buttons outside any form).
    const withoutType = (html: string) => html.replace(/ type="button"/g, "");
    for (const selected of [["d1"], ["d1", "d2"]]) {
      const props = { compareHref: (ids: string[]) => `/c?ids=${ids}`, selected, onClear() {} };
      expect(withoutType(render(h(mineCompare.CompareBar, props)))).toBe(
        render(h(shared.CompareBar, props)),
      );
    }
  });
});
