/** Building blocks shared by the marketing pages; plain class strings keep them light. */
import { CheckCircle2, type LucideIcon } from "lucide-react";

export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-950 via-blue-950 to-blue-800 text-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-24 lg:px-8">
        {eyebrow && (
          <p className="inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-semibold tracking-wide text-blue-100">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {subtitle && (
          <p className="mx-auto mt-6 max-w-3xl text-lg leading-8 text-blue-100">{subtitle}</p>
        )}
        {children && (
          <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">{children}</div>
        )}
      </div>
    </section>
  );
}

export function SectionHeading({
  title,
  subtitle,
  id,
}: {
  title: string;
  subtitle?: string;
  id?: string;
}) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-4 text-lg text-muted-foreground">{subtitle}</p>}
    </div>
  );
}

export function Section({
  children,
  muted,
  id,
  labelledBy,
}: {
  children: React.ReactNode;
  muted?: boolean;
  id?: string;
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`scroll-mt-16 py-16 sm:py-20 ${muted ? "bg-muted" : ""}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function IconTile({
  icon: Icon,
  title,
  description,
  headingLevel = 3,
}: {
  icon?: LucideIcon;
  title: string;
  description: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm">
      {Icon && (
        <span className="grid h-12 w-12 place-items-center rounded-lg bg-primary/10 text-primary">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
      )}
      <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
      <p className="mt-2 text-muted-foreground">{description}</p>
    </div>
  );
}

export function NumberedSteps({
  steps,
}: {
  steps: { number: string; title: string; description: string }[];
}) {
  const cols = steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-6 sm:grid-cols-2 ${cols}`}>
      {steps.map((step) => (
        <li key={step.number} className="relative rounded-xl border bg-card p-6 shadow-sm">
          <span
            className="grid h-10 w-10 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            aria-hidden="true"
          >
            {step.number}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Step {step.number}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

/** A dark closing call-to-action band. */
export function CtaBand({
  title,
  text,
  children,
  footnote,
}: {
  title: string;
  text?: string;
  children: React.ReactNode;
  footnote?: string;
}) {
  return (
    <section className="bg-gradient-to-br from-blue-800 to-blue-950 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h2>
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100">{text}</p>}
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">{children}</div>
        {footnote && <p className="mt-6 text-sm text-blue-100">{footnote}</p>}
      </div>
    </section>
  );
}

/** Classes for a light button on a dark band. */
export const onDarkPrimary =
  "inline-flex h-11 items-center justify-center gap-2 rounded-md bg-white px-8 text-sm font-semibold text-blue-900 transition-colors hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-blue-900";
export const onDarkOutline =
  "inline-flex h-11 items-center justify-center gap-2 rounded-md border border-white/70 px-8 text-sm font-semibold text-white transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-blue-900";
