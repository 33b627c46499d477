import { site } from "#common/site.ts";

export interface AuthFeature {
  title: string;
  description: string;
  /** A lucide-react icon, chosen in the side panel. */
  icon: "brain" | "globe" | "zap" | "shield";
}

/** The /auth side panel's marketing copy. */
export const authContent = {
  heading: `Welcome to ${site.brandName}`,
  subheading:
    "Sign in to browse our pool of pre-vetted developers, or create an account to get started.",
  panelHeading: "Hire pre-vetted developers, faster",
  panelText:
    "Every developer in our pool has been assessed by our own AI skills-assessment platform, so you only meet people who can do the job.",
  features: [
    {
      title: "AI-Driven Matching",
      description:
        "Our AI compares your requirements with verified skills and experience to surface the right developers within 24 hours.",
      icon: "brain",
    },
    {
      title: "Global Talent Pool",
      description:
        "Reach pre-vetted freelance and contract developers from 50+ countries, available around the clock.",
      icon: "globe",
    },
    {
      title: "Streamlined Process",
      description:
        "From first call to first commit in days: no setup fees, no recruitment fees and a 7-day risk-free trial.",
      icon: "zap",
    },
    {
      title: "Secure Platform",
      description:
        "Your account, your shortlists and candidate data are protected with modern encryption and strict access controls.",
      icon: "shield",
    },
  ] satisfies AuthFeature[],
} as const;
