/**
 * The developer profile's layout, shared by the talent pool's profile and the
 * customer's: the side card with photo,
 * contact lines, score and links, and the summary, skills and languages cards. Each screen
 * adds its own parts through the slots (status badge, call to action, extra cards). Built
 * from the kit's plain parts (app/components/plain/) directly, not their ui/ wrappers, so
 * the customer's profile loads neither tailwind-merge nor Radix.
 */
import {
  ArrowLeft,
  Briefcase,
  Clock,
  CodeXml,
  DollarSign,
  Download,
  ExternalLink,
  Globe,
  Mail,
  MapPin,
  Network,
  Phone,
} from "lucide-react";
import { Link } from "react-router";
import type { SharedDeveloper } from "#common/link.ts";
import { BACK_BUTTON, buttonClass } from "~/components/plain/classes.ts";
import { Badge, Card, CardContent, CardHeader } from "~/components/plain/plain.tsx";
import { PageSpinner } from "~/components/spinner";
import { AvailabilityBadge, CandidateAvatar, ScoreBar } from "./candidate-card.tsx";
import { VideoIntroductionCard } from "./video-introduction.tsx";

/** What both profiles show: the fields a customer may see, which a candidate also has. */
export type ProfileDeveloper = Omit<SharedDeveloper, "id">;

/** A card heading at the page's second level (the name is the page's h1). */
export function SectionTitle({ children }: { children: React.ReactNode }) {
  return <h2 className="text-xl font-semibold leading-none tracking-tight">{children}</h2>;
}

export function ProfileBackLink({ to }: { to: string }) {
  return (
    <Link to={to} data-slot="button" className={BACK_BUTTON}>
      <ArrowLeft aria-hidden="true" />
      Back to Developers
    </Link>
  );
}

export function ProfileLoading() {
  return <PageSpinner label="Loading developer..." />;
}

/** 'Developer Not Found' with the screen's own explanation and a way back. */
export function ProfileNotFound({ message, backTo }: { message: string; backTo: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Developer Not Found</h1>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <div className="mt-6 flex justify-center">
        <ProfileBackLink to={backTo} />
      </div>
    </div>
  );
}

const external = { target: "_blank", rel: "noopener noreferrer" } as const;

function ExternalButton(props: { href: string; icon: React.ReactNode; label: string }) {
  return (
    <a href={props.href} {...external} data-slot="button" className={buttonClass("outline")}>
      {props.icon}
      {props.label}
      <ExternalLink aria-hidden="true" />
    </a>
  );
}

function InfoLine({ icon: Icon, children }: { icon: typeof MapPin; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
      {children}
    </li>
  );
}

interface CandidateProfileProps {
  developer: ProfileDeveloper;
  /** Under the title, e.g. the candidate's status. */
  badge?: React.ReactNode;
  /** First of the side card's buttons, e.g. the customer's 'Get in Touch'. */
  callToAction?: React.ReactNode;
  resume: { label: string; fileName?: string };
  /** Cards after Languages in the main column. */
  children?: React.ReactNode;
}

export function CandidateProfile({
  developer: d,
  badge,
  callToAction,
  resume,
  children,
}: CandidateProfileProps) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      <Card extra="lg:col-span-1">
        <CardContent className="space-y-5 p-6">
          <div className="flex flex-col items-center text-center">
            <CandidateAvatar name={d.fullName} photo={d.profilePhoto} size="h-28 w-28 text-2xl" />
            <h1 className="mt-4 text-2xl font-bold">{d.fullName}</h1>
            <p className="text-muted-foreground">{d.title}</p>
            {badge}
          </div>
          <ul className="space-y-2 text-sm">
            {d.location && <InfoLine icon={MapPin}>{d.location}</InfoLine>}
            {/* A link that hides contact details leaves the e-mail out. */}
            {d.email && (
              <InfoLine icon={Mail}>
                <a href={`mailto:${d.email}`} className="break-all text-primary hover:underline">
                  {d.email}
                </a>
              </InfoLine>
            )}
            {d.phone && (
              <InfoLine icon={Phone}>
                <a
                  href={`tel:${d.phone.replace(/[^\d+]/g, "")}`}
                  className="text-primary hover:underline"
                >
                  {d.phone}
                </a>
              </InfoLine>
            )}
            {d.experience !== null && (
              <InfoLine icon={Briefcase}>
                {d.experience} {d.experience === 1 ? "year" : "years"} experience
              </InfoLine>
            )}
            {d.hourlyRate != null && <InfoLine icon={DollarSign}>${d.hourlyRate}/hr</InfoLine>}
            {d.availability && (
              <InfoLine icon={Clock}>
                <AvailabilityBadge availability={d.availability} />
              </InfoLine>
            )}
          </ul>
          <ScoreBar score={d.aiAssessmentScore} label="AI Assessment Score" />
          <div className="flex flex-col gap-2">
            {callToAction}
            {d.resumeUrl && (
              <a
                href={d.resumeUrl}
                download={resume.fileName ?? true}
                data-slot="button"
                className={buttonClass("outline")}
              >
                <Download aria-hidden="true" />
                {resume.label}
              </a>
            )}
            {d.portfolioUrl && (
              <ExternalButton
                href={d.portfolioUrl}
                icon={<Globe aria-hidden="true" />}
                label="Portfolio"
              />
            )}
            {d.githubUrl && (
              <ExternalButton
                href={d.githubUrl}
                icon={<CodeXml aria-hidden="true" />}
                label="GitHub"
              />
            )}
            {d.linkedinUrl && (
              <ExternalButton
                href={d.linkedinUrl}
                icon={<Network aria-hidden="true" />}
                label="LinkedIn"
              />
            )}
          </div>
        </CardContent>
      </Card>

      <div className="space-y-6 lg:col-span-2">
        <Card>
          <CardHeader>
            <SectionTitle>Professional Summary</SectionTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-muted-foreground">
              {d.summary ?? "No summary provided."}
            </p>
          </CardContent>
        </Card>
        {d.videoUrl && <VideoIntroductionCard src={d.videoUrl} name={d.fullName} />}
        <BadgeListCard
          title="Technical Skills"
          items={d.skills}
          variant="secondary"
          empty="No skills listed."
        />
        <BadgeListCard
          title="Languages"
          items={d.spokenLanguages}
          variant="outline"
          empty="No languages listed."
        />
        {children}
      </div>
    </div>
  );
}

function BadgeListCard(props: {
  title: string;
  items: string[];
  variant: "secondary" | "outline";
  empty: string;
}) {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>{props.title}</SectionTitle>
      </CardHeader>
      <CardContent>
        {props.items.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {props.items.map((item) => (
              <li key={item}>
                <Badge variant={props.variant}>{item}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">{props.empty}</p>
        )}
      </CardContent>
    </Card>
  );
}
