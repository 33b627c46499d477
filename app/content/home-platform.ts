/**
 * The home page's platform section: the AI assessment platform, its features and stats. One
 * section per file so each section's copy is found and edited on its own; home.ts puts
 * them together.
 */
import type { ScrollButton, StatItem } from "./home-sections.ts";

export interface HomePlatform {
  eyebrow: string;
  heading: string;
  description: string;
  features: string[];
  stats: StatItem[];
  videoTitle: string;
  videoCaption: string;
  primaryButton: ScrollButton;
  secondaryButton: ScrollButton;
}

export const homePlatform: HomePlatform = {
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
};
