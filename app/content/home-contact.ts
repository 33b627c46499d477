/**
 * The home page's contact section: the inquiry form's copy and the panel beside it. One
 * section per file so each section's copy is found and edited on its own; home.ts puts
 * them together.
 */
import { homeContactMessages } from "#common/inquiry-form-messages.ts";
import { site } from "#common/site.ts";
import { type ContactFormCopy, examplePlaceholders } from "./contact.ts";

export interface SocialLink {
  label: string;
  /** null: shown as an icon that links nowhere. */
  href: string | null;
  icon: string;
  external: boolean;
}

export interface HomeContact {
  form: ContactFormCopy;
  panel: {
    heading: string;
    blurb: string;
    generalInquiriesLabel: string;
    email: string;
    followUsLabel: string;
    socialLinks: SocialLink[];
  };
  toasts: typeof homeContactMessages.toasts;
}

export const homeContact: HomeContact = {
  form: {
    heading: "Get Started Today",
    intro:
      "Tell us about the developers you need and we'll get back to you within 24 hours with pre-vetted candidates.",
    labels: homeContactMessages.labels,
    placeholders: {
      ...examplePlaceholders,
      message: "Tell us about your project, tech stack and the skills you're looking for.",
    },
    submitLabel: "Send Message",
    sendingLabel: "Sending...",
  },
  panel: {
    heading: "Get in Touch",
    blurb:
      "Whether you need one specialist or a full team, we're here to help. Reach out to discuss your project, learn how our vetting works or get matched with pre-vetted developers within 24 hours.",
    generalInquiriesLabel: "General inquiries:",
    email: site.contactEmail,
    followUsLabel: "Follow Us",
    socialLinks: [
      { label: "LinkedIn", href: site.professionalNetworkUrl, icon: "Briefcase", external: true },
      { label: "X", href: null, icon: "AtSign", external: false },
      { label: "GitHub", href: null, icon: "GitBranch", external: false },
    ],
  },
  toasts: homeContactMessages.toasts,
};
