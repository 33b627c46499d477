import { Mail, ShieldAlert } from "lucide-react";
import { site } from "#common/site.ts";
import { buttonClass } from "~/components/plain/classes.ts";

/**
 * The one screen for any shared-listing load error (listing and compare view). A
 * customer whose link ran out still wants the developers: the screen offers the company's
 * address rather than a dead end, below the spec's own words, which stay as they are.
 */
export function AccessDenied() {
  const subject = encodeURIComponent("A new link to the developers");
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Access Denied</h1>
      <p className="mt-2 text-muted-foreground">
        This link is invalid, expired, or has been deactivated.
      </p>
      <p className="mt-6 text-muted-foreground">
        Still looking for developers? Write to us and we will send you a new link.
      </p>
      <a
        href={`mailto:${site.contactEmail}?subject=${subject}`}
        data-slot="button"
        className={`${buttonClass("outline")} mt-3`}
      >
        <Mail aria-hidden="true" />
        Email {site.contactEmail}
      </a>
    </div>
  );
}
