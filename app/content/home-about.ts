/**
 * The home page's about section: global talent, the core principles and the engagement
 * models. One section per file so each section's copy is found and edited on its own;
 * home.ts puts them together.
 */
import type { IconCard, StatItem } from "./home-sections.ts";

export interface GlobalTalent {
  heading: string;
  description: string;
  points: string[];
  stats: StatItem[];
}

export interface CorePrinciples {
  heading: string;
  subheading: string;
  principles: IconCard[];
}

export interface EngagementModels {
  heading: string;
  subheading: string;
  types: IconCard[];
  terms: string[];
}

export const homeGlobalTalent: GlobalTalent = {
  heading: "Access World-Class Developers from 50+ Countries",
  description:
    "Great engineers are everywhere. We assess and recruit developers across the globe, so you can hire for skill rather than location and build a team that works across time zones.",
  points: [
    "Developers with 5+ years of experience on average",
    "Time zone coverage that fits your team's working hours",
    "Strong English communication verified during vetting",
    "24/7 access to our talent pool and platform",
  ],
  stats: [
    { value: "50+", label: "Countries" },
    { value: "24/7", label: "Access" },
    { value: "24 hours", label: "Matching" },
    { value: "5+ years", label: "Average Experience" },
  ],
};

export const homeCorePrinciples: CorePrinciples = {
  heading: "Our Core Principles",
  subheading: "Three ideas guide how we assess, match and support every developer we place.",
  principles: [
    {
      title: "AI-First Approach",
      description:
        "We use AI at every stage, from skills assessment to matching, to replace guesswork with consistent, objective evidence of what each developer can do.",
      icon: "Cpu",
    },
    {
      title: "Global Talent Access",
      description:
        "We open your hiring to qualified engineers from 50+ countries, so the best person for the role is never out of reach because of geography.",
      icon: "Globe",
    },
    {
      title: "Precision Matching",
      description:
        "We match on verified skills, experience, engagement preferences and working hours, so the developers you meet fit both the role and your team.",
      icon: "Target",
    },
  ],
};

export const homeEngagement: EngagementModels = {
  heading: "Flexible Engagement Models",
  subheading:
    "Work with developers the way your project demands. Change the model as your needs evolve, with flexible contracts and no long-term commitments.",
  types: [
    {
      title: "Full-time",
      description:
        "A dedicated developer who works as an integrated member of your team on your core product.",
      icon: "Briefcase",
    },
    {
      title: "Part-time",
      description:
        "Consistent expert support for ongoing work that does not require a full-time commitment.",
      icon: "Clock",
    },
    {
      title: "Project-based",
      description: "Developers engaged for a clearly scoped project, from kickoff to delivery.",
      icon: "Rocket",
    },
    {
      title: "Contract",
      description:
        "Flexible contracts for defined periods, ideal for deadlines, peak workloads or specialized skills.",
      icon: "FileText",
    },
    {
      title: "Consulting",
      description:
        "Senior experts who advise on architecture, technology choices and engineering practices.",
      icon: "Lightbulb",
    },
  ],
  terms: ["No setup fees", "No recruitment fees", "Flexible contracts", "No long-term commitments"],
};
