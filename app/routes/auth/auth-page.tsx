import { Brain, Globe, type LucideIcon, Shield, Zap } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { AuthForms } from "~/features/auth/auth-forms";
import { type AuthFeature, authContent } from "~/features/auth/copy";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Sign In");

const icons: Record<AuthFeature["icon"], LucideIcon> = {
  brain: Brain,
  globe: Globe,
  zap: Zap,
  shield: Shield,
};

/**
 * /auth: Sign In and Sign Up tabs beside the marketing panel. Prerendered, noindex:
 * the forms are the page's one island (~/features/auth/auth-forms), which also sends a
 * signed-in user home.
 */
export default function AuthPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
      <Card className="w-full self-start">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{authContent.heading}</h1>
          <CardDescription>{authContent.subheading}</CardDescription>
        </CardHeader>
        <CardContent>
          <AuthForms />
        </CardContent>
      </Card>
      <aside className="rounded-xl bg-gradient-to-br from-blue-700 to-indigo-800 p-8 text-white lg:p-10">
        <h2 className="text-2xl font-bold">{authContent.panelHeading}</h2>
        <p className="mt-3 text-blue-100">{authContent.panelText}</p>
        <ul className="mt-8 space-y-6">
          {authContent.features.map((feature) => {
            const Icon = icons[feature.icon];
            return (
              <li key={feature.title} className="flex gap-4">
                <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-white/15">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{feature.title}</h3>
                  <p className="mt-1 text-sm text-blue-100">{feature.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </aside>
    </div>
  );
}
