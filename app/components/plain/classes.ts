/**
 * The class strings of the shared ui components (app/components/ui/) as `cn` (tailwind-merge)
 * resolves them for the uses of ./plain.tsx and of the screens built from it, written out,
 * so the customer's first load carries no tailwind-merge (about 8 KB gzipped; issue 26).
 * ./parity.test.ts holds each equal to what `cn` gives.
 */

const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";
/** `rounded-md` of the small size replaces the base's, as tailwind-merge orders it. */
const BUTTON_BASE_SM =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";
const BUTTON_LOOK = {
  default: "bg-primary text-primary-foreground hover:bg-primary/90",
  destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
  outline: "border border-input bg-background hover:bg-accent hover:text-accent-foreground",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
} as const;

export type ButtonLook = keyof typeof BUTTON_LOOK;

/** `<Button variant size>`'s classes (sizes default and sm), without a className. */
export function buttonClass(variant: ButtonLook = "default", size: "default" | "sm" = "default") {
  return size === "sm"
    ? `${BUTTON_BASE_SM} ${BUTTON_LOOK[variant]} h-9 rounded-md px-3`
    : `${BUTTON_BASE} ${BUTTON_LOOK[variant]} h-10 px-4 py-2`;
}

/** The listing's call to action: an outline button in the primary colours. */
export const CTA_OUTLINE_BUTTON = `${BUTTON_BASE} border h-10 px-4 py-2 border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground`;

/** 'Back to Developers': a ghost button pulled to the edge. */
export const BACK_BUTTON = `${BUTTON_BASE} hover:bg-accent hover:text-accent-foreground h-10 px-4 py-2 -ml-2`;

const BADGE_BASE =
  "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold";

export const BADGE = {
  default: `${BADGE_BASE} border-transparent bg-primary text-primary-foreground`,
  secondary: `${BADGE_BASE} border-transparent bg-secondary text-secondary-foreground`,
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
