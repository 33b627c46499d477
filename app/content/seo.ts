import { site } from "#common/site.ts";

export interface PageMeta {
  title: string;
  description: string;
}

/** Meta title and description for each public marketing route. */
export const pageMeta: Record<string, PageMeta> = {
  "/": {
    title: `${site.brandName} | Pre-Vetted Developers On Demand`,
    description:
      "Hire AI-vetted software developers from 50+ countries, matched within 24 hours. No setup fees, flexible contracts and a 7-day risk-free trial.",
  },
  "/about": {
    title: `About Us | ${site.brandName}`,
    description:
      "Learn about our mission, our vision of a global standard for technical talent assessment, and the values behind every developer we match.",
  },
  "/services": {
    title: `Developer Hiring Services | ${site.brandName}`,
    description:
      "Pre-vetted talent pool, custom recruitment, flexible engagement options and a quality guarantee. Find the right developers without the usual risk.",
  },
  "/contact": {
    title: `Contact Us | ${site.brandName}`,
    description:
      "Tell us about your project and the developers you need. Our team replies within 24 hours with pre-vetted candidates matched to your requirements.",
  },
  "/hiring-process": {
    title: `Risk-Free Hiring Process | ${site.brandName}`,
    description:
      "Hire with a 7-day free trial, unlimited free replacements and a satisfaction guarantee with full refund. See how our risk-free hiring process works.",
  },
  "/skills-evaluator": {
    title: `AI Skills Evaluator | ${site.brandName}`,
    description:
      "Assess developers with 99.2% accuracy across 20+ languages in 15 minutes on average. Hire 75% faster with 90% fewer bad hires and 15+ hours saved.",
  },
  "/faq": {
    title: `Frequently Asked Questions | ${site.brandName}`,
    description:
      "Answers about getting started, pricing and payment, developer quality, working with developers, and security and legal terms for hiring with us.",
  },
  "/case-studies": {
    title: `Our Process | ${site.brandName}`,
    description:
      "See how we source, assess and match developers: two paths to hiring, a rigorous vetting process, clear quality standards and commitments you can rely on.",
  },
  "/pricing": {
    title: `Pricing | ${site.brandName}`,
    description:
      "Custom pricing for Starter, Professional and Enterprise plans, with no setup fees, no recruitment fees and no long-term commitments. Get a tailored quote.",
  },
  "/blog": {
    title: `Blog: AI & Tech Recruitment Insights | ${site.brandName}`,
    description:
      "Articles on AI in recruitment, developer assessment, machine learning matching, skill verification, predictive hiring analytics and resume NLP.",
  },
};
