/**
 * Card, badge, avatar, progress and checkbox: the one implementation of each, as plain
 * elements with their class strings from ./classes.ts, without tailwind-merge or Radix.
 * The candidate's card and profile and the compare selection use them directly, so the
 * customer's first load carries neither library; app/components/ui/'s card, badge,
 * checkbox and progress render these and only merge a caller's classes with `cn`.
 * Each takes its complete class string: `className` replaces the look (a wrapper passes the
 * merged string), `extra` where offered is appended to it.
 */
import { Check, Minus } from "lucide-react";
import { type ComponentProps, useLayoutEffect, useState } from "react";
import {
  AVATAR,
  AVATAR_FALLBACK,
  AVATAR_IMAGE,
  BADGE,
  type BadgeLook,
  CARD,
  CARD_CONTENT,
  CARD_HEADER,
  CHECKBOX,
  PROGRESS,
  PROGRESS_INDICATOR,
} from "./classes.ts";

const withExtra = (look: string, extra: string | undefined) => (extra ? `${look} ${extra}` : look);

/** `extra` is added to the card's classes (a size, a shadow on hover: nothing its look sets). */
export function Card({ extra, className, ...props }: ComponentProps<"div"> & { extra?: string }) {
  return <div data-slot="card" className={className ?? withExtra(CARD, extra)} {...props} />;
}

export function CardHeader({ className = CARD_HEADER, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-header" className={className} {...props} />;
}

/** `className` replaces the padding: it is the whole string. */
export function CardContent({ className = CARD_CONTENT, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={className} {...props} />;
}

/** `extra` is added to the badge's classes (a margin, say: nothing its look sets). */
export function Badge({
  variant = "default",
  extra,
  className,
  ...props
}: ComponentProps<"span"> & { variant?: BadgeLook; extra?: string }) {
  return (
    <span
      data-slot="badge"
      data-variant={variant}
      className={className ?? withExtra(BADGE[variant], extra)}
      {...props}
    />
  );
}

type ImageStatus = "idle" | "loading" | "loaded" | "error";

const statusOf = (image: HTMLImageElement): ImageStatus =>
  image.complete ? (image.naturalWidth > 0 ? "loaded" : "error") : "loading";

/**
 * The photo once it has loaded, the initials until then and when it cannot (what Radix's
 * Avatar does): the server and the first render show the initials.
 */
export function Avatar({
  name,
  photo,
  size,
  fallbackLabel,
  children,
}: {
  name: string;
  photo: string | null;
  /** The avatar's size classes, e.g. "h-14 w-14". */
  size: string;
  fallbackLabel: string;
  children: React.ReactNode;
}) {
  const [status, setStatus] = useState<ImageStatus>("idle");
  useLayoutEffect(() => {
    // No photo: the initials are already what shows. Setting a status here would re-render
    // every avatar of a list once more, synchronously, before the list's first paint.
    if (!photo) return;
    const image = new window.Image();
    const loaded = () => setStatus(statusOf(image));
    const failed = () => setStatus("error");
    image.addEventListener("load", loaded);
    image.addEventListener("error", failed);
    image.crossOrigin = null;
    image.src = photo;
    setStatus(statusOf(image));
    return () => {
      image.removeEventListener("load", loaded);
      image.removeEventListener("error", failed);
      setStatus("idle");
    };
  }, [photo]);
  return (
    <span className={`${AVATAR} ${size}`}>
      {photo && status === "loaded" && <img className={AVATAR_IMAGE} src={photo} alt={name} />}
      {status !== "loaded" && (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the initials stand for the photo, so they are read as the name.
        <span className={AVATAR_FALLBACK} aria-label={fallbackLabel}>
          {children}
        </span>
      )}
    </span>
  );
}

/** A 0–100 bar with the progressbar role and values (what Radix's Progress gave it). */
export function Progress({
  value,
  className = PROGRESS,
  ...props
}: Omit<ComponentProps<"div">, "children"> & { value: number; "aria-label": string }) {
  const state = value === 100 ? "complete" : "loading";
  return (
    <div
      aria-valuemax={100}
      aria-valuemin={0}
      aria-valuenow={value}
      aria-valuetext={`${Math.round(value)}%`}
      role="progressbar"
      data-state={state}
      data-value={value}
      data-max={100}
      className={className}
      {...props}
    >
      <div
        data-state={state}
        data-value={value}
        data-max={100}
        className={PROGRESS_INDICATOR}
        style={{ transform: `translateX(-${100 - value}%)` }}
      />
    </div>
  );
}

/** Checked, unchecked, or "indeterminate": some of what it stands for (a select-all box). */
export type CheckedState = boolean | "indeterminate";

/**
 * A checkbox as a button with the checkbox role (what Radix's Checkbox was outside a form):
 * Space and a click toggle it, Enter does not (WAI-ARIA's checkbox pattern); an
 * indeterminate one becomes checked. Controlled only: every caller keeps its own state, and
 * none posts a native form, so no hidden input goes with it.
 */
export function Checkbox({
  checked,
  disabled,
  onCheckedChange,
  className = CHECKBOX,
  onKeyDown,
  onClick,
  ...props
}: Omit<ComponentProps<"button">, "type" | "role" | "value" | "children"> & {
  checked: CheckedState;
  onCheckedChange: (checked: boolean) => void;
}) {
  const state = checked === "indeterminate" ? "indeterminate" : checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked === "indeterminate" ? "mixed" : checked}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      value="on"
      className={className}
      {...props}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === "Enter") event.preventDefault();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(checked === "indeterminate" || !checked);
      }}
    >
      {checked !== false && (
        <span
          data-state={state}
          data-disabled={disabled ? "" : undefined}
          className="flex items-center justify-center text-current"
          style={{ pointerEvents: "none" }}
        >
          {/* "Some of them" must not look like "all of them". */}
          {checked === "indeterminate" ? (
            <Minus className="h-4 w-4" />
          ) : (
            <Check className="h-4 w-4" />
          )}
        </span>
      )}
    </button>
  );
}
