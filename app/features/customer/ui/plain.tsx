/**
 * The shared ui components the customer views use (card, badge, avatar, progress),
 * without tailwind-merge and Radix: the same markup as app/components/ui/'s for
 * these uses (./parity.test.ts), in plain elements, so the page's first load carries
 * neither (issue 26). Each takes its complete class string (./classes.ts), not one to merge.
 */
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
  PROGRESS,
  PROGRESS_INDICATOR,
} from "./classes.ts";

/** `extra` is added to the card's classes; none of the customer views' extras conflict. */
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

export function Badge({
  variant = "default",
  ...props
}: Omit<ComponentProps<"span">, "className"> & { variant?: BadgeLook }) {
  return <span data-slot="badge" data-variant={variant} className={BADGE[variant]} {...props} />;
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
