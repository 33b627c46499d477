import { CalendarClock, Mail } from "lucide-react";
import { buttonVariants } from "~/components/plain/classes.ts";
import { contactPageContent } from "~/content/contact";
import { pageMeta } from "~/content/seo";
import { ContactPageForm } from "~/features/marketing/contact-page-form";
import { CheckList, PageHero } from "~/features/marketing/page-parts";
import { seoMeta } from "~/lib/seo";

export const meta = () => seoMeta({ ...pageMeta["/contact"]!, path: "/contact" });

export default function Contact() {
  const { hero, form, sidebar, demo } = contactPageContent;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.text} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3 lg:px-8">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold">
            {form.heading}
          </h2>
          <p className="mt-2 mb-8 text-muted-foreground">{form.intro}</p>
          <ContactPageForm />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="talk-heading" className="rounded-2xl bg-muted p-6 sm:p-8">
            <h2 id="talk-heading" className="text-xl font-bold">
              {sidebar.heading}
            </h2>
            <p className="mt-3 text-muted-foreground">{sidebar.text}</p>
            <p className="mt-6 flex items-start gap-3">
              <Mail className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
              <span>
                {sidebar.emailLabel}{" "}
                <a
                  href={`mailto:${sidebar.email}`}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {sidebar.email}
                </a>
              </span>
            </p>
            <p className="mt-2 text-sm text-muted-foreground">{sidebar.responsePromise}</p>
            <CheckList items={sidebar.reasons} className="mt-6" />
          </section>
          <section
            aria-labelledby="demo-heading"
            className="rounded-2xl bg-gradient-to-br from-blue-800 to-blue-950 p-6 text-white sm:p-8"
          >
            <h2 id="demo-heading" className="text-xl font-bold">
              {demo.heading}
            </h2>
            <p className="mt-3 text-blue-100">{demo.text}</p>
            {/* A Schedule Demo button with no action yet. */}
            <button
              type="button"
              className={`${buttonVariants({ variant: "secondary", size: "lg" })} mt-6 w-full`}
            >
              <CalendarClock aria-hidden="true" />
              {demo.buttonLabel}
            </button>
          </section>
        </div>
      </div>
    </>
  );
}
