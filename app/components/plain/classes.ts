/**
 * The class strings of the app's one UI kit, each written once. ./plain.tsx renders them
 * as plain elements; app/components/ui/'s card, badge, checkbox, progress and button render
 * or use the same strings and only merge a caller's `className` into them with `cn`
 * (tailwind-merge). Nothing here imports tailwind-merge, class-variance-authority or Radix:
 * the customer's first load takes its look from this file and carries none of them.
 *
 * A few strings are written out as `cn` resolves them (buttonClass, CTA_OUTLINE_BUTTON,
 * NEW_BADGE, COMPARE_LABEL), so a screen without tailwind-merge gets what a merged one would;
 * ./kit.test.ts holds each equal to `cn`'s answer.
 */

const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

const BUTTON_LOOK = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  link: "text-primary underline-offset-4 hover:underline",
} as const;

const BUTTON_SIZE = {
  default: "h-10 px-4 py-2",
  sm: "h-9 rounded-md px-3",
  lg: "h-11 rounded-md px-8",
  icon: "h-10 w-10",
} as const;

export type ButtonLook = keyof typeof BUTTON_LOOK;
export type ButtonSize = keyof typeof BUTTON_SIZE;

/**
 * A button's classes one after another, unmerged: the base, the look, the size, then
 * `className`. `<Button>` merges them with `cn`; a link drawn as a button may use them as
 * they are when `className` only adds (a margin, a width).
 */
export function buttonVariants({
  variant,
  size,
  className,
}: {
  variant?: ButtonLook | null;
  size?: ButtonSize | null;
  className?: string;
} = {}) {
  // null leaves the look or size out (class-variance-authority's meaning, kept for callers).
  const look = variant === null ? "" : BUTTON_LOOK[variant ?? "default"];
  const scale = size === null ? "" : BUTTON_SIZE[size ?? "default"];
  return [BUTTON_BASE, look, scale, className].filter(Boolean).join(" ");
}

/** A size with its own corners drops the base's: what tailwind-merge makes of the two. */
const BUTTON_BASE_OWN_CORNERS = BUTTON_BASE.replace(" rounded-md", "");

/** `<Button variant size>`'s classes as `cn` resolves them, for screens without tailwind-merge. */
export function buttonClass(variant: ButtonLook = "default", size: ButtonSize = "default") {
  const sized = BUTTON_SIZE[size];
  const base = sized.includes("rounded-") ? BUTTON_BASE_OWN_CORNERS : BUTTON_BASE;
  return `${base} ${BUTTON_LOOK[variant]} ${sized}`;
}

/** The listing's call to action: an outline button in the primary colours. */
export const CTA_OUTLINE_BUTTON = `${BUTTON_BASE} border ${BUTTON_SIZE.default} border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground`;

/** 'Back to Developers': a ghost button pulled to the edge. */
export const BACK_BUTTON = `${BUTTON_BASE} ${BUTTON_LOOK.ghost} ${BUTTON_SIZE.default} -ml-2`;

/**
 * A badge is a label (a span), never focused or pressed: no focus ring or colour transition,
 * which its many uses on a painted developer list would repeat in every page.
 */
const BADGE_BASE =
  "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold";

export const BADGE = {
  default: `${BADGE_BASE} border-transparent bg-primary text-primary-foreground`,
  secondary: `${BADGE_BASE} border-transparent bg-secondary text-secondary-foreground`,
  destructive: `${BADGE_BASE} border-transparent bg-destructive text-destructive-foreground`,
  outline: `${BADGE_BASE} text-foreground`,
} as const;

export type BadgeLook = keyof typeof BADGE;

/** 'New' on a listing card (emerald, placed on the card's top edge). */
export const NEW_BADGE = `${BADGE_BASE} border-transparent bg-emerald-700 text-white hover:bg-emerald-700 absolute -top-2.5 right-4 z-10`;

export const CARD = "rounded-lg border bg-card text-card-foreground shadow-sm";
export const CARD_HEADER = "flex flex-col space-y-1.5 p-6";
export const CARD_CONTENT = "p-6 pt-0";

export const AVATAR = "relative flex shrink-0 overflow-hidden rounded-full";
export const AVATAR_IMAGE = "aspect-square h-full w-full object-cover";
export const AVATAR_FALLBACK =
  "flex h-full w-full items-center justify-center rounded-full font-medium bg-primary/10 text-primary";

export const PROGRESS = "relative h-2 w-full overflow-hidden rounded-full bg-secondary";
export const PROGRESS_INDICATOR = "h-full w-full flex-1 bg-primary transition-all";

export const CHECKBOX =
  "peer h-4 w-4 shrink-0 rounded-sm border border-primary ring-offset-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground";
/** The compare checkbox's label ('text-sm font-normal' over the Label's own). */
export const COMPARE_LABEL =
  "peer-disabled:cursor-not-allowed peer-disabled:opacity-70 text-sm font-normal";
