/**
 * Card, badge, avatar, progress and checkbox as plain elements, without tailwind-merge and
 * Radix: the same markup as app/components/ui/'s for the uses here (./parity.test.ts).
 * The candidate's card and profile and the compare selection are built from them, so the
 * customer's first load carries neither library (issue 26). Each takes its complete class
 * string (./classes.ts), not one to merge.
 */
import { Check } from "lucide-react";
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

/** `extra` is added to the card's classes (a size, a shadow on hover: nothing its look sets). */
export function Card({ extra, ...props }: ComponentProps<"div"> & { extra?: string }) {
  return <div data-slot="card" className={extra ? `${CARD} ${extra}` : CARD} {...props} />;
}

export function CardHeader(props: ComponentProps<"div">) {
  return <div data-slot="card-header" className={CARD_HEADER} {...props} />;
}

/** `className` replaces the padding of the shared CardContent: it is the whole string. */
export function CardContent({ className = CARD_CONTENT, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={className} {...props} />;
}

/** `extra` is added to the badge's classes (a margin, say: nothing its look sets). */
export function Badge({
  variant = "default",
  extra,
  ...props
}: Omit<ComponentProps<"span">, "className"> & { variant?: BadgeLook; extra?: string }) {
  const className = extra ? `${BADGE[variant]} ${extra}` : BADGE[variant];
  return <span data-slot="badge" data-variant={variant} className={className} {...props} />;
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
    if (!photo) {
      setStatus("error");
      return;
    }
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
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the initials are read as the name, as the shared Avatar's are.
        <span className={AVATAR_FALLBACK} aria-label={fallbackLabel}>
          {children}
        </span>
      )}
    </span>
  );
}

/** A 0–100 bar with the progressbar role and values Radix's Progress gives it. */
export function Progress({ value, "aria-label": label }: { value: number; "aria-label": string }) {
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
      className={PROGRESS}
      aria-label={label}
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

/**
 * A checkbox as a button with the checkbox role (Radix's Checkbox, outside a form): Space
 * and a click toggle it, Enter does not (WAI-ARIA's checkbox pattern).
 */
export function Checkbox({
  id,
  checked,
  disabled,
  onCheckedChange,
  "aria-label": label,
}: {
  id: string;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
  "aria-label": string;
}) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={state}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      value="on"
      className={CHECKBOX}
      id={id}
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === "Enter") event.preventDefault();
      }}
      onClick={() => onCheckedChange(!checked)}
    >
      {checked && (
        <span
          data-state={state}
          className="flex items-center justify-center text-current"
          style={{ pointerEvents: "none" }}
        >
          <Check className="h-4 w-4" />
        </span>
      )}
    </button>
  );
}
