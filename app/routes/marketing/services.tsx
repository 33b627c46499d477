import { type LucideIcon, ShieldCheck, UserSearch, Users, Workflow } from "lucide-react";
import { pageMeta } from "~/content/seo";
import { servicesContent } from "~/content/services";
import { HomeContactLink } from "~/features/marketing/home-contact-link";
import {
  CheckList,
  CtaBand,
  NumberedSteps,
  PageHero,
  Section,
  SectionHeading,
} from "~/features/marketing/page-parts";
import { seoMeta } from "~/lib/seo";

export const meta = () => seoMeta({ ...pageMeta["/services"]!, path: "/services" });

const icons: Record<string, LucideIcon> = { ShieldCheck, UserSearch, Users, Workflow };

export default function Services() {
  const { hero, cards, process, cta } = servicesContent;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle}>
        <HomeContactLink label={hero.buttonLabel} />
      </PageHero>
      <Section labelledBy="services-heading">
        <SectionHeading
          id="services-heading"
          title={servicesContent.cardsHeading}
          subtitle={servicesContent.cardsSubheading}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <article key={card.title} className="rounded-2xl border bg-card p-8 shadow-sm">
                <div className="flex items-center gap-4">
                  <span className="grid h-12 w-12 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                    {Icon && <Icon className="h-6 w-6" aria-hidden="true" />}
                  </span>
                  <h3 className="text-xl font-semibold">{card.title}</h3>
                </div>
                <p className="mt-4 text-muted-foreground">{card.description}</p>
                <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide">
                  {servicesContent.keyFeaturesLabel}
                </h4>
                <CheckList items={card.features} className="mt-3" />
              </article>
            );
          })}
        </div>
      </Section>
      <Section muted labelledBy="process-heading">
        <SectionHeading
          id="process-heading"
          title={process.heading}
          subtitle={process.subheading}
        />
        <div className="mt-12">
          <NumberedSteps steps={process.steps} />
        </div>
      </Section>
      <CtaBand title={cta.heading} text={cta.text} footnote={cta.tagline}>
        <HomeContactLink label={cta.buttonLabel} />
      </CtaBand>
    </>
  );
}
