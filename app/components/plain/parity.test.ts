/**
 * The plain parts (./classes.ts, ./plain.tsx) render the same markup as the shared ui
 * components they stand in for (issue 26): the candidate's card and profile and the compare
 * selection, built from them, look as the rest of the app does.
 */
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as ui from "~/components/ui/avatar";
import { badgeVariants, Badge as UiBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { buttonVariants } from "~/components/ui/button-variants";
import * as uiCard from "~/components/ui/card";
import { Checkbox as UiCheckbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { Progress as UiProgress } from "~/components/ui/progress";
import { cn } from "~/lib/utils";
import {
  BACK_BUTTON,
  BADGE,
  buttonClass,
  COMPARE_LABEL,
  CTA_OUTLINE_BUTTON,
  NEW_BADGE,
} from "./classes.ts";
import { Avatar, Badge, Card, CardContent, CardHeader, Checkbox, Progress } from "./plain.tsx";

type AvatarProps = Parameters<typeof Avatar>[0];

const render = (element: ReactElement) => renderToStaticMarkup(element);

describe("class strings", () => {
  it("are what cn gives for the shared components' uses", () => {
    for (const variant of ["default", "destructive", "outline", "secondary", "ghost"] as const) {
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
    const label = render(h(Label, { className: "text-sm font-normal" }, "Compare"));
    expect(label).toContain(`class="${COMPARE_LABEL}"`);
  });
});

describe("markup", () => {
  it("of the card and its parts, with and without extra classes", () => {
    for (const extra of [undefined, "h-full transition-shadow hover:shadow-md"]) {
      expect(render(h(Card, { extra }, h(CardHeader, null, "title")))).toBe(
        render(h(uiCard.Card, { className: extra }, h(uiCard.CardHeader, null, "title"))),
      );
    }
    expect(render(h(CardContent, null, "body"))).toBe(render(h(uiCard.CardContent, null, "body")));
    expect(render(h(CardContent, { className: "space-y-4 p-6" }, "body"))).toBe(
      render(h(uiCard.CardContent, { className: "space-y-4 p-6" }, "body")),
    );
  });

  it("of the badge", () => {
    for (const variant of ["default", "secondary", "outline"] as const) {
      for (const extra of [undefined, "mt-2"]) {
        expect(render(h(Badge, { variant, extra }, "Active"))).toBe(
          render(h(UiBadge, { variant, className: extra }, "Active")),
        );
      }
    }
  });

  it("of the avatar (initials until the photo has loaded) and the progress bar", () => {
    for (const photo of ["/photo.jpg", null]) {
      expect(
        render(
          h(
            Avatar,
            { name: "Amara", photo, size: "h-14 w-14", fallbackLabel: "Amara" } as AvatarProps,
            "AO",
          ),
        ),
      ).toBe(
        render(
          h(
            ui.Avatar,
            { className: "h-14 w-14" },
            photo && h(ui.AvatarImage, { src: photo, alt: "Amara" }),
            h(
              ui.AvatarFallback,
              { className: "bg-primary/10 text-primary", "aria-label": "Amara" },
              "AO",
            ),
          ),
        ),
      );
    }
    for (const value of [0, 87, 100]) {
      expect(render(h(Progress, { value, "aria-label": `AI Score ${value}%` }))).toBe(
        render(h(UiProgress, { value, "aria-label": `AI Score ${value}%` })),
      );
    }
  });

  it("of the checkbox", () => {
    // Radix renders a hidden input for forms on the server and drops it outside a form.
    const withoutFormInput = (html: string) => html.replace(/<input type="checkbox"[^>]*\/>/g, "");
    for (const [checked, disabled] of [
      [false, false],
      [true, false],
      [false, true],
    ] as const) {
      const props = { id: "compare-d1", checked, disabled, "aria-label": "Compare Amara" };
      expect(render(h(Checkbox, { ...props, onCheckedChange() {} }))).toBe(
        withoutFormInput(render(h(UiCheckbox, props))),
      );
    }
  });

  it("of a link drawn as a button", () => {
    expect(
      render(h("a", { href: "/x", "data-slot": "button", className: buttonClass() }, "Go")),
    ).toBe(render(h(Button, { asChild: true }, h("a", { href: "/x" }, "Go"))));
  });
});
