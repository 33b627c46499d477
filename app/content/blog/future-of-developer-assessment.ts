/**
 * The blog post "The Future of Developer Assessment": one file per post, so that a post is read
 * and edited on its own; app/content/blog-posts.ts lists the posts in order.
 */
import { site } from "#common/site.ts";
import type { BlogPost } from "./post.ts";

export const futureOfDeveloperAssessment: BlogPost = {
  id: "future-of-developer-assessment",
  title: "The Future of Developer Assessment",
  excerpt:
    "Whiteboard puzzles and take-home marathons are giving way to short, realistic, adaptive assessments. Here is what modern developer evaluation looks like and why it produces better hires.",
  category: "Developer Assessment",
  date: "March 10, 2025",
  readTime: "6 min read",
  image: "🧪",
  featured: false,
  content: `
<p>Ask a room of software engineers about their worst interview and you will hear the same stories: inverting a binary tree on a whiteboard, a take-home project that consumed an entire weekend, a panel that asked about algorithms the role would never use. Traditional developer assessment measures how well someone performs under artificial pressure, which is not the same thing as how well they build software.</p>
<p>That gap is finally closing. A new generation of assessment methods, many of them powered by AI, is making evaluation shorter, more realistic and more predictive of real-world performance.</p>
<h2>Why traditional assessments fall short</h2>
<p>Classic technical interviews have three well-known problems. First, they test recall of textbook algorithms rather than the everyday work of reading, writing and maintaining code. Second, they depend heavily on the interviewer, so two candidates with similar ability can receive very different outcomes. Third, they are expensive: every hour a senior engineer spends interviewing is an hour not spent on the product.</p>
<p>Long take-home projects were meant to fix this, but they introduced problems of their own. Strong candidates with busy schedules drop out, reviewers grade inconsistently, and it is difficult to know how much of the submission the candidate wrote alone.</p>
<h2>Realistic, job-relevant tasks</h2>
<p>The future of assessment looks much more like the job itself. Instead of abstract puzzles, candidates work on compact, realistic problems: fixing a failing test, extending an API endpoint, reviewing a pull request, or diagnosing a performance issue. These tasks reveal how someone reasons about trade-offs, structures code and communicates decisions, which are exactly the qualities that determine success on a team.</p>
<h2>Adaptive and efficient</h2>
<p>Adaptive assessments adjust difficulty as the candidate progresses. A developer who handles the fundamentals confidently moves quickly to more advanced material, while the assessment probes further wherever answers are uncertain. The result is a precise picture of skill level in a fraction of the time. Our own skills evaluator takes 15 minutes on average, yet analyzes 150 data points per candidate across languages, frameworks and problem-solving approaches.</p>
<p>Shorter assessments are not just kinder to candidates. They widen the talent pool, because experienced engineers who would never set aside a weekend for a take-home project will happily complete a focused, respectful evaluation.</p>
<h2>Measuring more than correct answers</h2>
<p>Passing tests is only part of the story. Modern assessment platforms look at how a solution was reached, not just whether it works. They consider:</p>
<ul>
<li>Code quality: readability, naming, structure and appropriate use of language features.</li>
<li>Problem-solving approach: how the candidate breaks down a problem and handles edge cases.</li>
<li>Technical breadth: familiarity with the surrounding ecosystem of tools, libraries and practices.</li>
<li>Efficiency: awareness of performance and resource trade-offs where they matter.</li>
<li>Communication: how clearly the candidate explains decisions and documents their work.</li>
</ul>
<p>Combining these signals produces a far richer profile than a single pass or fail result, and it gives hiring managers something concrete to discuss in later interviews.</p>
<h2>Consistency at scale</h2>
<p>Because AI-scored assessments apply the same criteria to every submission, they remove much of the variability that comes from different interviewers on different days. That consistency is what makes it possible to assess developers in 20+ languages to a single standard, and to compare candidates fairly regardless of where they live or how they learned to code.</p>
<blockquote>The best assessment is one a strong engineer finishes feeling that they were evaluated on the work they actually do.</blockquote>
<h2>From one-time gate to continuous signal</h2>
<p>Perhaps the biggest shift is that assessment no longer ends at the hiring decision. Ongoing quality monitoring, structured client feedback and periodic re-evaluation keep skill profiles current as technologies evolve. A developer who has spent the past year deep in a new framework should have a profile that reflects it.</p>
<h2>What this means for hiring teams</h2>
<p>For companies, the future of developer assessment means spending less engineering time on screening and more on the final conversations that matter. It means shortlists built on verified evidence, and fewer surprises after a developer joins. At ${site.brandName}, only developers scoring 95% or more on our assessments join the talent pool, so every candidate you meet has already cleared a demanding, consistent bar. The interview becomes a conversation about fit and goals rather than a test of whether the candidate can code at all.</p>
`,
};
