/**
 * The blog: its posts in the order they are listed (each post in app/content/blog/) and
 * the words shown around them on /blog and /blog/{id}.
 */

import { aiPoweredSkillVerification } from "./blog/ai-powered-skill-verification.ts";
import { aiRevolutionizingTechRecruitment } from "./blog/ai-revolutionizing-tech-recruitment.ts";
import { futureOfDeveloperAssessment } from "./blog/future-of-developer-assessment.ts";
import { machineLearningCandidateMatching } from "./blog/machine-learning-candidate-matching.ts";
import { naturalLanguageProcessingResumes } from "./blog/natural-language-processing-resumes.ts";
import type { BlogPost } from "./blog/post.ts";
import { predictiveAnalyticsHiring } from "./blog/predictive-analytics-hiring.ts";

export const blogPosts: BlogPost[] = [
  aiRevolutionizingTechRecruitment,
  futureOfDeveloperAssessment,
  machineLearningCandidateMatching,
  aiPoweredSkillVerification,
  predictiveAnalyticsHiring,
  naturalLanguageProcessingResumes,
];
export function getBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}

/** Words shown around the posts on /blog and /blog/{id}. */
export interface BlogPageCopy {
  listing: {
    title: string;
    subtitle: string;
    featuredLabel: string;
    latestHeading: string;
    readMoreLabel: string;
    subscribe: { heading: string; text: string; buttonLabel: string; href: string };
  };
  detail: {
    backLabel: string;
    shareLabel: string;
    cta: { heading: string; text: string; buttonLabel: string; href: string };
    notFound: { title: string; text: string; buttonLabel: string };
  };
}

export const blogPageCopy: BlogPageCopy = {
  listing: {
    title: "Insights on AI-Powered Tech Recruitment",
    subtitle:
      "Practical perspectives on AI, developer assessment and data-driven hiring from the team that vets and matches developers every day.",
    featuredLabel: "Featured",
    latestHeading: "Latest Articles",
    readMoreLabel: "Read More",
    subscribe: {
      heading: "Stay Ahead of the Hiring Curve",
      text: "Get new articles on AI recruitment, developer assessment and building great engineering teams. Reach out and we'll add you to our updates.",
      buttonLabel: "Subscribe to Updates",
      href: "/contact",
    },
  },
  detail: {
    backLabel: "Back to Blog",
    shareLabel: "Share",
    cta: {
      heading: "Ready to Experience AI-Powered Recruitment?",
      text: "See how our platform can transform your hiring process with cutting-edge AI technology.",
      buttonLabel: "Get Started Today",
      href: "/contact",
    },
    notFound: {
      title: "Post Not Found",
      text: "The blog post you're looking for doesn't exist.",
      buttonLabel: "Back to Blog",
    },
  },
};
