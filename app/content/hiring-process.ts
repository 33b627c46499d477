import { site } from "#common/site.ts";

export interface HiringGuarantee {
  title: string;
  description: string;
  /** A lucide-react icon component name. */
  icon: string;
}

export interface HiringStep {
  number: string;
  title: string;
  description: string;
}

export interface HiringCta {
  label: string;
  /** Every call to action on this page leads to the home contact section. */
  href: "/#contact";
}

export interface HiringProcessContent {
  hero: { badge: string; title: string; subtitle: string; button: HiringCta };
  guarantees: { heading: string; subheading: string; items: HiringGuarantee[] };
  steps: { heading: string; subheading: string; items: HiringStep[] };
  whyChoose: { heading: string; items: string[] };
  cta: { heading: string; text: string; button: HiringCta };
}

export const hiringProcessContent: HiringProcessContent = {
  hero: {
    badge: "Risk-Free Hiring",
    title: "Hire Top Developers, Completely Risk-Free",
    subtitle:
      "Try any developer for 7 days with no upfront cost. If the fit is not right, we replace them for free, as many times as you need, and our satisfaction guarantee includes a full refund.",
    button: { label: "Start Your Risk-Free Trial", href: "/#contact" },
  },
  guarantees: {
    heading: "Our Guarantees",
    subheading: "Three commitments that put all of the hiring risk on us, not on you.",
    items: [
      {
        title: "Unlimited Free Replacements",
        description:
          "If a developer is not the right fit at any point, we will match you with a replacement at no cost. There is no limit on replacements.",
        icon: "RefreshCw",
      },
      {
        title: "7-Day Free Trial",
        description:
          "Work with your developer for 7 days on real tasks before you commit, with no upfront cost and no obligation to continue.",
        icon: "CalendarClock",
      },
      {
        title: "Satisfaction Guarantee",
        description:
          "If you are not satisfied with the work delivered, our satisfaction guarantee gives you a full refund.",
        icon: "ShieldCheck",
      },
    ],
  },
  steps: {
    heading: "How Risk-Free Hiring Works",
    subheading: "Four simple steps from your first request to a developer you are confident in.",
    items: [
      {
        number: "1",
        title: "Tell Us Your Needs",
        description:
          "Share your project goals, tech stack, seniority requirements and preferred engagement type. A short conversation is all it takes.",
      },
      {
        number: "2",
        title: "AI Matching",
        description:
          "Our AI matches you with pre-vetted developers who fit your requirements within 24 hours, each with a detailed skills assessment.",
      },
      {
        number: "3",
        title: "7-Day Free Trial",
        description:
          "Your chosen developer starts working on real tasks with your team. You pay nothing upfront during the 7-day trial.",
      },
      {
        number: "4",
        title: "Continue or Get a Free Replacement",
        description:
          "Happy with the fit? Continue on flexible terms. If not, we provide a free replacement and you start again with no added cost.",
      },
    ],
  },
  whyChoose: {
    heading: `Why Companies Choose ${site.brandName}`,
    items: [
      "Every developer is verified by our AI skills-assessment platform before you meet them",
      "Matching within 24 hours from talent in 50+ countries",
      "No setup fees and no recruitment fees",
      "Flexible contracts with no long-term commitments",
      "Ongoing quality monitoring throughout your engagement",
      "24/7 access to our talent pool",
    ],
  },
  cta: {
    heading: "Ready to Hire Without the Risk?",
    text: "Tell us what you need today and start your 7-day risk-free trial with a pre-vetted developer.",
    button: { label: "Get Started Today", href: "/#contact" },
  },
};
