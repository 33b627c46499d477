/**
 * The home page's opening: the hero with its calls to action, which
 * scroll to the contact form or the video, and the promo video section.
 */
import { CheckCircle2 } from "lucide-react";
import { site } from "#common/site.ts";
import { homeContent } from "~/content/home";
import { Section } from "./page-parts.tsx";
import { ScrollLink } from "./scroll-link.tsx";
import { VideoEmbed } from "./video-embed.tsx";

export function Hero() {
  const { hero } = homeContent;
  return (
    <section
      id="home"
      className="scroll-mt-16 bg-gradient-to-br from-slate-950 via-blue-950 to-blue-800 text-white"
    >
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
        <p className="inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-semibold text-blue-100">
          {hero.badge}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {hero.headline}
        </h1>
        <p className="mx-auto mt-6 max-w-3xl text-lg leading-8 text-blue-100">{hero.subheadline}</p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
          <ScrollLink button={hero.primaryButton} variant="onDarkPrimary" />
          <ScrollLink button={hero.getStartedButton} variant="onDark" />
          <ScrollLink button={hero.secondaryButton} variant="onDark" />
        </div>
        <ul className="mt-10 flex flex-col justify-center gap-3 text-sm text-blue-100 sm:flex-row sm:gap-8">
          {hero.highlights.map((item) => (
            <li key={item} className="flex items-center justify-center gap-2">
              <CheckCircle2 className="h-4 w-4 text-green-300" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function PromoVideo() {
  const { promoVideo } = homeContent;
  return (
    <Section id="promo-video" labelledBy="promo-video-heading">
      <div className="grid items-center gap-10 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <h2 id="promo-video-heading" className="text-3xl font-bold tracking-tight">
            {promoVideo.title}
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">{promoVideo.description}</p>
        </div>
        <div className="lg:col-span-3">
          <VideoEmbed url={site.promoVideoUrl} title={promoVideo.title} />
        </div>
      </div>
    </Section>
  );
}
