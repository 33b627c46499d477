import {
  BadgeCheck,
  Code2,
  ExternalLink,
  Gauge,
  Layers,
  Lightbulb,
  type LucideIcon,
  MessageCircle,
} from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "~/content/seo";
import { type EvaluatorStat, skillsEvaluatorContent } from "~/content/skills-evaluator";
import {
  CheckList,
  CtaBand,
  IconTile,
  NumberedSteps,
  onDarkOutline,
  onDarkPrimary,
  PageHero,
  Section,
  SectionHeading,
} from "~/features/marketing/page-parts";
import { seoMeta } from "~/lib/seo";

export const meta = () => seoMeta({ ...pageMeta["/skills-evaluator"]!, path: "/skills-evaluator" });

const icons: Record<string, LucideIcon> = {
  BadgeCheck,
  Code2,
  Gauge,
  Layers,
  Lightbulb,
  MessageCircle,
};

function StatGrid({ stats, dark }: { stats: EvaluatorStat[]; dark?: boolean }) {
  const cols = stats.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <dl className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {stats.map((stat) => (
        <div
          key={stat.claim}
          className={`flex flex-col rounded-xl p-6 text-center ${dark ? "bg-white/10" : "border bg-card shadow-sm"}`}
        >
          <dt className={`font-semibold ${dark ? "text-blue-100" : ""}`}>{stat.label}</dt>
          <dd
            className={`order-first text-4xl font-extrabold ${dark ? "text-white" : "text-primary"}`}
          >
            {stat.value}
          </dd>
          <dd className={`mt-2 text-sm ${dark ? "text-blue-100" : "text-muted-foreground"}`}>
            {stat.description}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function EvaluatorLink({ label, href }: { label: string; href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={onDarkPrimary}>
      {label}
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

export default function SkillsEvaluator() {
  const { hero, heroStats, howItWorks, whatItMeasures, benefits, cta } = skillsEvaluatorContent;
  return (
    <>
      <PageHero eyebrow={hero.badge} title={hero.title} subtitle={hero.subtitle}>
        <EvaluatorLink label={hero.primaryButton.label} href={hero.primaryButton.href} />
        <Link to={hero.secondaryButton.href} className={onDarkOutline}>
          {hero.secondaryButton.label}
        </Link>
      </PageHero>
      <section aria-label="Skills Evaluator in numbers" className="bg-blue-950 pb-16 text-white">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <StatGrid stats={heroStats} dark />
        </div>
      </section>
      <Section labelledBy="how-heading">
        <SectionHeading
          id="how-heading"
          title={howItWorks.heading}
          subtitle={howItWorks.subheading}
        />
        <div className="mt-12">
          <NumberedSteps steps={howItWorks.steps} />
        </div>
      </Section>
      <Section muted labelledBy="measures-heading">
        <SectionHeading
          id="measures-heading"
          title={whatItMeasures.heading}
          subtitle={whatItMeasures.subheading}
        />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {whatItMeasures.items.map((item) => (
            <IconTile
              key={item.title}
              icon={icons[item.icon]}
              title={item.title}
              description={item.description}
            />
          ))}
        </div>
      </Section>
      <Section labelledBy="benefits-heading">
        <SectionHeading
          id="benefits-heading"
          title={benefits.heading}
          subtitle={benefits.subheading}
        />
        <div className="mt-12">
          <StatGrid stats={benefits.stats} />
        </div>
        <CheckList items={benefits.points} className="mx-auto mt-10 max-w-2xl text-lg" />
      </Section>
      <CtaBand title={cta.heading} text={cta.text}>
        <EvaluatorLink label={cta.primaryButton.label} href={cta.primaryButton.href} />
        <Link to={cta.secondaryButton.href} className={onDarkOutline}>
          {cta.secondaryButton.label}
        </Link>
      </CtaBand>
    </>
  );
}
