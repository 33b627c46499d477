import { Link } from "react-router";
import { buttonVariants } from "~/components/plain/classes.ts";
import { pricingAddOns, pricingFaq, pricingPageCopy, pricingPlans } from "~/content/pricing";
import { pageMeta } from "~/content/seo";
import {
  CheckList,
  CtaBand,
  onDarkOutline,
  onDarkPrimary,
  PageHero,
  Section,
  SectionHeading,
} from "~/features/marketing/page-parts";
import { seoMeta } from "~/lib/seo";

export const meta = () => seoMeta({ ...pageMeta["/pricing"]!, path: "/pricing" });

export default function Pricing() {
  const copy = pricingPageCopy;
  return (
    <>
      <PageHero title={copy.hero.title} subtitle={copy.hero.subtitle} />
      <Section labelledBy="plans-heading">
        <h2 id="plans-heading" className="sr-only">
          Plans
        </h2>
        <ul className="grid gap-8 lg:grid-cols-3">
          {pricingPlans.map((plan) => (
            <li
              key={plan.name}
              className={`relative flex flex-col rounded-2xl border bg-card p-8 shadow-sm ${plan.mostPopular ? "border-2 border-primary shadow-lg" : ""}`}
            >
              {plan.mostPopular && (
                <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-4 py-1 text-xs font-semibold text-primary-foreground">
                  {copy.mostPopularLabel}
                </p>
              )}
              <h3 className="text-2xl font-bold">{plan.name}</h3>
              <p className="mt-2 text-muted-foreground">{plan.description}</p>
              <p className="mt-6 text-4xl font-extrabold">{plan.price}</p>
              <p className="mt-1 text-sm text-muted-foreground">{copy.priceNote}</p>
              <CheckList items={plan.features} className="mt-6 flex-1" />
              <Link
                to={plan.cta.href}
                className={`${buttonVariants({ size: "lg", variant: plan.mostPopular ? "default" : "outline" })} mt-8`}
              >
                {plan.cta.label}
                <span className="sr-only"> with the {plan.name} plan</span>
              </Link>
            </li>
          ))}
        </ul>
        <ul
          className="mt-10 flex flex-wrap justify-center gap-3"
          aria-label="Included in every plan"
        >
          {copy.includedTerms.map((term) => (
            <li key={term} className="rounded-full bg-muted px-4 py-2 text-sm font-medium">
              {term}
            </li>
          ))}
        </ul>
      </Section>
      <Section muted labelledBy="addons-heading">
        <SectionHeading
          id="addons-heading"
          title={copy.addOnsHeading}
          subtitle={copy.addOnsSubtitle}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {pricingAddOns.map((addOn) => (
            <li key={addOn.name} className="rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-baseline justify-between gap-4">
                <h3 className="text-lg font-semibold">{addOn.name}</h3>
                <p className="font-semibold text-primary">{addOn.price}</p>
              </div>
              <p className="mt-2 text-muted-foreground">{addOn.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="pricing-faq-heading">
        <SectionHeading id="pricing-faq-heading" title={copy.faqHeading} />
        <dl className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-2">
          {pricingFaq.map((item) => (
            <div key={item.question}>
              <dt className="text-lg font-semibold">{item.question}</dt>
              <dd className="mt-2 text-muted-foreground">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <CtaBand title={copy.cta.heading} text={copy.cta.text}>
        <Link to={copy.cta.primary.href} className={onDarkPrimary}>
          {copy.cta.primary.label}
        </Link>
        {copy.cta.secondaryLinks.map((link) => (
          <Link key={link.href} to={link.href} className={onDarkOutline}>
            {link.label}
          </Link>
        ))}
      </CtaBand>
    </>
  );
}
