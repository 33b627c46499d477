import {
  Activity,
  Award,
  BadgeCheck,
  CalendarClock,
  Clock,
  type LucideIcon,
  MessageCircle,
  RefreshCw,
  ShieldCheck,
  UserSearch,
  Users,
  Wallet,
} from "lucide-react";
import { Link } from "react-router";
import { processContent } from "~/content/process";
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

export const meta = () => seoMeta({ ...pageMeta["/case-studies"]!, path: "/case-studies" });

const icons: Record<string, LucideIcon> = {
  Activity,
  Award,
  BadgeCheck,
  CalendarClock,
  Clock,
  MessageCircle,
  RefreshCw,
  ShieldCheck,
  UserSearch,
  Users,
  Wallet,
};

/** The methodology page, labelled Our Process in the navigation. */
export default function CaseStudies() {
  const { hero, paths, vetting, qualityStandards, commitments, flow, cta } = processContent;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} />
      <Section labelledBy="paths-heading">
        <SectionHeading id="paths-heading" title={paths.heading} subtitle={paths.subheading} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {paths.items.map((path) => {
            const Icon = icons[path.icon];
            return (
              <article key={path.title} className="rounded-2xl border bg-card p-8 shadow-sm">
                <div className="flex items-center gap-4">
                  <span className="grid h-12 w-12 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                    {Icon && <Icon className="h-6 w-6" aria-hidden="true" />}
                  </span>
                  <div>
                    <h3 className="text-xl font-semibold">{path.title}</h3>
                    <p className="text-sm font-medium text-primary">{path.timeline}</p>
                  </div>
                </div>
                <p className="mt-4 text-muted-foreground">{path.description}</p>
                <CheckList items={path.points} className="mt-6" />
              </article>
            );
          })}
        </div>
      </Section>
      <Section muted labelledBy="vetting-heading">
        <SectionHeading
          id="vetting-heading"
          title={vetting.heading}
          subtitle={vetting.subheading}
        />
        <div className="mt-12">
          <NumberedSteps steps={vetting.steps} />
        </div>
      </Section>
      <Section labelledBy="quality-heading">
        <SectionHeading
          id="quality-heading"
          title={qualityStandards.heading}
          subtitle={qualityStandards.subheading}
        />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {qualityStandards.items.map((item) => (
            <IconTile
              key={item.title}
              icon={icons[item.icon]}
              title={item.title}
              description={item.description}
            />
          ))}
        </div>
      </Section>
      <Section muted labelledBy="commitments-heading">
        <SectionHeading id="commitments-heading" title={commitments.heading} />
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {commitments.items.map((item) => (
            <IconTile
              key={item.title}
              icon={icons[item.icon]}
              title={item.title}
              description={item.description}
            />
          ))}
        </div>
      </Section>
      <Section labelledBy="flow-heading">
        <SectionHeading id="flow-heading" title={flow.heading} subtitle={flow.subheading} />
        <div className="mt-12">
          <NumberedSteps steps={flow.steps} />
        </div>
      </Section>
      <CtaBand title={cta.heading} text={cta.text}>
        <Link to={cta.href} className={onDarkPrimary}>
          {cta.buttonLabel}
        </Link>
      </CtaBand>
    </>
  );
}
