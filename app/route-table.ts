/**
 * The app's routes, as plain data so that both the client router
 * (app/routes.ts) and the server's not-found handler read the same list.
 */
export interface RouteEntry {
  path?: string;
  index?: boolean;
  /** Module under app/, e.g. "routes/marketing/home.tsx". */
  file: string;
  children?: RouteEntry[];
  /**
   * Only the prerendered paths of this route exist (e.g. known blog posts): any other
   * path matching it answers HTTP 404.
   */
  prerenderedOnly?: boolean;
  /** A public page rendered to static HTML at build time. */
  prerender?: boolean;
  /** Further concrete paths of a dynamic route to prerender (e.g. each blog post). */
  prerenderExtraPaths?: string[];
  /**
   * Not for search engines: the server answers with `X-Robots-Tag: noindex`, which crawlers
   * see even when they do not run the page's script (its meta tag comes from the script).
   */
  noindex?: boolean;
}

/** Ids of the bundled blog posts (app/content/blog-posts.ts), each prerendered. */
export const blogPostIds = [
  "ai-revolutionizing-tech-recruitment",
  "future-of-developer-assessment",
  "machine-learning-candidate-matching",
  "ai-powered-skill-verification",
  "predictive-analytics-hiring",
  "natural-language-processing-resumes",
];

export const routeTable: RouteEntry[] = [
  { index: true, file: "routes/marketing/home.tsx", prerender: true },
  { path: "about", file: "routes/marketing/about.tsx", prerender: true },
  { path: "services", file: "routes/marketing/services.tsx", prerender: true },
  { path: "contact", file: "routes/marketing/contact.tsx", prerender: true },
  { path: "hiring-process", file: "routes/marketing/hiring-process.tsx", prerender: true },
  { path: "skills-evaluator", file: "routes/marketing/skills-evaluator.tsx", prerender: true },
  { path: "faq", file: "routes/marketing/faq.tsx", prerender: true },
  { path: "case-studies", file: "routes/marketing/case-studies.tsx", prerender: true },
  { path: "pricing", file: "routes/marketing/pricing.tsx", prerender: true },
  { path: "blog", file: "routes/marketing/blog.tsx", prerender: true },
  {
    path: "blog/:id",
    file: "routes/marketing/blog-post.tsx",
    prerenderExtraPaths: blogPostIds.map((id) => `/blog/${id}`),
    prerenderedOnly: true,
  },
  // Developers apply: public, prerendered, a form that works without JavaScript.
  { path: "apply", file: "routes/apply.tsx", prerender: true },
  // Prerendered (its forms are an island), never indexed: the server adds X-Robots-Tag.
  { path: "auth", file: "routes/auth/auth-page.tsx", prerender: true, noindex: true },
  {
    file: "routes/protected-layout.tsx",
    children: [
      { path: "developers", file: "routes/candidates/candidate-list.tsx" },
      { path: "developers/new", file: "routes/candidates/candidate-new.tsx" },
      { path: "developers/compare", file: "routes/candidates/candidate-compare.tsx" },
      { path: "developers/:id", file: "routes/candidates/candidate-profile.tsx" },
      { path: "developers/:id/edit", file: "routes/candidates/candidate-edit.tsx" },
      { path: "admin", file: "routes/admin/dashboard.tsx", noindex: true },
      { path: "account", file: "routes/account/account-page.tsx", noindex: true },
    ],
  },
  // Customer views: public (the token is the key), never prerendered, noindex.
  { path: "shared/:token", file: "routes/customer/customer-listing.tsx", noindex: true },
  // Before the profile's :developerId (a static segment wins anyway; kept explicit).
  {
    path: "shared/:token/compare",
    file: "routes/customer/customer-compare.tsx",
    noindex: true,
  },
  {
    path: "shared/:token/:developerId",
    file: "routes/customer/customer-profile.tsx",
    noindex: true,
  },
  // Not behind the route guard: the admin-only wrapper's own sign-in prompt applies here.
  { path: "admin/campaigns", file: "routes/admin/campaigns.tsx", noindex: true },
  { path: "admin/job-orders", file: "routes/admin/job-orders.tsx", noindex: true },
  { path: "admin/job-orders/:id", file: "routes/admin/job-orders-detail.tsx", noindex: true },
  { path: "admin/reports", file: "routes/admin/reports.tsx", noindex: true },
  { path: "admin/companies", file: "routes/admin/companies.tsx", noindex: true },
  {
    path: "admin/companies/:id",
    file: "routes/admin/companies-detail.tsx",
    noindex: true,
  },
  { path: "admin/engagements", file: "routes/admin/engagements.tsx", noindex: true },
  {
    path: "admin/engagements/:id",
    file: "routes/admin/engagements-detail.tsx",
    noindex: true,
  },
  // Reached from the trial's e-mail: the token is the key.
  {
    path: "engagements/decide/:token",
    file: "routes/engagements/decide.tsx",
    noindex: true,
  },
  // Reached from the sign-up e-mail: the token is the key.
  { path: "verify-email/:token", file: "routes/auth/verify-email-page.tsx", noindex: true },
  // Reached from a campaign e-mail: public (the token is the key), never indexed.
  { path: "unsubscribe/:token", file: "routes/campaigns/unsubscribe-page.tsx", noindex: true },
  // A candidate's own profile: a candidate session, never indexed.
  { path: "talent", file: "routes/talent/talent-profile.tsx", noindex: true },
  { path: "talent/sign-in", file: "routes/talent/talent-sign-in.tsx", noindex: true },
  { path: "*", file: "routes/not-found.tsx" },
];
