import { Link } from "react-router";
import { applyPageCopy } from "~/features/applications/apply-copy";
import { ApplyForm } from "~/features/applications/apply-form";
import { PageHero } from "~/features/marketing/page-parts";
import { seoMeta } from "~/lib/seo";

export const meta = () => seoMeta({ ...applyPageCopy.meta, path: "/apply" });

/** /apply: public and prerendered; the form is its one island. */
export default function Apply() {
  const { hero, steps, form, privacy } = applyPageCopy;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-3 lg:px-8">
        <section
          aria-labelledby="apply-form-heading"
          className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2"
        >
          <h2 id="apply-form-heading" className="text-2xl font-bold">
            {form.heading}
          </h2>
          <p className="mt-2 mb-8 text-muted-foreground">{form.intro}</p>
          <ApplyForm />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="steps-heading" className="rounded-2xl bg-muted p-6 sm:p-8">
            <h2 id="steps-heading" className="text-xl font-bold">
              {steps.heading}
            </h2>
            <ol className="mt-4 space-y-4">
              {steps.items.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold">{step.title}</p>
                    <p className="text-sm text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
          <section
            id="privacy"
            aria-labelledby="privacy-heading"
            className="scroll-mt-24 rounded-2xl border p-6 sm:p-8"
          >
            <h2 id="privacy-heading" className="text-xl font-bold">
              {privacy.heading}
            </h2>
            <div className="mt-3 space-y-3 text-sm text-muted-foreground">
              {privacy.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
            </div>
            <Link
              to="/talent/sign-in"
              className="mt-4 inline-block text-sm font-medium text-primary underline underline-offset-4"
            >
              {privacy.signInLabel}
            </Link>
          </section>
        </div>
      </div>
    </>
  );
}
