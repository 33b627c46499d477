import {
  Brain,
  Briefcase,
  CheckCircle2,
  Clock,
  Cloud,
  Code2,
  Cpu,
  Crown,
  FileText,
  Globe,
  Lightbulb,
  type LucideIcon,
  Rocket,
  Server,
  Smartphone,
  Target,
} from "lucide-react";
import { site } from "#common/site.ts";
import { homeContent } from "~/content/home";
import { pageMeta } from "~/content/seo";
import { HomeContactSection } from "~/features/marketing/home-contact-section";
import { Hero, PromoVideo } from "~/features/marketing/home-hero";
import { CheckList, IconTile, Section, SectionHeading } from "~/features/marketing/page-parts";
import { ScrollLink } from "~/features/marketing/scroll-link";
import { VideoEmbed } from "~/features/marketing/video-embed";
import { seoMeta } from "~/lib/seo";
import { organizationJsonLd } from "~/lib/structured-data";

export const meta = () => [...seoMeta({ ...pageMeta["/"]!, path: "/" }), organizationJsonLd()];

const icons: Record<string, LucideIcon> = {
  Brain,
  Briefcase,
  Clock,
  Cloud,
  Code2,
  Cpu,
  Crown,
  FileText,
  Globe,
  Lightbulb,
  Rocket,
  Server,
  Smartphone,
  Target,
};

function Services() {
  const { services } = homeContent;
  return (
    <Section id="services" muted labelledBy="services-heading">
      <SectionHeading
        id="services-heading"
        title={services.heading}
        subtitle={services.subheading}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.specializations.map((spec) => {
          const Icon = icons[spec.icon];
          return (
            <li key={spec.title} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <span
                className={`grid h-12 w-12 place-items-center rounded-lg bg-gradient-to-br text-white ${spec.color}`}
              >
                {Icon && <Icon className="h-6 w-6" aria-hidden="true" />}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{spec.title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{spec.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${spec.title} skills`}>
                {spec.skills.map((skill) => (
                  <li
                    key={skill}
                    className="rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground"
                  >
                    {skill}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Platform() {
  const { platform } = homeContent;
  return (
    <Section id="platform" labelledBy="platform-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {platform.eyebrow}
          </p>
          <h2 id="platform-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {platform.heading}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{platform.description}</p>
          <CheckList items={platform.features} className="mt-6" />
          <dl className="mt-8 grid grid-cols-3 gap-4">
            {platform.stats.map((stat) => (
              <div key={stat.label} className="rounded-lg bg-muted p-4 text-center">
                <dt className="text-xs text-muted-foreground">{stat.label}</dt>
                <dd className="order-first text-2xl font-bold text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row">
            <ScrollLink button={platform.primaryButton} variant="primary" />
            <ScrollLink button={platform.secondaryButton} variant="outline" />
          </div>
        </div>
        <div id="platform-video" className="scroll-mt-20">
          <VideoEmbed url={site.platformVideoUrl} title={platform.videoTitle} />
          <p className="mt-4 text-center text-sm text-muted-foreground">{platform.videoCaption}</p>
        </div>
      </div>
    </Section>
  );
}

function About() {
  const { globalTalent, corePrinciples } = homeContent;
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-16">
      <div className="bg-slate-950 py-16 text-white sm:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="about-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {globalTalent.heading}
            </h2>
            <p className="mt-4 text-lg text-slate-300">{globalTalent.description}</p>
            <ul className="mt-6 space-y-3">
              {globalTalent.points.map((point) => (
                <li key={point} className="flex gap-3">
                  <CheckCircle2
                    className="mt-0.5 h-5 w-5 shrink-0 text-green-300"
                    aria-hidden="true"
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {globalTalent.stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-xl bg-white/10 p-6 text-center"
              >
                <dt className="text-sm text-slate-300">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading title={corePrinciples.heading} subtitle={corePrinciples.subheading} />
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {corePrinciples.principles.map((p) => (
              <IconTile
                key={p.title}
                icon={icons[p.icon]}
                title={p.title}
                description={p.description}
              />
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function Engagement() {
  const { engagement } = homeContent;
  return (
    <Section muted labelledBy="engagement-heading">
      <SectionHeading
        id="engagement-heading"
        title={engagement.heading}
        subtitle={engagement.subheading}
      />
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {engagement.types.map((type) => (
          <IconTile
            key={type.title}
            icon={icons[type.icon]}
            title={type.title}
            description={type.description}
          />
        ))}
      </div>
      <ul className="mt-10 flex flex-wrap justify-center gap-3">
        {engagement.terms.map((term) => (
          <li
            key={term}
            className="flex items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm font-medium"
          >
            <CheckCircle2 className="h-4 w-4 text-green-700" aria-hidden="true" />
            {term}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function Home() {
  return (
    <>
      <Hero />
      <PromoVideo />
      <Services />
      <Platform />
      <About />
      <Engagement />
      <HomeContactSection />
    </>
  );
}
