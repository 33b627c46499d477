import { site } from "#common/site.ts";

export interface AboutCard {
  title: string;
  description: string;
  /** A lucide-react icon component name. */
  icon: string;
}

export interface AboutContent {
  hero: { title: string; subtitle: string };
  mission: { label: string; heading: string; intro: string; bullets: string[] };
  vision: { label: string; heading: string; text: string };
  values: { heading: string; subheading: string; cards: AboutCard[] };
  technology: { heading: string; text: string; tiles: AboutCard[] };
}

export const aboutContent: AboutContent = {
  hero: {
    title: "Your Instant Access to Pre-Vetted Tech Talent",
    subtitle: `${site.brandName} connects companies with skilled software developers who have been assessed by our own AI platform. Whether you need an engineer this week or a specialist nobody else can find, we make technical hiring fast, reliable and risk-free.`,
  },
  mission: {
    label: "Our Mission",
    heading: "Two Ways to Access Top Tech Talent",
    intro:
      "Our mission is to remove the guesswork, delays and risk from technical hiring, so companies can focus on building great products with the right people.",
    bullets: [
      "On-demand access to a pool of pre-vetted freelance and contract developers, matched to your needs within 24 hours.",
      "Custom recruitment for skills not in our pool: we source, assess and vet candidates for you, typically within 1-2 weeks.",
      "Every developer verified by our AI skills-assessment platform, backed by a 7-day risk-free trial and unlimited free replacements.",
    ],
  },
  vision: {
    label: "Our Vision",
    heading: "The Global Standard for Technical Talent Assessment",
    text: "We aim to become the global standard for technical talent assessment: a trusted, objective measure of developer skill that lets companies hire with confidence and lets talented engineers everywhere be recognized for what they can do.",
  },
  values: {
    heading: "Our Values",
    subheading: "The principles behind every assessment, match and engagement.",
    cards: [
      {
        title: "Precision First",
        description:
          "We measure skills objectively and match with care, because the right developer for the role matters more than the fastest answer.",
        icon: "Target",
      },
      {
        title: "Global Accessibility",
        description:
          "Talent is everywhere. We give companies access to developers from 50+ countries and give engineers worldwide a fair chance to be hired on merit.",
        icon: "Globe",
      },
      {
        title: "Continuous Innovation",
        description:
          "We keep improving our AI assessment and matching technology, learning from every engagement to raise the bar for technical hiring.",
        icon: "Lightbulb",
      },
    ],
  },
  technology: {
    heading: "Powered by Advanced AI Technology",
    text: "Our proprietary assessment platform evaluates developers on real-world tasks and turns the results into precise, explainable matches.",
    tiles: [
      {
        title: "AI-Driven",
        description:
          "Machine learning models assess coding skill, problem-solving and code quality with 99.2% accuracy.",
        icon: "Brain",
      },
      {
        title: "Real-time",
        description:
          "Skill profiles and matches update continuously, so you are matched with available developers within 24 hours.",
        icon: "Zap",
      },
      {
        title: "Multi-Stack",
        description:
          "Assessments cover 20+ languages along with the frameworks, databases and cloud tools around them.",
        icon: "Layers",
      },
    ],
  },
};
