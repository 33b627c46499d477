/**
 * One UI kit: each part's markup and class string exist once, in ./plain.tsx and ./classes.ts.
 * app/components/ui/'s card, badge, checkbox and progress render the plain part and only
 * merge a caller's classes with `cn`; no other source file spells a part's look again, so a
 * screen with tailwind-merge and one without cannot drift apart.
 */
import fs from "node:fs";
import path from "node:path";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge as UiBadge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import * as uiCard from "~/components/ui/card";
import { Checkbox as UiCheckbox } from "~/components/ui/checkbox";
import { Label } from "~/components/ui/label";
import { Progress as UiProgress } from "~/components/ui/progress";
import { cn } from "~/lib/utils";
import {
  AVATAR,
  AVATAR_FALLBACK,
  AVATAR_IMAGE,
  BACK_BUTTON,
  BADGE,
  type ButtonLook,
  type ButtonSize,
  buttonClass,
  buttonVariants,
  CARD,
  CARD_CONTENT,
  CARD_HEADER,
  CHECKBOX,
  COMPARE_LABEL,
  CTA_OUTLINE_BUTTON,
  NEW_BADGE,
  PROGRESS,
  PROGRESS_INDICATOR,
} from "./classes.ts";
import { Badge, Card, CardContent, CardHeader, Checkbox, Progress } from "./plain.tsx";

const render = (element: ReactElement) => renderToStaticMarkup(element);

const LOOKS: ButtonLook[] = ["default", "destructive", "outline", "secondary", "ghost", "link"];
const SIZES: ButtonSize[] = ["default", "sm", "lg", "icon"];

describe("the ui parts are the plain parts", () => {
  it("card, header and content, with and without a caller's classes", () => {
    for (const extra of [undefined, "h-full transition-shadow hover:shadow-md"]) {
      expect(render(h(uiCard.Card, { className: extra }, h(uiCard.CardHeader, null, "t")))).toBe(
        render(h(Card, { extra }, h(CardHeader, null, "t"))),
      );
    }
    expect(render(h(uiCard.CardContent, null, "b"))).toBe(render(h(CardContent, null, "b")));
    // A caller's padding replaces the content's own: merged by cn in ui/, written whole in plain.
    expect(render(h(uiCard.CardContent, { className: "space-y-4 p-6" }, "b"))).toBe(
      render(h(CardContent, { className: "space-y-4 p-6" }, "b")),
    );
  });

  it("badge", () => {
    for (const variant of Object.keys(BADGE) as (keyof typeof BADGE)[]) {
      for (const extra of [undefined, "mt-2"]) {
        expect(render(h(UiBadge, { variant, className: extra }, "Active"))).toBe(
          render(h(Badge, { variant, extra }, "Active")),
        );
      }
    }
  });

  it("checkbox (checked, unchecked, indeterminate, disabled) and progress bar", () => {
    for (const checked of [false, true, "indeterminate"] as const) {
      for (const disabled of [false, true]) {
        const props = { id: "c", checked, disabled, "aria-label": "Pick", onCheckedChange() {} };
        expect(render(h(UiCheckbox, props))).toBe(render(h(Checkbox, props)));
      }
    }
    for (const value of [0, 87, 100]) {
      const props = { value, "aria-label": `Score ${value}%` };
      expect(render(h(UiProgress, props))).toBe(render(h(Progress, props)));
    }
  });
});

describe("the strings written out as cn resolves them", () => {
  it("are what cn gives", () => {
    for (const variant of LOOKS) {
      for (const size of SIZES) {
        expect(buttonClass(variant, size)).toBe(cn(buttonVariants({ variant, size })));
      }
    }
    const cta =
      "border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground";
    expect(CTA_OUTLINE_BUTTON).toBe(cn(buttonVariants({ variant: "outline", className: cta })));
    expect(BACK_BUTTON).toBe(cn(buttonVariants({ variant: "ghost", className: "-ml-2" })));
    expect(NEW_BADGE).toBe(
      cn(
        BADGE.default,
        "bg-emerald-700 text-white hover:bg-emerald-700 absolute -top-2.5 right-4 z-10",
      ),
    );
    const label = render(h(Label, { className: "text-sm font-normal" }, "Compare"));
    expect(label).toContain(`class="${COMPARE_LABEL}"`);
  });

  it("a link drawn as a button matches <Button asChild>", () => {
    expect(
      render(h("a", { href: "/x", "data-slot": "button", className: buttonClass() }, "Go")),
    ).toBe(render(h(Button, { asChild: true }, h("a", { href: "/x" }, "Go"))));
  });
});

/** The longest start the strings share (the badge's base, before each look). */
const sharedStart = (strings: string[]) =>
  strings.reduce((start, s) => {
    let n = 0;
    while (n < start.length && start[n] === s[n]) n++;
    return start.slice(0, n);
  });

describe("each look is spelled once", () => {
  const buttonBase = buttonVariants({ variant: null, size: null });
  const looks = [
    buttonBase,
    // Ghost and link are two or three utilities that links and rows use on their own.
    ...(["default", "destructive", "outline", "secondary"] as const).map((variant) =>
      buttonVariants({ variant, size: null }).slice(buttonBase.length + 1),
    ),
    sharedStart(Object.values(BADGE)).trim(),
    CARD,
    CARD_HEADER,
    CARD_CONTENT,
    AVATAR,
    AVATAR_IMAGE,
    AVATAR_FALLBACK,
    PROGRESS,
    PROGRESS_INDICATOR,
    CHECKBOX,
  ];

  it("in ./classes.ts and in no other source", () => {
    const root = path.resolve(import.meta.dirname, "../../..");
    const sources = ["app", "server", "common"].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    const own = path.join("app", "components", "plain", "classes.ts");
    expect(sources).toContain(own);
    const copies: string[] = [];
    for (const file of sources) {
      if (file === own) continue;
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const look of looks) {
        // A short look ("p-6 pt-0") counts only as a whole literal, a long one anywhere.
        const copied = look.length < 20 ? text.includes(`"${look}"`) : text.includes(look);
        if (copied) copies.push(`${file}: ${look}`);
      }
    }
    expect(copies).toEqual([]);
  });
});
