import { buttonVariants } from "~/components/plain/classes.ts";
import type { ScrollButton } from "~/content/home-sections";
import { island } from "~/islands/island";
import { onDarkOutline, onDarkPrimary } from "./page-parts.tsx";
import { onAnchorClick } from "./scroll.ts";

/** The platform button scrolls to the player itself, which may sit below the text. */
const scrollTargets: Record<string, string> = { platform: "platform-video" };

/** A home page button that scrolls smoothly to a section. */
function SectionLink({
  button,
  variant,
  className = "",
}: {
  button: ScrollButton;
  variant: "primary" | "outline" | "onDark" | "onDarkPrimary";
  className?: string;
}) {
  const target = scrollTargets[button.targetId] ?? button.targetId;
  const look =
    variant === "primary"
      ? buttonVariants({ size: "lg" })
      : variant === "outline"
        ? buttonVariants({ size: "lg", variant: "outline" })
        : variant === "onDark"
          ? onDarkOutline
          : onDarkPrimary;
  return (
    <a href={`#${target}`} onClick={onAnchorClick(target)} className={`${look} ${className}`}>
      {button.label}
    </a>
  );
}

export const ScrollLink = island("scroll-link", SectionLink);
