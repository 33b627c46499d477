import { site } from "#common/site.ts";

export interface EvaluatorStat {
  value: string;
  label: string;
  /** The claim as one phrase, e.g. "99.2% accuracy". */
  claim: string;
  description: string;
}

export interface EvaluatorItem {
  title: string;
  description: string;
  /** A lucide-react icon component name. */
  icon: string;
}

export interface EvaluatorStep {
  number: string;
  title: string;
  description: string;
}

export interface SkillsEvaluatorContent {
  hero: {
    badge: string;
    title: string;
    subtitle: string;
    primaryButton: { label: string; href: string; external: true };
    secondaryButton: { label: string; href: string };
  };
  heroStats: EvaluatorStat[];
  howItWorks: { heading: string; subheading: string; steps: EvaluatorStep[] };
  whatItMeasures: { heading: string; subheading: string; items: EvaluatorItem[] };
  benefits: { heading: string; subheading: string; stats: EvaluatorStat[]; points: string[] };
  cta: {
    heading: string;
    text: string;
    primaryButton: { label: string; href: string; external: true };
    secondaryButton: { label: string; href: string };
  };
}

export const skillsEvaluatorContent: SkillsEvaluatorContent = {
  hero: {
    badge: "AI Skills Assessment",
    title: "Know What Every Developer Can Really Do",
    subtitle: `The ${site.brandName} Skills Evaluator uses AI to assess developers on real-world coding tasks, delivering objective, consistent results in minutes instead of hours of interviews.`,
    primaryButton: {
      label: "Try the Skills Evaluator",
      href: site.skillsEvaluatorUrl,
      external: true,
    },
    secondaryButton: { label: "Talk to Our Team", href: "/contact" },
  },
  heroStats: [
    {
      value: "99.2%",
      label: "Accuracy",
      claim: "99.2% accuracy",
      description: "Consistent, objective scoring across every assessment.",
    },
    {
      value: "20+",
      label: "Languages",
      claim: "20+ languages",
      description: "Programming languages assessed to stack-specific standards.",
    },
    {
      value: "15 minutes",
      label: "Average",
      claim: "15 minutes average",
      description: "A focused assessment that respects candidates' time.",
    },
    {
      value: "150",
      label: "Data Points",
      claim: "150 data points",
      description: "Analyzed for every candidate to build a complete skill profile.",
    },
  ],
  howItWorks: {
    heading: "How It Works",
    subheading: "From invitation to detailed skill report in one simple flow.",
    steps: [
      {
        number: "1",
        title: "Invite Candidates",
        description:
          "Choose the role and tech stack, then send candidates a link to their assessment. No setup is needed on their side.",
      },
      {
        number: "2",
        title: "Adaptive Assessment",
        description:
          "Candidates solve realistic coding tasks while difficulty adapts to their answers. The assessment takes 15 minutes on average.",
      },
      {
        number: "3",
        title: "AI Analysis",
        description:
          "Our models evaluate correctness, code quality and problem-solving approach, analyzing 150 data points with 99.2% accuracy.",
      },
      {
        number: "4",
        title: "Clear Results",
        description:
          "Receive a detailed skill report with strengths, gaps and a comparable score, ready to share with your hiring team.",
      },
    ],
  },
  whatItMeasures: {
    heading: "What It Measures",
    subheading: "A complete picture of technical ability, not just whether the tests pass.",
    items: [
      {
        title: "Coding Proficiency",
        description:
          "Correct, working solutions in the candidate's chosen language, across 20+ languages.",
        icon: "Code2",
      },
      {
        title: "Problem-Solving",
        description:
          "How candidates break down problems, handle edge cases and reason about trade-offs.",
        icon: "Lightbulb",
      },
      {
        title: "Code Quality",
        description: "Readability, structure, naming and idiomatic use of language features.",
        icon: "BadgeCheck",
      },
      {
        title: "Efficiency",
        description: "Awareness of performance, complexity and resource use where it matters.",
        icon: "Gauge",
      },
      {
        title: "Framework Knowledge",
        description:
          "Practical familiarity with the frameworks, libraries and tools used in your stack.",
        icon: "Layers",
      },
      {
        title: "Technical Communication",
        description: "How clearly candidates explain their decisions and document their work.",
        icon: "MessageCircle",
      },
    ],
  },
  benefits: {
    heading: "Benefits for Companies",
    subheading: "Objective assessment changes the economics of technical hiring.",
    stats: [
      {
        value: "75%",
        label: "Faster Time-to-Hire",
        claim: "75% faster time-to-hire",
        description:
          "Qualified candidates reach interviews sooner because screening happens up front.",
      },
      {
        value: "90%",
        label: "Fewer Bad Hires",
        claim: "90% fewer bad hires",
        description: "Decisions rest on verified skills rather than resumes and instinct.",
      },
      {
        value: "15+ hours",
        label: "Saved",
        claim: "15+ hours saved",
        description:
          "Engineering time returned to your team instead of spent on early technical screens.",
      },
    ],
    points: [
      "Consistent criteria for every candidate, wherever they are located",
      "Shorter interview loops focused on fit and goals",
      "Shareable reports that align your whole hiring team",
      "Fair evaluation based on skills rather than pedigree",
    ],
  },
  cta: {
    heading: "See the Skills Evaluator in Action",
    text: "Try an assessment yourself or talk to our team about using the Skills Evaluator in your hiring process.",
    primaryButton: {
      label: "Try the Skills Evaluator",
      href: site.skillsEvaluatorUrl,
      external: true,
    },
    secondaryButton: { label: "Contact Us", href: "/contact" },
  },
};
