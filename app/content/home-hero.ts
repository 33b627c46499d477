/**
 * The home page's first screen: the hero and the promo video below it. One section per file
 * so each section's copy is found and edited on its own; home.ts puts them together.
 */
import { site } from "#common/site.ts";
import type { ScrollButton } from "./home-sections.ts";

export interface HomeHero {
  badge: string;
  headline: string;
  subheadline: string;
  primaryButton: ScrollButton;
  /** A second way to the contact section. */
  getStartedButton: ScrollButton;
  secondaryButton: ScrollButton;
  highlights: string[];
}

export interface PromoVideo {
  title: string;
  description: string;
}

export const homeHero: HomeHero = {
  badge: "AI-Vetted Developers On Demand",
  headline: "Pre-Vetted Developers, Matched Within 24 Hours",
  subheadline:
    "Access AI-assessed software engineers from 50+ countries on your terms: full-time, part-time, project-based, contract or consulting. No setup fees, no recruitment fees and no long-term commitments.",
  primaryButton: { label: "Hire a Developer Today", targetId: "contact" },
  getStartedButton: { label: "Get Started Today", targetId: "contact" },
  secondaryButton: { label: "Watch Our Video", targetId: "promo-video" },
  highlights: ["Matching within 24 hours", "7-day risk-free trial", "Unlimited free replacements"],
};

export const homePromoVideo: PromoVideo = {
  title: `See How ${site.brandName} Works`,
  description:
    "A quick look at how we assess, match and support developers so you can build your team with confidence.",
};
