import { type ContactFormLabels, contactPageMessages } from "#common/inquiry-form-messages.ts";
import { site } from "#common/site.ts";

export type { ContactFormLabels };

/** The inquiry form's own words, on the contact page and in the home page's section. */
export interface ContactFormCopy {
  heading: string;
  intro: string;
  labels: ContactFormLabels;
  placeholders: ContactFormLabels;
  submitLabel: string;
  sendingLabel: string;
}

/** The form's example answers, the same wherever the form is; each place words its message. */
export const examplePlaceholders = {
  firstName: "Jane",
  lastName: "Smith",
  email: "jane@company.com",
  company: "Your company",
  hiringNeeds: "Select your hiring needs",
} satisfies Omit<ContactFormLabels, "message">;

export interface ContactPageContent {
  hero: { title: string; text: string };
  form: ContactFormCopy;
  sidebar: {
    heading: string;
    text: string;
    emailLabel: string;
    email: string;
    responsePromise: string;
    reasons: string[];
  };
  demo: { heading: string; text: string; buttonLabel: string };
  toasts: {
    success: { title: string; description: string };
    failure: { title: string; fallbackDescription: string };
  };
}

export const contactPageContent: ContactPageContent = {
  hero: {
    title: "Let's Find Your Next Great Developer",
    text: "Tell us about your project and the skills you need. Our team will get back to you within 24 hours with pre-vetted developers matched to your requirements.",
  },
  form: {
    heading: "Send Us a Message",
    intro: "Share a few details and we'll take it from there. All fields are required.",
    labels: contactPageMessages.labels,
    placeholders: {
      ...examplePlaceholders,
      message:
        "Tell us about your project, tech stack, timeline and the developers you're looking for.",
    },
    submitLabel: "Send Message",
    sendingLabel: "Sending...",
  },
  sidebar: {
    heading: "Talk to Our Team",
    text: `Whether you need one specialist or a complete team, ${site.brandName} can help you hire pre-vetted developers quickly and without risk.`,
    emailLabel: "Email us at",
    email: site.contactEmail,
    responsePromise: "We respond to every inquiry within 24 hours.",
    reasons: [
      "Matching within 24 hours",
      "7-day risk-free trial",
      "Unlimited free replacements",
      "No setup fees or recruitment fees",
    ],
  },
  demo: {
    heading: "Prefer a Live Walkthrough?",
    text: "See how our AI assessment and matching work, and get answers to your questions from our team.",
    buttonLabel: "Schedule Demo",
  },
  toasts: contactPageMessages.toasts,
};
