import { ExternalLink } from "lucide-react";
import { NavLink } from "react-router";
import type { NavItem } from "./navigation.ts";

const base =
  "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground";

/** One header link: the active page is highlighted; an external link opens a new tab. */
export function NavEntry({
  item,
  onNavigate,
  vertical,
}: {
  item: NavItem;
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  const layout = vertical ? " block text-base" : "";
  if (item.external) {
    return (
      <a
        href={item.to}
        target="_blank"
        rel="noopener noreferrer"
        className={`${base}${layout} inline-flex items-center gap-1 text-foreground/80`}
        onClick={onNavigate}
      >
        {item.label}
        <ExternalLink className="h-3 w-3" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink
      to={item.to}
      end={item.to === "/"}
      onClick={onNavigate}
      className={({ isActive }) =>
        `${base}${layout} ${isActive ? "bg-primary/10 text-primary" : "text-foreground/80"}`
      }
    >
      {item.label}
    </NavLink>
  );
}
