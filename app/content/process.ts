import { site } from "#common/site.ts";

export interface ProcessPath {
  title: string;
  timeline: string;
  description: string;
  points: string[];
  /** A lucide-react icon component name. */
  icon: string;
}

export interface ProcessItem {
  title: string;
  description: string;
  /** A lucide-react icon component name. */
  icon: string;
}

export interface ProcessFlowStep {
  number: string;
  title: string;
  description: string;
}

export interface ProcessContent {
  navLabel: string;
  hero: { title: string; subtitle: string };
  paths: { heading: string; subheading: string; items: ProcessPath[] };
  vetting: { heading: string; subheading: string; steps: ProcessFlowStep[] };
  qualityStandards: { heading: string; subheading: string; items: ProcessItem[] };
  commitments: { heading: string; items: ProcessItem[] };
  flow: { heading: string; subheading: string; steps: ProcessFlowStep[] };
  cta: { heading: string; text: string; buttonLabel: string; href: string };
}

export const processContent: ProcessContent = {
  navLabel: "Our Process",
  hero: {
    title: "Our Process",
    subtitle: `How ${site.brandName} finds, verifies and matches developers, and how we stay accountable for every engagement after it begins.`,
  },
  paths: {
    heading: "Two Paths to the Right Developer",
    subheading:
      "Hire immediately from our talent pool, or let us recruit specifically for your role.",
    items: [
      {
        title: "Pre-Vetted Talent Pool",
        timeline: "Matching within 24 hours",
        description:
          "Choose from developers who have already passed our AI-powered assessment and are ready to start on your project.",
        points: [
          "Developers scoring 95% or more on our assessment",
          "5+ years of experience on average",
          "Talent from 50+ countries",
          "Full-time, part-time, project-based, contract or consulting",
        ],
        icon: "Users",
      },
      {
        title: "Custom Recruitment",
        timeline: "Custom sourcing in 1-2 weeks",
        description:
          "For skills that are not in our pool, we run a dedicated search and apply the same assessment standards to every candidate.",
        points: [
          "Sourcing tailored to your stack, domain and seniority",
          "Every candidate assessed on our AI platform",
          "Shortlist of vetted candidates for you to interview",
          "No recruitment fees",
        ],
        icon: "UserSearch",
      },
    ],
  },
  vetting: {
    heading: "Our Vetting Process",
    subheading: "Every developer passes each stage before a client ever sees their profile.",
    steps: [
      {
        number: "1",
        title: "Profile Review",
        description:
          "We review each applicant's experience, projects and technical background, using AI to analyze skills in context.",
      },
      {
        number: "2",
        title: "AI Skills Assessment",
        description:
          "Applicants complete adaptive, real-world coding tasks scored by our AI platform across 150 data points.",
      },
      {
        number: "3",
        title: "Communication and Experience Interview",
        description:
          "Our specialists assess communication, collaboration and the depth of hands-on experience behind each profile.",
      },
      {
        number: "4",
        title: "Acceptance into the Talent Pool",
        description:
          "Only developers scoring 95% or more are accepted, and their profiles stay current through ongoing quality monitoring.",
      },
    ],
  },
  qualityStandards: {
    heading: "Our Quality Standards",
    subheading: "The bar every developer must clear, and keep clearing.",
    items: [
      {
        title: "Verified Technical Skills",
        description:
          "Assessment results with 99.2% accuracy, not self-reported claims, across 20+ languages.",
        icon: "BadgeCheck",
      },
      {
        title: "Proven Experience",
        description:
          "Developers with 5+ years of experience on average and a track record of delivering production software.",
        icon: "Award",
      },
      {
        title: "Clear Communication",
        description:
          "Strong written and spoken communication, so developers work smoothly with distributed teams.",
        icon: "MessageCircle",
      },
      {
        title: "Professional Reliability",
        description:
          "Dependable availability and working hours agreed up front, with time zone overlap that suits your team.",
        icon: "Clock",
      },
    ],
  },
  commitments: {
    heading: "Our Commitments to You",
    items: [
      {
        title: "7-Day Risk-Free Trial",
        description: "Start every engagement with a 7-day risk-free trial before you commit.",
        icon: "CalendarClock",
      },
      {
        title: "Unlimited Free Replacements",
        description:
          "If a developer is not the right fit, we replace them at no cost, as often as needed.",
        icon: "RefreshCw",
      },
      {
        title: "Satisfaction Guarantee",
        description:
          "Our satisfaction guarantee includes a full refund if you are not happy with the work.",
        icon: "ShieldCheck",
      },
      {
        title: "Ongoing Quality Monitoring",
        description: "Regular check-ins and client feedback keep every engagement on track.",
        icon: "Activity",
      },
      {
        title: "No Hidden Costs",
        description: "No setup fees, no recruitment fees and no long-term commitments.",
        icon: "Wallet",
      },
    ],
  },
  flow: {
    heading: "From Request to Results",
    subheading: "Four steps from your first conversation to a productive developer on your team.",
    steps: [
      {
        number: "1",
        title: "Share Your Requirements",
        description:
          "Tell us about your project, tech stack, seniority needs and preferred engagement type.",
      },
      {
        number: "2",
        title: "Get Matched",
        description:
          "Receive matches from our talent pool within 24 hours, or a custom recruitment shortlist in 1-2 weeks.",
      },
      {
        number: "3",
        title: "Interview and Select",
        description:
          "Review assessment reports, interview your matches and choose the developer who fits best.",
      },
      {
        number: "4",
        title: "Start Your Trial",
        description:
          "Begin with a 7-day risk-free trial, backed by ongoing quality monitoring and free replacements.",
      },
    ],
  },
  cta: {
    heading: "Ready to See Our Process in Action?",
    text: "Tell us about the developers you need and we'll show you pre-vetted matches within 24 hours.",
    buttonLabel: "Contact Us",
    href: "/contact",
  },
};
