/**
 * The blog post "How AI Is Revolutionizing Tech Recruitment": one file per post, so that a post
 * is read and edited on its own; app/content/blog-posts.ts lists the posts in order.
 */
import { site } from "#common/site.ts";
import type { BlogPost } from "./post.ts";

export const aiRevolutionizingTechRecruitment: BlogPost = {
  id: "ai-revolutionizing-tech-recruitment",
  title: "How AI Is Revolutionizing Tech Recruitment",
  excerpt:
    "From keyword filters to verified skill signals: how artificial intelligence is making technical hiring faster, fairer and far more reliable, and where human judgment still matters most.",
  category: "AI & Recruitment",
  date: "March 15, 2025",
  readTime: "8 min read",
  image: "🤖",
  featured: true,
  content: `
<p>For decades, hiring software engineers has followed the same script: publish a job description, wait for resumes, skim them for familiar keywords, and send a shortlist to engineers who would rather be shipping code. The process is slow, expensive and surprisingly inconsistent. Two recruiters reading the same resume often reach different conclusions, and strong candidates slip through the cracks because their experience is described in unfamiliar terms.</p>
<p>Artificial intelligence is rewriting that script. Not by replacing the people who make hiring decisions, but by giving them better evidence, earlier, and at a scale no human team could manage on its own.</p>
<h2>From keyword filters to skill signals</h2>
<p>Traditional applicant tracking systems match words. If a job description asks for Kubernetes and a resume mentions container orchestration on a managed cloud service, a simple keyword filter may reject a perfectly qualified engineer. Modern language models understand that these phrases describe overlapping skills. They read context, infer related technologies and recognize the difference between someone who tried a framework once and someone who has maintained production systems with it for years.</p>
<p>More importantly, AI lets recruiters move beyond what candidates say about themselves. Structured technical assessments, scored consistently against expert-defined criteria, turn claims into verified skill signals. At ${site.brandName}, every developer in our talent pool completes an AI-driven assessment before a client ever sees their profile, so the conversation starts from demonstrated ability rather than self-reported experience.</p>
<h2>Speed without cutting corners</h2>
<p>The most visible effect of AI in recruitment is speed. When screening, assessment and matching happen continuously instead of in batches, the time between identifying a need and meeting a qualified candidate shrinks dramatically. Because the hard work of vetting is finished before a request arrives, we can match clients with pre-vetted developers within 24 hours.</p>
<p>Speed matters for more than convenience. The best engineers are rarely on the market for long. A hiring process that takes weeks to produce a shortlist loses candidates to faster competitors, and every week a role sits open delays the roadmap it was meant to support.</p>
<h2>Consistency and fairness</h2>
<p>Human reviewers are influenced by fatigue, first impressions and familiar names on a resume. A well-designed assessment applies the same criteria to every candidate, whether they studied at a famous university or taught themselves through open-source contributions. That consistency widens the funnel: talented engineers from non-traditional backgrounds, and from the 50+ countries represented in our talent pool, compete on the strength of their work.</p>
<p>Fairness is not automatic, though. Models learn from data, and historical hiring data carries historical bias. Responsible teams audit their models regularly, remove signals that act as proxies for protected characteristics, and keep people accountable for final decisions.</p>
<blockquote>AI should make hiring decisions better informed, not invisible. The goal is evidence a hiring manager can understand, question and act on.</blockquote>
<h2>What changes for hiring managers</h2>
<p>For engineering leaders, AI-assisted recruitment changes where their time goes. Instead of spending afternoons on first-round phone screens, they spend it with a short list of candidates who have already demonstrated the skills the role requires. In practice, that shows up in four ways:</p>
<ul>
<li>Fewer screening calls, because candidates arrive with verified assessment results and early technical screens can be shortened or skipped.</li>
<li>Better-calibrated interviews, because assessment reports highlight strengths and gaps so interviewers can focus on what matters for the role.</li>
<li>Clearer comparisons, because standardized scores make it easier to weigh candidates who come from very different backgrounds.</li>
<li>Lower risk, because stronger evidence makes mis-hires less likely, and a risk-free trial period lets both sides confirm the fit on real work.</li>
</ul>
<h2>What AI cannot do</h2>
<p>It is worth being clear about the limits. AI is excellent at measuring technical skill, spotting patterns across large candidate pools and keeping evaluation consistent. It is much weaker at judging whether someone will thrive in your particular team, how they will handle ambiguity on a difficult project, or whether their career goals align with the role. Those judgments still belong to people.</p>
<p>The most effective recruitment models combine both. AI handles the heavy lifting of sourcing, screening and skill verification. Experienced recruiters and hiring managers handle relationships, context and the final decision. When the two work together, each does what it does best.</p>
<h2>Looking ahead</h2>
<p>The next phase of AI in recruitment is less about screening and more about continuity. Assessment will not stop at the offer letter; ongoing quality monitoring will track how engagements are going and flag issues early, so that a mismatch can be corrected in days rather than discovered at a quarterly review. Matching models will learn from every completed engagement, becoming more precise about which combinations of skills, experience and working style lead to success.</p>
<p>For companies that hire developers, the practical takeaway is simple. The question is no longer whether to use AI in recruitment, but how to use it responsibly: as a source of reliable evidence that helps people make better decisions, faster. Teams that adopt that mindset will spend less time searching and more time building with the right engineers.</p>
`,
};
