/**
 * The screens of the taps bench (bench/taps.ts) and of its journey test: each one's main
 * control as painted (the first match in the document is the painted one: the route shell
 * comes first in `<body>`), what a tap on it does once the page is live (checked to have
 * happened exactly once), and a second interaction on the live page for INP.
 * `{token}`, `{id}`, `{jobOrderId}` and `{decide}` are filled in by bench/taps-data.ts.
 */
export interface TapScreen {
  path: string;
  label: string;
  session: "admin" | "talent" | null;
  /** A selector of the control (Playwright's: `:has-text()` allowed). */
  control: string;
  /** Typed after the tap (a field). */
  type?: string;
  /** Runs in the page: the tap did its thing, once. */
  done: (arg: unknown) => boolean;
  arg?: unknown;
  /** A control of the live page tapped for INP; none where the tap leaves the screen. */
  interaction: string;
}

export const tapScreens: TapScreen[] = [
  {
    path: "/",
    label: "Open menu (island)",
    session: null,
    control: 'button[aria-label="Open menu"]',
    done: () => document.querySelectorAll("[role=dialog]").length === 1,
    interaction: "[role=dialog] button",
  },
  {
    path: "/auth",
    label: "Sign Up tab",
    session: null,
    control: '[role=tab][id$="-trigger-signup"]',
    done: () =>
      document.querySelector('[role=tab][id$="-trigger-signup"]')?.getAttribute("data-state") ===
      "active",
    interaction: '[role=tab][id$="-trigger-signin"]',
  },
  {
    path: "/developers",
    label: "Filter",
    session: "admin",
    control: '[aria-controls="developer-filters"]',
    done: () =>
      document
        .querySelector('main [aria-controls="developer-filters"]')
        ?.getAttribute("aria-expanded") === "true",
    interaction: 'main [aria-controls="developer-filters"]',
  },
  {
    path: "/developers/{id}",
    label: "Edit Profile (link)",
    session: "admin",
    control: 'a[href$="/edit"]',
    done: () => location.pathname.endsWith("/edit"),
    interaction: "main input",
  },
  {
    path: "/admin",
    label: "a dashboard tab",
    session: "admin",
    control: "main [role=tab]:nth-child(2)",
    done: () =>
      document.querySelector("main [role=tab]:nth-child(2)")?.getAttribute("data-state") ===
      "active",
    interaction: "main [role=tab]:nth-child(1)",
  },
  {
    path: "/admin/job-orders/{jobOrderId}",
    label: "a match's Choose",
    session: "admin",
    control: '[aria-label^="Choose "]',
    done: () =>
      document.querySelectorAll('main [aria-label^="Choose "][data-state=checked]').length === 1,
    interaction: 'main li:nth-child(2) [aria-label^="Choose "]',
  },
  {
    path: "/shared/{token}",
    label: "Interested",
    session: null,
    control: 'button[aria-pressed]:has-text("Interested")',
    done: () => document.querySelectorAll('button[aria-pressed="true"]').length === 1,
    interaction: 'button[aria-pressed]:has-text("Maybe")',
  },
  {
    path: "/talent",
    label: "typing in the first field (hourly rate)",
    session: "talent",
    // The first field is a number: a digit, typed once, is what must arrive.
    control: 'form[aria-label="Your profile"] input:not([type=hidden])',
    type: "7",
    done: () =>
      /(^|[^7])7$/.test(
        document.querySelector<HTMLInputElement>(
          'main form[aria-label="Your profile"] input:not([type=hidden])',
        )?.value ?? "",
      ),
    interaction: 'main form[aria-label="Your profile"] input:not([type=hidden])',
  },
  {
    path: "/engagements/decide/{decide}",
    label: "Continue (trial decision)",
    session: null,
    control: "input[type=radio]",
    done: () => document.querySelectorAll("main input[type=radio]:checked").length === 1,
    interaction: "main input[type=radio] >> nth=1",
  },
];

/**
 * Interactions on the live page measured for INP only (no painted control involved): the
 * common ones a recruiter repeats all day that no screen above taps as its main control.
 * `steps` are tapped first, each waited for; `interaction` is the tap measured.
 */
export interface InpFlow {
  path: string;
  label: string;
  session: "admin";
  steps: string[];
  interaction: string;
  /** Runs in the page after the measured tap: it did its thing. */
  done: () => boolean;
}

const cardActions = 'main button[aria-label^="Actions for "]';

export const inpFlows: InpFlow[] = [
  {
    // On a phone the board is its own part of the screen, opened by the URL.
    path: "/admin/job-orders/{jobOrderId}?section=pipeline",
    label: "move a card (its menu → a stage)",
    session: "admin",
    steps: [cardActions],
    // The first stage the menu offers: the card has moved in the tries before.
    interaction: '[role=menu] [role=group]:has-text("Move to") [role=menuitem]',
    done: () => !document.querySelector("[role=menu]"),
  },
  {
    // On a phone the board is its own part of the screen, opened by the URL.
    path: "/admin/job-orders/{jobOrderId}?section=pipeline",
    label: "open a dialog (a card's Reject…)",
    session: "admin",
    steps: [cardActions],
    interaction: '[role=menuitem]:has-text("Reject…")',
    done: () => !!document.querySelector("[role=dialog]"),
  },
  {
    path: "/admin/job-orders",
    label: "open a dialog (New job order)",
    session: "admin",
    steps: [],
    interaction: 'main button:has-text("New job order")',
    done: () => !!document.querySelector("[role=dialog]"),
  },
];
