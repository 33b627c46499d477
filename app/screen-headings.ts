/**
 * The headings of the screens whose route modules are in app/routes/, in one place for the
 * screens and for the shell the server paints before their script runs (./route-shells.ts).
 */
export const screenHeadings = {
  developers: { title: "Developers", intro: "Browse our pool of pre-vetted developers." },
  adminDashboard: {
    title: "Admin Dashboard",
    intro: "Manage users and access to the platform.",
  },
} as const;
