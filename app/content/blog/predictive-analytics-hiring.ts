/**
 * The blog post "Predictive Analytics in Hiring: From Gut Feeling to Evidence": one file per
 * post, so that a post is read and edited on its own; app/content/blog-posts.ts lists the posts
 * in order.
 */
import { site } from "#common/site.ts";
import type { BlogPost } from "./post.ts";

export const predictiveAnalyticsHiring: BlogPost = {
  id: "predictive-analytics-hiring",
  title: "Predictive Analytics in Hiring: From Gut Feeling to Evidence",
  excerpt:
    "Hiring decisions have long relied on instinct. Predictive analytics brings data to the table, helping teams anticipate success, reduce bad hires and hire faster.",
  category: "Data Science",
  date: "February 20, 2025",
  readTime: "9 min read",
  image: "📊",
  featured: false,
  content: `
<p>Ask experienced hiring managers how they decide between two strong candidates and many will admit it comes down to a feeling. Gut instinct has its place, but it is also where inconsistency and bias creep in. It is difficult to explain, impossible to audit and hard to improve over time.</p>
<p>Predictive analytics offers a different foundation. By analyzing patterns in past hiring outcomes, it helps teams estimate how likely a candidate is to succeed in a specific role, and it does so consistently for every candidate.</p>
<h2>What predictive analytics means in hiring</h2>
<p>Predictive analytics uses historical data and statistical models to forecast future outcomes. In hiring, the outcome of interest is usually some measure of success: a developer who ramps up quickly, delivers quality work, collaborates well and stays engaged for the duration of the project. The model looks for characteristics that, in the past, have been associated with those outcomes, and it uses them to estimate the likelihood of success for new candidates.</p>
<p>Crucially, a prediction is a probability, not a verdict. Its job is to inform a decision, highlight risks and direct attention to where it is most useful.</p>
<h2>The data behind the predictions</h2>
<p>The quality of any prediction depends on the quality of the underlying data. In technical hiring, the most valuable inputs include:</p>
<ul>
<li>Verified assessment results, including skill depth, problem-solving approach and code quality.</li>
<li>Engagement history, such as previous project types, team sizes and durations.</li>
<li>Trial outcomes and client feedback from past engagements.</li>
<li>Role characteristics: the tech stack, seniority, domain and collaboration model.</li>
<li>Logistics that affect success, such as availability and time zone overlap.</li>
</ul>
<p>Notice what is missing: age, gender, nationality and other personal characteristics. Responsible predictive hiring excludes these, along with obvious proxies for them, and is regularly tested to make sure outcomes are fair across groups.</p>
<h2>What good predictions make possible</h2>
<p>When predictions are reliable, they change the economics of hiring. Teams spend their interview time on candidates most likely to succeed. Risks are visible before a decision rather than after. And because the process is consistent, it can be measured and improved.</p>
<p>The results can be substantial. Companies using the ${site.brandName} skills evaluator see 75% faster time-to-hire, 90% fewer bad hires and 15+ hours saved on screening and interviews. Across our platform, AI-driven matching delivers a 70% time-to-hire reduction. These gains come from the same principle: replacing guesswork with evidence at every stage of the process.</p>
<h2>Common pitfalls</h2>
<p>Predictive analytics is powerful, but it is easy to get wrong. The most common mistakes include:</p>
<ul>
<li>Training on biased outcomes. If past hiring favored certain backgrounds, a naive model will learn to do the same.</li>
<li>Predicting the wrong thing. A model optimized for interview performance may not predict on-the-job success.</li>
<li>Overfitting to small samples, producing confident predictions that do not hold up on new candidates.</li>
<li>Treating scores as final. A prediction that replaces judgment instead of informing it removes accountability from the process.</li>
</ul>
<p>Each of these can be addressed with careful design: choosing outcome measures that reflect real success, auditing for fairness, validating models on fresh data and keeping people responsible for decisions.</p>
<blockquote>The goal of predictive hiring is not to remove people from the decision. It is to make sure they decide with the best evidence available.</blockquote>
<h2>Closing the loop</h2>
<p>The most valuable predictive systems learn continuously. Every hire produces new information about what success looks like, and that information flows back into the model. Structured trial periods are especially useful here. A 7-day risk-free trial gives both the client and the developer a real working period to confirm fit, and the outcome becomes a clear, timely signal for the model.</p>
<p>Ongoing quality monitoring extends the loop beyond the trial. Regular check-ins and client feedback surface small issues before they become large ones, and they keep improving the system's understanding of which matches work best.</p>
<h2>Getting started with evidence-based hiring</h2>
<p>You do not need a data science team to benefit from predictive analytics. Start by defining what success means for your roles in measurable terms. Collect consistent information about every candidate, ideally from verified assessments rather than resumes alone. Track outcomes after each hire. And when you work with a talent partner, ask how their predictions are made, what data they rely on and how they guard against bias.</p>
<p>Hiring will always involve judgment. Predictive analytics makes that judgment better informed, more consistent and easier to improve, which is exactly what a growing engineering team needs.</p>
`,
};
