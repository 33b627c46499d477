/** The /apply page's words: the vetting steps and the privacy notice. */
import { site } from "#common/site.ts";

export const applyPageCopy = {
  meta: {
    title: `Apply as a Developer | ${site.brandName}`,
    description: `Join the ${site.brandName} talent pool: apply with your résumé, go through a short vetting (résumé screen, a call, a technical interview, a test project) and get matched with companies hiring remote developers.`,
  },
  hero: {
    eyebrow: "For developers",
    title: "Apply as a Developer",
    subtitle:
      "Work with companies that hire vetted remote engineers. Tell us about yourself; we answer every application.",
  },
  steps: {
    heading: "How vetting works",
    items: [
      {
        title: "Résumé screen",
        text: "We read your application and résumé, usually within a few working days.",
      },
      {
        title: "Recruiter call",
        text: "A short conversation about your experience, English and what you look for.",
      },
      {
        title: "Technical interview",
        text: "A practical session with one of our engineers in your main stack.",
      },
      { title: "Test project", text: "A small paid project for some roles, reviewed with you." },
    ],
  },
  form: {
    heading: "Your application",
    intro:
      "Fields marked by your browser as required are needed; the rest helps us match you sooner.",
  },
  privacy: {
    heading: "Privacy notice",
    paragraphs: [
      `${site.brandName} stores what you send with this form (your name, contact details, links, experience, rate, availability and résumé) to assess your application and, if you join the talent pool, to propose you to customers looking for developers. We store the version of the consent text you agreed to and when.`,
      "Only our staff reads your application. Customers see your profile only after you are approved, through links we send them.",
      "Once approved, you can sign in with a link we e-mail you to keep your profile current, download a copy of everything we store about you, or erase it: erasure removes your name, contact details, links, summary and files, including your résumé and its text.",
      "Messages sent through our contact forms that were never answered are erased automatically after the retention period.",
    ],
    signInLabel: "Sign in to your developer profile",
  },
} as const;
