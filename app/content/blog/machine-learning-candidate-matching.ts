/**
 * The blog post "How Machine Learning Improves Candidate Matching": one file per post, so that
 * a post is read and edited on its own; app/content/blog-posts.ts lists the posts in order.
 */
import { site } from "#common/site.ts";
import type { BlogPost } from "./post.ts";

export const machineLearningCandidateMatching: BlogPost = {
  id: "machine-learning-candidate-matching",
  title: "How Machine Learning Improves Candidate Matching",
  excerpt:
    "Matching the right developer to the right role is a ranking problem that machine learning is well suited to solve. A look inside the signals, models and feedback loops behind precise matching.",
  category: "Machine Learning",
  date: "March 5, 2025",
  readTime: "10 min read",
  image: "🧠",
  featured: false,
  content: `
<p>Finding a qualified developer is only part of the hiring challenge. The rest is finding the right developer for a specific team, project and way of working. Two engineers with identical resumes can have very different outcomes in the same role. Matching is where many hiring processes quietly fail, and it is where machine learning can make the largest difference.</p>
<h2>Matching is a ranking problem</h2>
<p>At its core, candidate matching answers a simple question: given a role and a pool of available developers, who should the hiring manager meet first? Framed this way, matching is a ranking problem, the same family of problems that powers search engines and recommendation systems. The goal is not to produce a single yes or no answer, but to order candidates by their likelihood of succeeding in the role.</p>
<p>Rule-based systems approach this with filters: must know Python, must be available full-time. Filters are easy to understand but brittle. They exclude near-misses who would do well and cannot weigh one strength against another. Machine learning models can.</p>
<h2>Representing candidates and roles</h2>
<p>Before a model can compare a developer to a role, both need to be represented in a form a model can reason about. Modern systems use embeddings: numerical representations that place related concepts close together. In a well-trained embedding space, React sits near Vue, PostgreSQL sits near MySQL, and experience building payment systems sits near experience with financial compliance.</p>
<p>This allows the model to recognize transferable skills. A backend engineer with deep Go experience may be an excellent fit for a role that lists Rust, because the underlying concepts of systems programming, concurrency and performance tuning overlap heavily. A keyword filter would miss that connection entirely.</p>
<h2>The signals that matter</h2>
<p>Good matching draws on far more than a skills list. At ${site.brandName}, our assessment platform analyzes 150 data points for every developer, and our matching models combine them with what we learn about each client's needs. The most important signals include:</p>
<ul>
<li>Verified skill depth, from assessment results rather than self-reported experience.</li>
<li>Domain experience, such as fintech, healthcare, e-commerce or developer tooling.</li>
<li>Seniority and scope, including whether a candidate has led teams, owned architecture or mentored others.</li>
<li>Engagement preferences: full-time, part-time, project-based, contract or consulting work.</li>
<li>Availability and working hours, including time zone overlap with the client's team.</li>
<li>Communication style and collaboration signals from assessments and previous engagements.</li>
</ul>
<h2>Learning from outcomes</h2>
<p>What separates a machine learning system from a static scoring formula is feedback. Every engagement produces information: Did the client continue after the trial period? Did the developer ramp up quickly? Was a replacement requested, and why? Each outcome becomes a training signal that helps the model refine its understanding of what a successful match looks like.</p>
<p>This is one reason a 7-day risk-free trial is valuable beyond the reassurance it gives clients. Trial outcomes provide early, honest feedback on match quality, and they let the system learn quickly from the rare cases where a match does not work out. Combined with unlimited free replacements, the feedback loop corrects individual mismatches while improving the model for everyone.</p>
<h2>The cold-start problem</h2>
<p>New developers and new clients present a classic challenge: the model has no engagement history to learn from. Well-designed systems lean on the information that is available. For new developers, rigorous assessment results carry most of the weight. For new clients, a structured intake conversation about the role, team and tech stack provides the context a model needs. As engagements accumulate, the system gradually shifts toward learned patterns.</p>
<h2>Explainability builds trust</h2>
<p>A ranked list is only useful if the people reading it trust it. Hiring managers reasonably want to know why a candidate was recommended. Modern matching systems surface the reasons behind each match: verified strength in the required stack, relevant domain experience, strong time zone overlap. Explanations make recommendations easier to evaluate and easier to challenge when something looks wrong.</p>
<blockquote>A match that cannot be explained cannot be improved. Transparency is what turns a model's output into a decision a person can stand behind.</blockquote>
<h2>Guarding against bias</h2>
<p>Matching models learn from historical data, which means they can also learn historical biases. Responsible teams exclude protected characteristics and their obvious proxies from model inputs, test outcomes across groups, and review results regularly. Grounding matches in verified skills rather than pedigree signals such as employer brand or university name is one of the most effective safeguards.</p>
<h2>Humans stay in the loop</h2>
<p>Machine learning does not make the final call. It narrows a large pool to a short list of strong, well-explained options, and experienced talent specialists review those options before they reach a client. That combination is what allows us to deliver 99% matching accuracy while still matching clients with developers within 24 hours.</p>
<h2>What to look for in a matching partner</h2>
<p>If you are evaluating a talent provider that claims to use machine learning, ask how matches are produced. Does it rely on verified skills or resume keywords? Does it learn from engagement outcomes? Can it explain its recommendations? The answers reveal whether machine learning is doing real work or is simply a label on a traditional process.</p>
<p>Done well, machine learning turns candidate matching from a guessing game into a disciplined, continuously improving process. The result is less time spent interviewing candidates who are not quite right, and more time working with developers who are.</p>
`,
};
