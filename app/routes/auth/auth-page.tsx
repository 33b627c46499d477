import { Brain, Globe, type LucideIcon, Shield, Zap } from "lucide-react";
import { Navigate } from "react-router";
import { PageSpinner } from "~/components/spinner";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { useAuth, useAuthProviders } from "~/features/auth/api";
import { type AuthFeature, authContent } from "~/features/auth/copy";
import { ExternalSignIn, useExternalSignInError } from "~/features/auth/external-sign-in";
import { SignInForm } from "~/features/auth/sign-in-form";
import { SignUpForm } from "~/features/auth/sign-up-form";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Sign In");

const icons: Record<AuthFeature["icon"], LucideIcon> = {
  brain: Brain,
  globe: Globe,
  zap: Zap,
  shield: Shield,
};

/** /auth: Sign In and Sign Up tabs beside the marketing panel (spec §2). */
export default function AuthPage() {
  const { user, isLoading } = useAuth();
  // SIGNUP_MODE=closed: no Sign Up tab (a refused sign-up still shows the server's 403).
  const signupOpen = useAuthProviders().data?.signupMode !== "closed";
  useExternalSignInError();
  if (user) return <Navigate to="/" replace />;
  if (isLoading) {
    return <PageSpinner />;
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-20">
      <Card className="w-full self-start">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{authContent.heading}</h1>
          <CardDescription>{authContent.subheading}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="signin">
            <TabsList className={`grid w-full ${signupOpen ? "grid-cols-2" : "grid-cols-1"}`}>
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              {signupOpen && <TabsTrigger value="signup">Sign Up</TabsTrigger>}
            </TabsList>
            <TabsContent value="signin" className="pt-4">
              <SignInForm />
            </TabsContent>
            {signupOpen && (
              <TabsContent value="signup" className="pt-4">
                <SignUpForm />
              </TabsContent>
            )}
          </Tabs>
          <ExternalSignIn />
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
