import { Link } from "react-router";
import { buttonVariants } from "~/components/plain/classes.ts";
import { faqCategories, faqPageCopy } from "~/content/faq";
import { pageMeta } from "~/content/seo";
import { FaqAccordion } from "~/features/marketing/faq-accordion";
import { PageHero } from "~/features/marketing/page-parts";
import { seoMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";

export const meta = () => [
  ...seoMeta({ ...pageMeta["/faq"]!, path: "/faq" }),
  faqPageJsonLd(faqCategories),
];

export default function Faq() {
  const { hero, contactPrompt } = faqPageCopy;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        {/* Without JavaScript nothing can open a question, so every answer is shown. In
            Tailwind's base layer, as its `[hidden]` rule is there with !important. */}
        <noscript>
          <style>
            {
              "@layer base{[data-island=faq-accordion] [role=region][hidden]{display:block!important}}"
            }
          </style>
        </noscript>
        <FaqAccordion />
        <div className="mt-16 rounded-2xl bg-muted p-8 text-center">
          <h2 className="text-2xl font-bold">{contactPrompt.heading}</h2>
          <p className="mt-2 text-muted-foreground">{contactPrompt.text}</p>
          <Link to={contactPrompt.href} className={`${buttonVariants({ size: "lg" })} mt-6`}>
            {contactPrompt.linkLabel}
          </Link>
        </div>
      </div>
    </>
  );
}
