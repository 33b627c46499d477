/**
 * The home page's contact section: the contact form, and the panel with
 * the e-mail address and the social links.
 */
import { AtSign, Briefcase, GitBranch, type LucideIcon, Mail } from "lucide-react";
import { homeContent } from "~/content/home";
import { HomeContactForm } from "./home-contact-form.tsx";
import { Section } from "./page-parts.tsx";

const icons: Record<string, LucideIcon> = { AtSign, Briefcase, GitBranch };

export function HomeContactSection() {
  const { form, panel } = homeContent.contact;
  return (
    <Section id="contact" labelledBy="contact-heading">
      <div className="grid gap-10 lg:grid-cols-3">
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8 lg:col-span-2">
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight">
            {form.heading}
          </h2>
          <p className="mt-2 mb-8 text-muted-foreground">{form.intro}</p>
          <HomeContactForm />
        </div>
        <aside
          aria-labelledby="get-in-touch-heading"
          className="rounded-2xl bg-gradient-to-br from-blue-800 to-blue-950 p-6 text-white sm:p-8"
        >
          <h2 id="get-in-touch-heading" className="text-2xl font-bold">
            {panel.heading}
          </h2>
          <p className="mt-4 text-blue-100">{panel.blurb}</p>
          <p className="mt-6 flex items-start gap-3">
            <Mail className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              {panel.generalInquiriesLabel}{" "}
              <a
                href={`mailto:${panel.email}`}
                className="font-semibold underline underline-offset-4"
              >
                {panel.email}
              </a>
            </span>
          </p>
          <h3 className="mt-8 font-semibold">{panel.followUsLabel}</h3>
          <ul className="mt-3 flex gap-3">
            {panel.socialLinks.map((link) => {
              const Icon = icons[link.icon];
              const look =
                "grid h-11 w-11 place-items-center rounded-full bg-white/10 transition-colors hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";
              return (
                <li key={link.label}>
                  {link.href ? (
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={look}
                      aria-label={`${link.label} (opens in a new tab)`}
                    >
                      {Icon && <Icon className="h-5 w-5" aria-hidden="true" />}
                    </a>
                  ) : (
                    // biome-ignore lint/a11y/useValidAnchor: the spec makes these icons link nowhere
                    <a
                      href="#"
                      onClick={(event) => event.preventDefault()}
                      className={look}
                      aria-label={link.label}
                    >
                      {Icon && <Icon className="h-5 w-5" aria-hidden="true" />}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </aside>
      </div>
    </Section>
  );
}
