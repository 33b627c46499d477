/**
 * What the two contact forms say: their field labels and their outcome
 * messages. Shown by the forms in the browser (app/content/home-contact.ts, app/content/contact.ts)
 * and by the server when it answers a form posted without JavaScript
 * (server/features/inquiries/form-post.ts), so both say the same words.
 */
import type { ContactFormField } from "./inquiry-form-outcome.ts";

/** One text per field of the contact forms (labels, placeholders). */
export type ContactFormLabels = Record<ContactFormField, string>;

export interface ToastMessage {
  title: string;
  description: string;
}

/** The home page's contact section (hiring needs optional). */
export const homeContactMessages: {
  labels: ContactFormLabels;
  toasts: { missingFields: ToastMessage; failure: ToastMessage; success: ToastMessage };
} = {
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    company: "Company",
    hiringNeeds: "Hiring Needs",
    message: "Message",
  },
  toasts: {
    missingFields: {
      title: "Please fill in all required fields",
      description: "All fields except hiring needs are required.",
    },
    failure: { title: "Error", description: "Failed to send message. Please try again." },
    success: {
      title: "Message Sent!",
      description: "Thank you for your inquiry. We'll get back to you within 24 hours.",
    },
  },
};

/** The /contact page's form (all six fields required). */
export const contactPageMessages: {
  labels: ContactFormLabels;
  toasts: { success: ToastMessage; failure: { title: string; fallbackDescription: string } };
} = {
  labels: {
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email Address",
    company: "Company",
    hiringNeeds: "Current Hiring Needs",
    message: "Message",
  },
  toasts: {
    success: {
      title: "Message sent successfully!",
      description: "We'll get back to you within 24 hours.",
    },
    failure: { title: "Error sending message", fallbackDescription: "Please try again later." },
  },
};
