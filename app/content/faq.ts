import { site } from "#common/site.ts";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqCategory {
  title: string;
  items: FaqItem[];
}

export interface FaqPageCopy {
  hero: { title: string; subtitle: string };
  contactPrompt: { heading: string; text: string; linkLabel: string; href: string };
}

export const faqPageCopy: FaqPageCopy = {
  hero: {
    title: "Frequently Asked Questions",
    subtitle: `Everything you need to know about hiring pre-vetted developers through ${site.brandName}, from your first request to long-term engagements.`,
  },
  contactPrompt: {
    heading: "Still have questions?",
    text: "Our team is happy to walk you through the details and help you find the right developers for your project.",
    linkLabel: "Contact Us",
    href: "/contact",
  },
};

export const faqCategories: FaqCategory[] = [
  {
    title: "Getting Started",
    items: [
      {
        question: `How does ${site.brandName} work?`,
        answer:
          "You tell us about your project, tech stack and team, and we match you with developers from our pre-vetted talent pool. Every developer has already passed our AI-powered skills assessment, so you can start interviewing qualified candidates right away.",
      },
      {
        question: "How quickly can I be matched with a developer?",
        answer:
          "We match you with pre-vetted developers within 24 hours of receiving your requirements. If you need skills that are not in our talent pool, our custom recruitment service typically sources and vets candidates in 1-2 weeks.",
      },
      {
        question: "What information do I need to provide?",
        answer:
          "A short description of the role, the technologies involved, the expected seniority and your preferred engagement type is enough to begin. A brief call with our team helps us understand your working style, time zone and team culture.",
      },
      {
        question: "What types of developers can I hire?",
        answer:
          "Our talent pool covers full-stack, mobile, AI/ML, backend and DevOps engineers, as well as technical leaders such as architects and engineering managers. Developers come from 50+ countries and work across a wide range of languages and frameworks.",
      },
      {
        question: "Do I need to commit to a long-term contract?",
        answer:
          "No. Our contracts are flexible and there are no long-term commitments, so you can scale your team up or down as your needs change.",
      },
    ],
  },
  {
    title: "Pricing & Payment",
    items: [
      {
        question: "How much does it cost to hire a developer?",
        answer:
          "Pricing is customized to each engagement and depends on the developer's skills, seniority and the engagement type you choose. Contact us with your requirements and we will prepare a clear, tailored quote.",
      },
      {
        question: "Are there any setup or recruitment fees?",
        answer:
          "No. There are no setup fees and no recruitment fees. You pay only for the developer time you engage.",
      },
      {
        question: "Do I pay during the trial period?",
        answer:
          "Every engagement starts with a 7-day risk-free trial with no upfront cost. If the developer is not the right fit, you can end the trial or request a free replacement.",
      },
      {
        question: "How does billing work?",
        answer:
          "You receive consolidated invoices on the billing schedule agreed in your contract, covering all developers engaged through us. Our team is available to answer any billing questions along the way.",
      },
      {
        question: "What if I am not satisfied?",
        answer:
          "We stand behind every placement with a satisfaction guarantee with full refund, in addition to unlimited free replacements. Our goal is that you only pay for work you are happy with.",
      },
    ],
  },
  {
    title: "Developer Quality",
    items: [
      {
        question: "How are developers vetted?",
        answer:
          "Every developer completes our AI-powered technical assessment, which evaluates coding ability, problem-solving and code quality, followed by a review of experience and communication skills. Only developers scoring 95% or more join our talent pool.",
      },
      {
        question: "How experienced are your developers?",
        answer:
          "Developers in our talent pool have 5+ years of experience on average. Many have led teams, owned system architecture or delivered products at scale.",
      },
      {
        question: "How accurate is your skills assessment?",
        answer:
          "Our skills evaluator achieves 99.2% accuracy, covers 20+ languages and analyzes 150 data points per candidate. Assessments take 15 minutes on average, so developers are measured thoroughly without a lengthy process.",
      },
      {
        question: "How do you maintain quality after a developer starts?",
        answer:
          "We provide ongoing quality monitoring throughout every engagement, including regular check-ins and client feedback. If an issue comes up, we address it quickly and can provide a replacement at no cost.",
      },
    ],
  },
  {
    title: "Working with Developers",
    items: [
      {
        question: "What engagement types are available?",
        answer:
          "You can engage developers full-time, part-time, project-based, on contract or for consulting. You choose the model that fits your project and can change it as your needs evolve.",
      },
      {
        question: "Can I interview developers before hiring them?",
        answer:
          "Yes. You can review each developer's profile and assessment results and interview them before making a decision, and the 7-day risk-free trial lets you confirm the fit on real work.",
      },
      {
        question: "How do developers work with my team?",
        answer:
          "Developers join your existing workflows, tools and communication channels, and work with your team just as in-house engineers would. We help agree on working hours and time zone overlap up front.",
      },
      {
        question: "What happens if a developer is not the right fit?",
        answer:
          "Let us know and we will provide a replacement at no cost. Replacements are unlimited and free for the life of your engagement.",
      },
      {
        question: "Can I scale my team up or down?",
        answer:
          "Yes. You can add developers as your project grows or reduce your team when a phase is complete, with no long-term commitments.",
      },
    ],
  },
  {
    title: "Security & Legal",
    items: [
      {
        question: "Who owns the code and intellectual property?",
        answer:
          "You do. Our agreements assign ownership of all work product created during an engagement to your company.",
      },
      {
        question: "Will developers sign our NDA?",
        answer:
          "Yes. Developers are bound by confidentiality obligations, and they can sign your own non-disclosure agreement before starting work.",
      },
      {
        question: "How do you protect our data?",
        answer:
          "We follow security best practices, including encrypted connections and restricted access to client information. Developers follow your security policies and access controls for your systems and data.",
      },
      {
        question: "How are developer profiles shared with my team?",
        answer:
          "We can send you a private, read-only link to a curated list of developer profiles that your team can review without creating an account. Links can be deactivated or set to expire at any time.",
      },
      {
        question: "Who handles contracts and compliance with the developer?",
        answer:
          "We manage the contractual relationship with each developer, so you work with a single agreement and a single point of contact for administrative matters.",
      },
    ],
  },
];
