import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { faqCategories } from "~/content/faq";
import { island } from "~/islands/island";

/** One accordion for every category, so that one answer at most is open on the page. */
function Questions() {
  return (
    <Accordion className="space-y-12">
      {faqCategories.map((category, c) => (
        <section key={category.title} aria-labelledby={`faq-category-${c}`}>
          <h2 id={`faq-category-${c}`} className="text-2xl font-bold tracking-tight">
            {category.title}
          </h2>
          <div className="mt-4 rounded-xl border bg-card px-6 shadow-sm">
            {category.items.map((item, i) => (
              <AccordionItem key={item.question} value={`${c}-${i}`} className="last:border-b-0">
                <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
                {/* Closed answers stay in the HTML (hidden), for search engines */}
                <AccordionContent className="text-base leading-7 text-muted-foreground">
                  {item.answer}
                </AccordionContent>
              </AccordionItem>
            ))}
          </div>
        </section>
      ))}
    </Accordion>
  );
}

export const FaqAccordion = island("faq-accordion", Questions);
