import { site } from "#common/site.ts";

export interface PricingPlan {
  name: string;
  price: string;
  description: string;
  features: string[];
  cta: { label: string; href: string };
  mostPopular: boolean;
}

export interface PricingAddOn {
  name: string;
  description: string;
  price: string;
}

export interface PricingFaqItem {
  question: string;
  answer: string;
}

export interface PricingLink {
  label: string;
  href: string;
}

export interface PricingPageCopy {
  hero: { title: string; subtitle: string };
  mostPopularLabel: string;
  priceNote: string;
  includedTerms: string[];
  addOnsHeading: string;
  addOnsSubtitle: string;
  faqHeading: string;
  cta: {
    heading: string;
    text: string;
    primary: PricingLink;
    secondaryLinks: PricingLink[];
  };
}

export const pricingPageCopy: PricingPageCopy = {
  hero: {
    title: "Simple, Transparent Pricing Built Around Your Needs",
    subtitle:
      "Every team is different, so every engagement is priced to fit. Choose the level of support you need and we'll prepare a custom quote with no hidden costs.",
  },
  mostPopularLabel: "Most Popular",
  priceNote: "Tailored to your team, tech stack and engagement type",
  includedTerms: [
    "No setup fees",
    "No recruitment fees",
    "7-day risk-free trial",
    "Unlimited free replacements",
    "No long-term commitments",
  ],
  addOnsHeading: "Add-On Services",
  addOnsSubtitle: "Extend any plan with specialized services when your project calls for them.",
  faqHeading: "Pricing Questions",
  cta: {
    heading: "Let's Build Your Custom Quote",
    text: "Tell us about your project and the developers you need. We'll respond within 24 hours with a tailored proposal.",
    primary: { label: "Contact Sales", href: "/contact" },
    secondaryLinks: [
      { label: "Read the FAQ", href: "/faq" },
      { label: "See Our Process", href: "/case-studies" },
    ],
  },
};

export const pricingPlans: PricingPlan[] = [
  {
    name: "Starter",
    price: "Custom",
    description: "For companies making their first hire or adding a single specialist to the team.",
    features: [
      "Access to our pre-vetted talent pool",
      "Matching within 24 hours",
      "AI skills assessment report for every candidate",
      "7-day risk-free trial",
      "Unlimited free replacements",
      "Email support",
    ],
    cta: { label: "Get Started", href: "/contact" },
    mostPopular: false,
  },
  {
    name: "Professional",
    price: "Custom",
    description:
      "For growing teams hiring several developers across multiple roles and tech stacks.",
    features: [
      "Everything in Starter",
      "Dedicated account manager",
      "Priority matching for multiple open roles",
      "Ongoing quality monitoring with regular check-ins",
      "Flexible engagement types across your team",
      "Satisfaction guarantee with full refund",
    ],
    cta: { label: "Get Started", href: "/contact" },
    mostPopular: true,
  },
  {
    name: "Enterprise",
    price: "Custom",
    description: "For organizations building distributed teams at scale with tailored processes.",
    features: [
      "Everything in Professional",
      "Custom recruitment for skills outside our talent pool",
      "Custom assessment criteria for your roles",
      "Consolidated billing across teams and projects",
      "Security and compliance review support",
      "Regular business reviews with hiring insights",
    ],
    cta: { label: "Contact Sales", href: "/contact" },
    mostPopular: false,
  },
];

export const pricingAddOns: PricingAddOn[] = [
  {
    name: "Custom Recruitment",
    description:
      "We source, assess and vet candidates for specialized skills not currently in our talent pool, typically within 1-2 weeks.",
    price: "Custom",
  },
  {
    name: "Technical Leadership Advisory",
    description:
      "Experienced architects and engineering leaders who review your architecture, guide technical decisions and mentor your team.",
    price: "Custom",
  },
  {
    name: "Dedicated Team Assembly",
    description:
      "A complete, cross-functional team matched to your roadmap, with developers selected to work well together from the start.",
    price: "Custom",
  },
  {
    name: "Custom Skills Assessments",
    description: `Assessments built on the ${site.brandName} AI platform around your own stack, coding standards and hiring criteria.`,
    price: "Custom",
  },
];

export const pricingFaq: PricingFaqItem[] = [
  {
    question: "Why is pricing listed as Custom?",
    answer:
      "Rates depend on the skills, seniority and engagement type you need, so we price each engagement individually. You receive a clear quote before any work begins.",
  },
  {
    question: "Are there setup or recruitment fees?",
    answer: "No. There are no setup fees and no recruitment fees on any plan.",
  },
  {
    question: "What happens if a developer isn't the right fit?",
    answer:
      "Every engagement starts with a 7-day risk-free trial, and you can request unlimited free replacements at any time. Our satisfaction guarantee includes a full refund.",
  },
  {
    question: "Can I change plans or scale my team later?",
    answer:
      "Yes. Contracts are flexible with no long-term commitments, so you can move between plans and add or remove developers as your needs change.",
  },
];
