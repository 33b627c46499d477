/**
 * The blog post "How Natural Language Processing Reads Resumes": one file per post, so that a
 * post is read and edited on its own; app/content/blog-posts.ts lists the posts in order.
 */
import { site } from "#common/site.ts";
import type { BlogPost } from "./post.ts";

export const naturalLanguageProcessingResumes: BlogPost = {
  id: "natural-language-processing-resumes",
  title: "How Natural Language Processing Reads Resumes",
  excerpt:
    "Resumes are unstructured, inconsistent and written in many languages. Natural language processing turns them into structured, comparable profiles without losing the context that matters.",
  category: "NLP",
  date: "February 15, 2025",
  readTime: "8 min read",
  image: "📄",
  featured: false,
  content: `
<p>A resume is one of the least structured documents in business. Every candidate chooses their own layout, vocabulary and level of detail. Some list every technology they have touched; others describe their work in plain language and mention tools only in passing. Job titles mean different things at different companies, and the same skill can appear under several different names.</p>
<p>For a human reviewer, reading a handful of resumes is manageable. Reading hundreds consistently is not. Natural language processing, the branch of AI concerned with understanding human language, makes it possible to read every resume carefully and turn it into a structured profile that can be compared fairly.</p>
<h2>From text to structure</h2>
<p>The first job of resume NLP is parsing: identifying the sections of a document and extracting the information inside them. Modern parsers do not depend on a fixed template. They recognize work history, education, projects and skills from context, even when the headings are unusual or the layout is unconventional.</p>
<p>Extraction then pulls out the details that matter: employers, roles, dates, technologies, responsibilities and achievements. Each becomes a structured field that can be searched, filtered and compared.</p>
<h2>Understanding skills in context</h2>
<p>Simple keyword matching treats a resume as a bag of words. NLP goes further by understanding what those words mean and how they relate to each other. That makes several important capabilities possible:</p>
<ul>
<li>Normalization, so that JS, ECMAScript and JavaScript are recognized as the same skill, and k8s is understood as Kubernetes.</li>
<li>Inference of related skills, so that experience building React Native apps signals familiarity with JavaScript and mobile development.</li>
<li>Depth estimation, distinguishing a technology used to build and run production systems from one mentioned once in a course list.</li>
<li>Recency, recognizing whether a skill was used recently or belongs to an earlier stage of a career.</li>
<li>Scope, identifying leadership, architecture ownership and mentoring from how responsibilities are described.</li>
</ul>
<h2>Reading resumes from around the world</h2>
<p>Global hiring adds another layer of complexity. Resume conventions differ from country to country: some include photos and personal details, some are written as narratives, and many are written in languages other than English. Our talent pool spans 50+ countries, so multilingual understanding is essential. Modern language models can interpret resumes across languages and conventions, mapping them to a common, structured profile so that candidates are compared on their skills rather than on how familiar their resume format looks.</p>
<h2>Reducing bias by design</h2>
<p>NLP can also help make screening fairer. Once a resume has been converted into structured data, personal details that are irrelevant to job performance, such as names, photos, ages and addresses, can be set aside during early evaluation. Reviewers and models then focus on skills and experience.</p>
<p>This is not a complete solution. Language models can reflect biases present in the text they learned from, and phrasing differences between cultures can affect how experience is interpreted. Responsible teams test their systems for these effects and review them regularly.</p>
<blockquote>NLP is at its best when it helps reviewers see the substance of a candidate's experience, not the style of their resume.</blockquote>
<h2>The limits of the resume</h2>
<p>However sophisticated the analysis, a resume remains a self-description. NLP can tell you precisely what a candidate claims; it cannot confirm that the claims are accurate. That is why resume analysis works best as the first step in a larger process rather than the whole of it.</p>
<p>At ${site.brandName}, NLP-driven profile analysis is paired with hands-on, AI-scored skills assessments. The resume provides context about a developer's history, domains and interests. The assessment verifies what they can do today. Together, they form a profile that hiring managers can trust.</p>
<h2>Writing job descriptions NLP can work with</h2>
<p>NLP works in both directions. The same techniques that read resumes can read job descriptions, and the clearer your description, the better the match. A few practical tips:</p>
<ul>
<li>Separate must-have skills from nice-to-have skills, so matching can weigh them appropriately.</li>
<li>Describe the work, not just the tools: what the developer will build, maintain or improve.</li>
<li>Be specific about seniority expectations and the level of ownership the role carries.</li>
<li>Mention the working model, including engagement type, hours and collaboration across time zones.</li>
</ul>
<h2>The bottom line</h2>
<p>Natural language processing turns a messy, inconsistent stream of resumes into structured, comparable information. It reads every document with the same care, understands skills in context and handles resumes from around the world. Paired with verified assessments and human judgment, it helps hiring teams focus on the candidates who truly fit, and it helps great developers get noticed no matter how they describe themselves.</p>
`,
};
