/**
 * Site facts in one place. Each can be overridden at build time with a VITE_ variable,
 * so a deployment can rebrand without touching code.
 */
// Vite replaces import.meta.env in the client build; build scripts run by Node (sitemap,
// RSS) read the same VITE_ variables from process.env.
const env: Record<string, string | undefined> =
  import.meta.env ??
  (globalThis as { process?: { env: Record<string, string> } }).process?.env ??
  {};

export const site = {
  brandName: env.VITE_BRAND_NAME || "Acme Talent",
  contactEmail: env.VITE_CONTACT_EMAIL || "hello@acme-talent.example",
  professionalNetworkUrl:
    env.VITE_PROFESSIONAL_NETWORK_URL || "https://www.linkedin.com/company/acme-talent-example",
  skillsEvaluatorUrl: env.VITE_SKILLS_EVALUATOR_URL || "https://evaluator.acme-talent.example",
  companyWebsiteUrl: env.VITE_COMPANY_WEBSITE_URL || "https://acme-talent.example",
  /** Absolute origin used for canonical URLs, Open Graph tags and the sitemap. */
  siteUrl: (env.VITE_SITE_URL || "http://localhost:3000").replace(/\/$/, ""),
  promoVideoUrl: env.VITE_PROMO_VIDEO_URL || "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
  platformVideoUrl:
    env.VITE_PLATFORM_VIDEO_URL || "https://www.youtube-nocookie.com/embed/ScMzIvxBSi4",
} as const;
