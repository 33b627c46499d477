import { Brain, Globe, Layers, Lightbulb, type LucideIcon, Target, Zap } from "lucide-react";
import { aboutContent } from "~/content/about";
import { pageMeta } from "~/content/seo";
import {
  CheckList,
  IconTile,
  PageHero,
  Section,
  SectionHeading,
} from "~/features/marketing/page-parts";
import { seoMeta } from "~/lib/seo";

export const meta = () => seoMeta({ ...pageMeta["/about"]!, path: "/about" });

const icons: Record<string, LucideIcon> = { Brain, Globe, Layers, Lightbulb, Target, Zap };

export default function About() {
  const { hero, mission, vision, values, technology } = aboutContent;
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} />
      <Section labelledBy="mission-heading">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">
              {mission.label}
            </p>
            <h2 id="mission-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
              {mission.heading}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{mission.intro}</p>
            <CheckList items={mission.bullets} className="mt-6" />
          </div>
          <div className="self-center rounded-2xl bg-gradient-to-br from-blue-800 to-blue-950 p-8 text-white shadow-lg">
            <p className="text-sm font-semibold uppercase tracking-wide text-blue-200">
              {vision.label}
            </p>
            <h2 className="mt-2 text-2xl font-bold">{vision.heading}</h2>
            <p className="mt-4 text-blue-100">{vision.text}</p>
          </div>
        </div>
      </Section>
      <Section muted labelledBy="values-heading">
        <SectionHeading id="values-heading" title={values.heading} subtitle={values.subheading} />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {values.cards.map((card) => (
            <IconTile
              key={card.title}
              icon={icons[card.icon]}
              title={card.title}
              description={card.description}
            />
          ))}
        </div>
      </Section>
      <Section labelledBy="technology-heading">
        <SectionHeading
          id="technology-heading"
          title={technology.heading}
          subtitle={technology.text}
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {technology.tiles.map((tile) => (
            <IconTile
              key={tile.title}
              icon={icons[tile.icon]}
              title={tile.title}
              description={tile.description}
            />
          ))}
        </div>
      </Section>
    </>
  );
}
