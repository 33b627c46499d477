/**
 * The blog post "AI-Powered Skill Verification: Moving Beyond the Resume": one file per post,
 * so that a post is read and edited on its own; app/content/blog-posts.ts lists the posts in
 * order.
 */
import { site } from "#common/site.ts";
import type { BlogPost } from "./post.ts";

export const aiPoweredSkillVerification: BlogPost = {
  id: "ai-powered-skill-verification",
  title: "AI-Powered Skill Verification: Moving Beyond the Resume",
  excerpt:
    "Resumes tell you what candidates say they can do. AI-powered skill verification shows you what they can actually do, consistently and at scale.",
  category: "AI Technology",
  date: "February 28, 2025",
  readTime: "7 min read",
  image: "✅",
  featured: false,
  content: `
<p>Every hiring process starts with trust. When a candidate lists years of TypeScript, production experience with Kubernetes and a track record of scaling APIs, the hiring team has to decide how much of that to believe. Traditionally, the only way to find out was to spend hours of senior engineering time in interviews, and even then the answer was often uncertain.</p>
<p>AI-powered skill verification changes the starting point. Instead of taking claims at face value or testing them slowly by hand, it measures skills directly and reports the results in a form hiring teams can rely on.</p>
<h2>The problem with self-reported skills</h2>
<p>Resumes are marketing documents. Most candidates describe their experience honestly, but even honest descriptions are imprecise. One engineer's "expert" is another's "comfortable with." Skills listed from a project years ago may have faded, while skills picked up informally may not be listed at all. Titles vary wildly between companies, and years of experience say little about the depth of that experience.</p>
<p>The result is noise, and noise is expensive. Hiring teams either over-screen, spending engineering hours verifying every claim, or under-screen and discover skill gaps only after a developer has joined the project.</p>
<h2>What verification actually means</h2>
<p>Skill verification means gathering direct evidence that a developer can do the work. AI makes it practical to collect that evidence quickly and evaluate it consistently. A modern verification process typically combines several techniques:</p>
<ul>
<li>Executed coding tasks, where solutions are run against test suites that check correctness, edge cases and performance.</li>
<li>Code analysis, where models assess readability, structure, idiomatic use of the language and maintainability.</li>
<li>Scenario questions that test applied understanding, such as choosing between architectural approaches or diagnosing a production incident.</li>
<li>Adaptive difficulty, so the assessment quickly finds the edge of a candidate's knowledge rather than repeating easy material.</li>
<li>Integrity checks that help confirm the work reflects the candidate's own ability.</li>
</ul>
<h2>Accuracy and breadth</h2>
<p>Verification is only useful if it is accurate. Our skills evaluator achieves 99.2% accuracy in its skill assessments, and it covers 20+ languages, so a Python data engineer, a Swift mobile developer and a Go infrastructure specialist are all measured against rigorous, stack-specific standards. Each assessment takes 15 minutes on average while capturing 150 data points about how a developer works.</p>
<p>Breadth matters because real roles rarely fit a single language. A full-stack engineer may work across TypeScript, SQL and infrastructure-as-code in the same afternoon. Multi-stack verification reflects that reality instead of forcing every candidate into one narrow test.</p>
<h2>Keeping verification fair</h2>
<p>Automated evaluation must be held to a high standard of fairness. The same criteria apply to every candidate, and the criteria themselves should measure job-relevant skills rather than familiarity with a particular interview style. Candidates should know what is being assessed and why. When verification focuses on the work itself, it opens doors for self-taught engineers and for developers from regions that hiring teams have historically overlooked.</p>
<blockquote>Verified skills are the great equalizer. When evidence replaces pedigree, talent can come from anywhere.</blockquote>
<h2>Verification is not a one-time event</h2>
<p>Technology moves quickly, and a verification result from years ago tells you little about a developer today. Effective programs treat verification as ongoing: developers are re-assessed as they adopt new technologies, and client feedback from real engagements adds another layer of evidence. At ${site.brandName}, ongoing quality monitoring keeps each profile current, so the skills you see reflect what a developer can do now.</p>
<h2>What it means for your hiring process</h2>
<p>When every candidate arrives with verified skills, the hiring process gets simpler. Early technical screens can be shortened or replaced. Interviews focus on team fit, communication and the specifics of your project. Decisions become faster because they rest on evidence rather than instinct. And the risk of discovering a critical skill gap after onboarding drops sharply.</p>
<p>This is why every developer in our talent pool is verified before a client ever sees their profile. The resume still has a role, providing context about a developer's history and interests, but it is no longer the only source of truth. Verified skills are.</p>
`,
};
