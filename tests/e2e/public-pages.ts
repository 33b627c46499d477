/** Every public page with the heading its first HTML response must already contain. */
export const publicPages = [
  { path: "/", heading: "Pre-Vetted Developers, Matched Within 24 Hours" },
  { path: "/about", heading: "Your Instant Access to Pre-Vetted Tech Talent" },
  { path: "/services", heading: "Tech Talent Services Built for Speed and Certainty" },
  { path: "/contact", heading: "Let's Find Your Next Great Developer" },
  { path: "/apply", heading: "Apply as a Developer" },
  { path: "/hiring-process", heading: "Hire Top Developers, Completely Risk-Free" },
  { path: "/skills-evaluator", heading: "Know What Every Developer Can Really Do" },
  { path: "/faq", heading: "Frequently Asked Questions" },
  { path: "/case-studies", heading: "Our Process" },
  { path: "/pricing", heading: "Simple, Transparent Pricing Built Around Your Needs" },
  { path: "/blog", heading: "Insights on AI-Powered Tech Recruitment" },
  {
    path: "/blog/ai-revolutionizing-tech-recruitment",
    heading: "How AI Is Revolutionizing Tech Recruitment",
  },
] as const;

/** The few entities React writes into text. */
export function decodeHtml(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
