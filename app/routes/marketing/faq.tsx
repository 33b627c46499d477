import { Link } from "react-router";
import { PageHero } from "~/components/marketing/page-parts";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { buttonVariants } from "~/components/ui/button-variants";
import { faqCategories, faqPageCopy } from "~/content/faq";
import { pageMeta } from "~/content/seo";
import { seoMeta } from "~/lib/seo";
import { faqPageJsonLd } from "~/lib/structured-data";

export const meta = () => [
  ...seoMeta({ ...pageMeta["/faq"]!, path: "/faq" }),
  faqPageJsonLd(faqCategories),
];

/** One accordion for every category, so that one answer at most is open on the page. */
export default function Faq() {
  const { hero, contactPrompt } = faqPageCopy;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <Accordion type="single" collapsible className="space-y-12">
          {faqCategories.map((category, c) => (
            <section key={category.title} aria-labelledby={`faq-category-${c}`}>
              <h2 id={`faq-category-${c}`} className="text-2xl font-bold tracking-tight">
                {category.title}
              </h2>
              <div className="mt-4 rounded-xl border bg-card px-6 shadow-sm">
                {category.items.map((item, i) => (
                  <AccordionItem
                    key={item.question}
                    value={`${c}-${i}`}
                    className="last:border-b-0"
                  >
                    <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
                    {/* forceMount: closed answers stay in the HTML (hidden), for search engines */}
                    <AccordionContent
                      forceMount
                      className="text-base leading-7 text-muted-foreground"
                    >
                      {item.answer}
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </div>
            </section>
          ))}
        </Accordion>
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
