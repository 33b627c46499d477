import { site } from "#common/site.ts";

export interface ServiceCard {
  title: string;
  description: string;
  /** Exactly four key features. */
  features: [string, string, string, string];
  /** A lucide-react icon component name. */
  icon: string;
}

export interface ProcessStep {
  number: string;
  title: string;
  description: string;
}

export interface ServicesContent {
  hero: { title: string; subtitle: string; buttonLabel: string };
  cardsHeading: string;
  cardsSubheading: string;
  keyFeaturesLabel: string;
  cards: ServiceCard[];
  process: { heading: string; subheading: string; steps: ProcessStep[] };
  cta: { heading: string; text: string; buttonLabel: string; tagline: string };
}

export const servicesContent: ServicesContent = {
  hero: {
    title: "Tech Talent Services Built for Speed and Certainty",
    subtitle: `From on-demand access to pre-vetted developers to custom recruitment for hard-to-find skills, ${site.brandName} gives you the engineers you need without the usual hiring delays and risks.`,
    buttonLabel: "Find Developers",
  },
  cardsHeading: "Our Services",
  cardsSubheading: "Everything you need to find, hire and keep the right developers.",
  keyFeaturesLabel: "Key Features",
  cards: [
    {
      title: "Pre-Vetted Talent Pool",
      description:
        "Instant access to developers who have already passed our AI-powered skills assessment, ready to be matched to your project.",
      features: [
        "Matching within 24 hours",
        "Developers scoring 95% or more on our assessment",
        "5+ years of experience on average",
        "Talent from 50+ countries",
      ],
      icon: "Users",
    },
    {
      title: "Custom Recruitment",
      description:
        "When you need skills that are not in our pool, we source, assess and vet candidates specifically for your role.",
      features: [
        "Custom sourcing in 1-2 weeks",
        "Same AI assessment standards as our talent pool",
        "Search tailored to your stack and domain",
        "No recruitment fees",
      ],
      icon: "UserSearch",
    },
    {
      title: "Flexible Engagement Options",
      description:
        "Engage developers in the way that fits your project, budget and timeline, and adjust as your needs change.",
      features: [
        "Full-time and part-time engagements",
        "Project-based, contract and consulting work",
        "Flexible contracts with no long-term commitments",
        "No setup fees",
      ],
      icon: "Workflow",
    },
    {
      title: "Quality Guarantee",
      description:
        "Every engagement is backed by guarantees that remove the risk from hiring, so you only keep developers you are happy with.",
      features: [
        "7-day risk-free trial",
        "Unlimited free replacements",
        "Satisfaction guarantee with full refund",
        "Ongoing quality monitoring",
      ],
      icon: "ShieldCheck",
    },
  ],
  process: {
    heading: "How It Works",
    subheading: "A simple three-step process from your first request to productive work.",
    steps: [
      {
        number: "1",
        title: "Developer Vetting",
        description:
          "Every developer completes our AI-powered technical assessment and a review of experience and communication. Only developers scoring 95% or more join our talent pool.",
      },
      {
        number: "2",
        title: "Instant Matching",
        description:
          "Tell us what you need and our AI matches you with pre-vetted developers who fit your stack, seniority and working hours within 24 hours.",
      },
      {
        number: "3",
        title: "Start Working",
        description:
          "Interview your matches, choose your developer and start with a 7-day risk-free trial. We monitor quality throughout the engagement.",
      },
    ],
  },
  cta: {
    heading: "Ready to Build Your Team?",
    text: "Tell us about your project and meet pre-vetted developers within 24 hours.",
    buttonLabel: "Hire a Developer Today",
    tagline: "No setup fees • Flexible contracts • Start immediately",
  },
};
