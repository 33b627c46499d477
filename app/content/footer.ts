import { site } from "#common/site.ts";

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export interface FooterContent {
  blurb: string;
  columns: FooterColumn[];
  /** Placeholders that lead nowhere (spec). */
  legalLinks: { label: string }[];
  copyright: string;
}

export const footerContent: FooterContent = {
  blurb: `${site.brandName} gives companies instant access to pre-vetted software developers, assessed by our own AI platform and matched within 24 hours. Hire full-time, part-time or by project, with no setup fees and no long-term commitments.`,
  columns: [
    {
      title: "Platform",
      links: [
        { label: "Our Services", href: "/services" },
        { label: "Hiring Process", href: "/hiring-process" },
        { label: "Skills Evaluator", href: "/skills-evaluator" },
        { label: "Find Developers", href: "/developers" },
        { label: "Apply as a Developer", href: "/apply" },
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Blog", href: "/blog" },
        { label: "Our Process", href: "/case-studies" },
        { label: "Pricing", href: "/pricing" },
        { label: "FAQ", href: "/faq" },
      ],
    },
    {
      title: "Company",
      links: [
        { label: "About Us", href: "/about" },
        { label: "Contact", href: "/contact" },
        { label: "Home", href: "/" },
      ],
    },
  ],
  legalLinks: [
    { label: "Privacy Policy" },
    { label: "Terms of Service" },
    { label: "Cookie Policy" },
  ],
  copyright: `© 2024 ${site.brandName}. All rights reserved.`,
};
