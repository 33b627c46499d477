import { CalendarClock, type LucideIcon, RefreshCw, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { hiringProcessContent } from "~/content/hiring-process";
import { pageMeta } from "~/content/seo";
import {
  CheckList,
  CtaBand,
  IconTile,
  NumberedSteps,
  onDarkPrimary,
  PageHero,
  Section,
  SectionHeading,
} from "~/features/marketing/page-parts";
import { seoMeta } from "~/lib/seo";

export const meta = () => seoMeta({ ...pageMeta["/hiring-process"]!, path: "/hiring-process" });

const icons: Record<string, LucideIcon> = { CalendarClock, RefreshCw, ShieldCheck };

export default function HiringProcess() {
  const { hero, guarantees, steps, whyChoose, cta } = hiringProcessContent;
  return (
    <>
      <PageHero eyebrow={hero.badge} title={hero.title} subtitle={hero.subtitle}>
        <Link to={hero.button.href} className={onDarkPrimary}>
          {hero.button.label}
        </Link>
      </PageHero>
      <Section labelledBy="guarantees-heading">
        <SectionHeading
          id="guarantees-heading"
          title={guarantees.heading}
          subtitle={guarantees.subheading}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {guarantees.items.map((item) => (
            <IconTile
              key={item.title}
              icon={icons[item.icon]}
              title={item.title}
              description={item.description}
            />
          ))}
        </div>
      </Section>
      <Section muted labelledBy="steps-heading">
        <SectionHeading id="steps-heading" title={steps.heading} subtitle={steps.subheading} />
        <div className="mt-12">
          <NumberedSteps steps={steps.items} />
        </div>
      </Section>
      <Section labelledBy="why-heading">
        <div className="mx-auto max-w-3xl">
          <h2
            id="why-heading"
            className="text-center text-3xl font-bold tracking-tight sm:text-4xl"
          >
            {whyChoose.heading}
          </h2>
          <CheckList items={whyChoose.items} className="mt-10 text-lg" />
        </div>
      </Section>
      <CtaBand title={cta.heading} text={cta.text}>
        <Link to={cta.button.href} className={onDarkPrimary}>
          {cta.button.label}
        </Link>
      </CtaBand>
    </>
  );
}
