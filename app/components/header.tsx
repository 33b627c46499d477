import { Menu, X } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { site } from "#common/site.ts";
import { buttonVariants } from "~/components/plain/classes.ts";
import { useSessionHint } from "~/features/auth/session-hint";
import { island } from "~/islands/island";
import { NavEntry } from "./nav-entry.tsx";
import { publicNavItems } from "./navigation.ts";

const SessionNavItems = lazy(() =>
  import("~/features/auth/header-session").then((m) => ({ default: m.SessionNavItems })),
);
const SessionUserArea = lazy(() =>
  import("~/features/auth/header-session").then((m) => ({ default: m.SessionUserArea })),
);
const MobileMenu = lazy(() => import("./mobile-menu.tsx"));

const items = publicNavItems(site.skillsEvaluatorUrl);

function SignInButton({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/auth" onClick={onNavigate} className={buttonVariants({ size: "sm" })}>
      Sign In
    </Link>
  );
}

/** Developers apply to join the pool from the header and footer. */
function ApplyLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/apply"
      onClick={onNavigate}
      className={buttonVariants({ variant: "outline", size: "sm" })}
    >
      Apply as a Developer
    </Link>
  );
}

/**
 * Visitors see Sign In at once; with a session cookie the signed-in area loads.
 * onNavigate closes the phone menu, as its links do.
 */
function UserArea({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const mayBeSignedIn = useSessionHint();
  const signIn = <SignInButton onNavigate={onNavigate} />;
  if (!mayBeSignedIn) return signIn;
  return (
    <Suspense fallback={null}>
      <SessionUserArea vertical={vertical} signIn={signIn} onNavigate={onNavigate} />
    </Suspense>
  );
}

function NavLinks({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const mayBeSignedIn = useSessionHint();
  return (
    <>
      {items.map((item) => (
        <NavEntry key={item.label} item={item} vertical={vertical} onNavigate={onNavigate} />
      ))}
      {mayBeSignedIn && (
        <Suspense fallback={null}>
          <SessionNavItems vertical={vertical} onNavigate={onNavigate} />
        </Suspense>
      )}
    </>
  );
}

/** The id of the plain menu, which the menu button opens by itself without JavaScript. */
const PLAIN_MENU_ID = "site-menu";

/**
 * The phone menu before (or without) JavaScript: the same links in a native popover,
 * opened and closed by buttons alone (`popovertarget`). Once React runs, the menu button
 * cancels its click and opens the sheet instead, which traps focus and closes on a link.
 * Hidden popovers are not rendered, so the page has one visible "Mobile" navigation.
 */
function PlainMenu() {
  return (
    <div
      id={PLAIN_MENU_ID}
      popover="auto"
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-3/4 max-w-sm overflow-y-auto border-l bg-background p-6 text-foreground shadow-lg backdrop:bg-black/60 lg:hidden"
    >
      <p className="mb-4 text-lg font-semibold">{site.brandName}</p>
      <nav aria-label="Mobile" className="flex flex-col gap-1">
        {items.map((item) => (
          <NavEntry key={item.label} item={item} vertical />
        ))}
      </nav>
      <div className="mt-6 flex flex-col items-start gap-3 border-t pt-4">
        <ApplyLink />
        <SignInButton />
      </div>
      <button
        type="button"
        popoverTarget={PLAIN_MENU_ID}
        popoverTargetAction="hide"
        className="absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring focus:ring-offset-2"
      >
        <X className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only">Close</span>
      </button>
    </div>
  );
}

function SiteHeader() {
  // Re-render on navigation so the session hint is read again after sign-in or sign-out.
  useLocation();
  const [open, setOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      {/* From 1024 px (spec: large screens) the links get a row of their own: with the
          signed-in links they do not fit beside the brand and the user area, and at the
          narrowest large screens the row may wrap rather than overflow. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6 lg:px-8 lg:pt-2">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-foreground">
          <span
            className="grid h-8 w-8 place-items-center rounded-md bg-primary text-sm font-bold text-primary-foreground"
            aria-hidden="true"
          >
            {site.brandName.charAt(0)}
          </span>
          {site.brandName}
        </Link>
        <nav
          aria-label="Main"
          className="hidden items-center gap-1 whitespace-nowrap lg:order-last lg:mt-2 lg:flex lg:w-full lg:flex-wrap lg:justify-center lg:border-t lg:py-1"
        >
          <NavLinks />
        </nav>
        <div className="hidden lg:flex lg:items-center lg:gap-2">
          <ApplyLink />
          <UserArea />
        </div>
        <button
          ref={menuButton}
          type="button"
          className={`${buttonVariants({ variant: "ghost", size: "icon" })} lg:hidden`}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          popoverTarget={PLAIN_MENU_ID}
          onClick={(event) => {
            // The sheet, not the plain menu (see PlainMenu).
            event.preventDefault();
            setMenuLoaded(true);
            setOpen(true);
          }}
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>
        <PlainMenu />
        {menuLoaded && (
          <Suspense fallback={null}>
            <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={menuButton}>
              <nav aria-label="Mobile" className="flex flex-col gap-1">
                <NavLinks vertical onNavigate={() => setOpen(false)} />
              </nav>
              <div className="mt-2 flex flex-col items-start gap-3 border-t pt-4">
                <ApplyLink onNavigate={() => setOpen(false)} />
                <UserArea vertical onNavigate={() => setOpen(false)} />
              </div>
            </MobileMenu>
          </Suspense>
        )}
      </div>
    </header>
  );
}

/** An island on content pages: the menu, the active link and the signed-in area. */
export const Header = island("header", SiteHeader);
