/**
 * The admin dashboard's first tab: what needs doing today (todayEndpoints.get), one list
 * per kind of work, each item a link to the screen where it is done. Short links to each
 * list come first, so a phone reaches the fifth list without scrolling past four.
 */
import { useState } from "react";
import {
  TODAY_SECTION_LABELS,
  TODAY_SECTIONS,
  type Today,
  type TodaySection,
} from "#common/today.ts";
import { Spinner } from "~/components/spinner";
import { useToday } from "./api.ts";
import { applicationPath, engagementPath, interviewRequestPath, jobOrderPath } from "./paths.ts";
import { type SectionItem, TodaySectionCard } from "./today-section.tsx";
import { dueWords, trialEndWords, waitingWords } from "./when.ts";

/** Each list's items as the section shows them. */
function itemsOf(today: Today, now: number): Record<TodaySection, SectionItem[]> {
  return {
    jobOrders: today.jobOrders.map((o) => ({
      key: o.id,
      to: jobOrderPath(o.id),
      title: o.title,
      detail: `${o.company ?? o.customerName} · ${dueWords(o.dueAt, now)}`,
      ...(o.overdue ? { flag: "Overdue" } : {}),
    })),
    applications: today.applications.map((a) => ({
      key: a.id,
      to: applicationPath(a.id),
      title: a.fullName,
      detail: `${a.title} · ${waitingWords(a.createdAt, now)}`,
    })),
    interviewRequests: today.interviewRequests.map((r) => ({
      key: r.id,
      to: interviewRequestPath(r.id),
      title: r.candidateName,
      detail: [r.customerName, r.jobOrderTitle, waitingWords(r.createdAt, now)]
        .filter(Boolean)
        .join(" · "),
    })),
    trialsEnding: today.trialsEnding.map((e) => ({
      key: e.id,
      to: engagementPath(e.id),
      title: e.candidateName,
      detail: `${e.jobOrderTitle} · ${e.customerName} · ${trialEndWords(e.trialEndsAt, now)}`,
    })),
    replacementsOwed: today.replacementsOwed.map((r) => ({
      key: r.jobOrderId,
      to: jobOrderPath(r.jobOrderId),
      title: r.jobOrderTitle,
      detail: `${r.customerName} · replacing ${r.candidateName}`,
    })),
  };
}

export function TodayTab() {
  const today = useToday();
  // The instant the lists are read against, fixed for the render (no clock in render).
  const [now] = useState(() => Date.now());
  if (today.isLoading) return <Spinner label="Loading today's work..." />;
  if (today.isError || !today.data) {
    return <p className="text-destructive">Today's work could not be loaded.</p>;
  }
  const items = itemsOf(today.data, now);
  const { counts } = today.data;
  return (
    <div className="space-y-4">
      <nav aria-label="Today's lists">
        <ul className="flex flex-wrap gap-2">
          {TODAY_SECTIONS.map((s) => (
            <li key={s}>
              <a
                href={`#today-section-${s}`}
                className="inline-block rounded-full border px-3 py-1 text-sm hover:bg-muted"
              >
                {TODAY_SECTION_LABELS[s]} ({counts[s]})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-4 lg:grid-cols-2">
        {TODAY_SECTIONS.map((s) => (
          <TodaySectionCard key={s} section={s} count={counts[s]} items={items[s]} />
        ))}
      </div>
    </div>
  );
}
