import { site } from "#common/site.ts";

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  readTime: string;
  /** An emoji shown as the post's artwork. */
  image: string;
  featured: boolean;
  /** Trusted, static HTML: h2, p, ul/li and blockquote only. */
  content: string;
}

export const blogPosts: BlogPost[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
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
