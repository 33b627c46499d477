import { type ContactFormLabels, homeContactMessages } from "#common/inquiry-form-messages.ts";
import { site } from "#common/site.ts";

/** Anchor ids of the home page sections (spec: home, services, platform, about, contact, promo-video). */
export const homeSectionIds = {
  home: "home",
  services: "services",
  platform: "platform",
  about: "about",
  contact: "contact",
  promoVideo: "promo-video",
} as const;

export type HomeSectionId = (typeof homeSectionIds)[keyof typeof homeSectionIds];

/** A button that smoothly scrolls to a section of the home page. */
export type ScrollButton = {
  label: string;
  targetId: HomeSectionId;
};

export interface StatItem {
  value: string;
  label: string;
}

export interface IconCard {
  title: string;
  description: string;
  /** A lucide-react icon component name. */
  icon: string;
}

export interface ServiceSpecialization {
  title: string;
  description: string;
  skills: string[];
  /** A lucide-react icon component name. */
  icon: string;
  /** Tailwind gradient stops, used as `bg-gradient-to-br ${color}`. */
  color: string;
}

export interface SocialLink {
  label: string;
  /** null: shown as an icon that links nowhere. */
  href: string | null;
  icon: string;
  external: boolean;
}

export interface HomeContent {
  hero: {
    badge: string;
    headline: string;
    subheadline: string;
    primaryButton: ScrollButton;
    /** A second way to the contact section. */
    getStartedButton: ScrollButton;
    secondaryButton: ScrollButton;
    highlights: string[];
  };
  promoVideo: { title: string; description: string };
  services: { heading: string; subheading: string; specializations: ServiceSpecialization[] };
  platform: {
    eyebrow: string;
    heading: string;
    description: string;
    features: string[];
    stats: StatItem[];
    videoTitle: string;
    videoCaption: string;
    primaryButton: ScrollButton;
    secondaryButton: ScrollButton;
  };
  globalTalent: {
    heading: string;
    description: string;
    points: string[];
    stats: StatItem[];
  };
  corePrinciples: { heading: string; subheading: string; principles: IconCard[] };
  engagement: {
    heading: string;
    subheading: string;
    types: IconCard[];
    terms: string[];
  };
  contact: {
    form: {
      heading: string;
      intro: string;
      labels: ContactFormLabels;
      placeholders: ContactFormLabels;
      submitLabel: string;
      sendingLabel: string;
    };
    panel: {
      heading: string;
      blurb: string;
      generalInquiriesLabel: string;
      email: string;
      followUsLabel: string;
      socialLinks: SocialLink[];
    };
    toasts: typeof homeContactMessages.toasts;
  };
}

export const homeContent: HomeContent = {
  hero: {
    badge: "AI-Vetted Developers On Demand",
    headline: "Pre-Vetted Developers, Matched Within 24 Hours",
    subheadline:
      "Access AI-assessed software engineers from 50+ countries on your terms: full-time, part-time, project-based, contract or consulting. No setup fees, no recruitment fees and no long-term commitments.",
    primaryButton: { label: "Hire a Developer Today", targetId: "contact" },
    getStartedButton: { label: "Get Started Today", targetId: "contact" },
    secondaryButton: { label: "Watch Our Video", targetId: "promo-video" },
    highlights: [
      "Matching within 24 hours",
      "7-day risk-free trial",
      "Unlimited free replacements",
    ],
  },
  promoVideo: {
    title: `See How ${site.brandName} Works`,
    description:
      "A quick look at how we assess, match and support developers so you can build your team with confidence.",
  },
  services: {
    heading: "Specialized Developers for Every Need",
    subheading:
      "Whatever you are building, our talent pool has verified engineers ready to contribute quickly. Every developer has passed our AI-powered assessment before you ever see their profile.",
    specializations: [
      {
        title: "Full-Stack Developers",
        description:
          "Versatile engineers who own features end to end, from responsive interfaces to APIs and databases, and ship production-ready code quickly.",
        skills: ["React", "Node.js", "TypeScript", "Python", "PostgreSQL", "Next.js"],
        icon: "Code2",
        color: "from-blue-500 to-cyan-500",
      },
      {
        title: "Mobile Developers",
        description:
          "Native and cross-platform specialists who build fast, polished iOS and Android apps with a strong focus on user experience.",
        skills: ["Swift", "Kotlin", "React Native", "Flutter", "iOS", "Android"],
        icon: "Smartphone",
        color: "from-purple-500 to-pink-500",
      },
      {
        title: "AI/ML Engineers",
        description:
          "Machine learning practitioners who design, train and deploy models, from data pipelines to production-grade LLM applications.",
        skills: ["Python", "PyTorch", "TensorFlow", "LLMs", "MLOps", "Computer Vision"],
        icon: "Brain",
        color: "from-orange-500 to-red-500",
      },
      {
        title: "Backend Engineers",
        description:
          "Engineers who design scalable services, reliable APIs and efficient data models that keep your platform fast and secure.",
        skills: ["Java", "Go", "Node.js", "Microservices", "REST & GraphQL", "SQL & NoSQL"],
        icon: "Server",
        color: "from-green-500 to-emerald-500",
      },
      {
        title: "DevOps Engineers",
        description:
          "Infrastructure specialists who automate delivery, harden cloud environments and keep systems observable and resilient.",
        skills: ["AWS", "Azure", "Kubernetes", "Terraform", "Docker", "CI/CD"],
        icon: "Cloud",
        color: "from-indigo-500 to-blue-500",
      },
      {
        title: "Technical Leadership",
        description:
          "Architects, tech leads and engineering managers who set technical direction, mentor teams and turn roadmaps into delivery.",
        skills: [
          "System Architecture",
          "Team Leadership",
          "Technical Strategy",
          "Code Review",
          "Agile Delivery",
        ],
        icon: "Crown",
        color: "from-amber-500 to-yellow-500",
      },
    ],
  },
  platform: {
    eyebrow: "Our AI Assessment Platform",
    heading: "Every Developer Verified by AI Before You Meet Them",
    description:
      "Our proprietary skills-assessment platform evaluates every developer on real-world coding tasks, analyzing how they write, structure and reason about code. You get objective, consistent evidence of ability instead of relying on resumes alone.",
    features: [
      "Adaptive technical assessments across 20+ languages",
      "Analysis of code quality, problem-solving and efficiency",
      "Detailed skill reports for every candidate you review",
      "Ongoing quality monitoring throughout each engagement",
    ],
    stats: [
      { value: "99%", label: "Matching Accuracy" },
      { value: "70%", label: "Time-to-Hire Reduction" },
      { value: "150", label: "Data Points per Developer" },
    ],
    videoTitle: "Platform Presentation",
    videoCaption:
      "Watch how our AI assesses developers and matches them to the roles where they will excel.",
    primaryButton: { label: "Get Started Today", targetId: "contact" },
    secondaryButton: { label: "Watch Platform Presentation", targetId: "platform" },
  },
  globalTalent: {
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
  },
  corePrinciples: {
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
  },
  engagement: {
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
    terms: [
      "No setup fees",
      "No recruitment fees",
      "Flexible contracts",
      "No long-term commitments",
    ],
  },
  contact: {
    form: {
      heading: "Get Started Today",
      intro:
        "Tell us about the developers you need and we'll get back to you within 24 hours with pre-vetted candidates.",
      labels: homeContactMessages.labels,
      placeholders: {
        firstName: "Jane",
        lastName: "Smith",
        email: "jane@company.com",
        company: "Your company",
        hiringNeeds: "Select your hiring needs",
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
  },
};
