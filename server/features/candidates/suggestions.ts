/**
 * Suggestions from a résumé's text (common/suggestions.ts): the pool's skills it names,
 * years of experience from its date ranges, and profile links. Offered on an application's
 * review and on the candidate's own profile; only a person's confirmation writes them.
 * What is already on the profile is not suggested again.
 */
import { sql } from "drizzle-orm";
import { CANDIDATE_RANGES } from "#common/constants.ts";
import type { ProfileSuggestions } from "#common/suggestions.ts";
import type { Db } from "../../db/client.ts";
import { relatedSkills } from "../../db/schema.ts";
import { phrasesOf } from "../../lib/skill-mentions.ts";
import { textArrayParam } from "../skills/related-skills.ts";

/** What the profile already says (nothing is suggested that it has). */
export interface Profile {
  skills: string[];
  experience: number | null;
  githubUrl: string | null;
  linkedinUrl: string | null;
}

/** The part of a résumé read for suggestions: five pages and more. */
const READ = 30_000;

/** Months by their first three letters. */
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_NAME =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
/** A month name or number (optional) and a year: "Jan 2019", "03/2017", "2018". */
const DATE = `(?:(${MONTH_NAME})\\.?\\s+|(\\d{1,2})\\s*/\\s*)?((?:19|20)\\d{2})`;
const DATE_RANGE = new RegExp(
  `(?<![\\d/])${DATE}\\s*(?:-|–|—|to|until|till)\\s*(?:${DATE}|(present|current|now|today|ongoing))(?![\\d/])`,
  "giu",
);

/** Months since year 0 of a matched date; null when it is no date of a working life. */
function monthOf(
  name: string | undefined,
  number: string | undefined,
  year: string,
): number | null {
  const month = name
    ? MONTHS.indexOf(name.slice(0, 3).toLowerCase())
    : number
      ? Number(number) - 1
      : 0;
  if (Number(year) < 1960 || month < 0 || month > 11) return null;
  return Number(year) * 12 + month;
}

/**
 * Whole years the text's date ranges cover, overlaps counted once ("2018 – 2023" is five
 * years; "Jan 2019 - present" runs to `now`); null when it has none.
 */
export function experienceFrom(text: string, now: Date): number | null {
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans: Array<[number, number]> = [];
  for (const m of text.slice(0, READ).matchAll(DATE_RANGE)) {
    const start = monthOf(m[1], m[2], m[3]!);
    const end = m[7] ? today : m[6] ? monthOf(m[4], m[5], m[6]) : null;
    if (start === null || end === null) continue;
    const to = Math.min(end, today);
    if (start < to) spans.push([start, to]);
  }
  if (spans.length === 0) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let months = 0;
  let [from, to] = spans[0]!;
  for (const [s, e] of spans.slice(1)) {
    if (s <= to) to = Math.max(to, e);
    else {
      months += to - from;
      [from, to] = [s, e];
    }
  }
  months += to - from;
  const years = Math.floor(months / 12);
  return years >= 1 ? Math.min(years, CANDIDATE_RANGES.experience.max) : null;
}

/** GitHub's own pages, which are no one's profile. */
const GITHUB_PAGES = new Set([
  "about",
  "enterprise",
  "explore",
  "features",
  "login",
  "marketplace",
  "orgs",
  "pricing",
  "settings",
  "sponsors",
  "topics",
]);
const GITHUB =
  /\b(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38})(?![A-Za-z0-9-])/giu;
const LINKEDIN = /\b(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/([A-Za-z0-9_%-]{3,100})/giu;

/** The same profile, however written: no scheme, "www.", case or trailing slash. */
const sameLink = (a: string | null, b: string) =>
  a !== null &&
  a
    .toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, "")
    .replace(/\/+$/, "") ===
    b
      .toLowerCase()
      .replace(/^https?:\/\/(www\.)?/, "")
      .replace(/\/+$/, "");

/** The first GitHub and LinkedIn profile links of the text, as full addresses. */
export function profileLinks(text: string): { githubUrl?: string; linkedinUrl?: string } {
  const links: { githubUrl?: string; linkedinUrl?: string } = {};
  const read = text.slice(0, READ);
  for (const m of read.matchAll(GITHUB)) {
    if (GITHUB_PAGES.has(m[1]!.toLowerCase())) continue;
    links.githubUrl = `https://github.com/${m[1]}`;
    break;
  }
  const linkedin = LINKEDIN.exec(read);
  LINKEDIN.lastIndex = 0;
  if (linkedin) links.linkedinUrl = `https://www.linkedin.com/in/${linkedin[1]}`;
  return links;
}

/**
 * The skills active candidates list that the text names, as the pool spells them: each run
 * of words is looked up among the learned skills, then in the pool's index of lower-cased
 * skills (a miss costs one index probe; a skill written with a slash, "CI/CD", is looked
 * up both ways).
 */
export async function poolSkillsNamed(db: Db, text: string): Promise<string[]> {
  const probes = new Set<string>();
  for (const phrase of phrasesOf(text.slice(0, READ))) {
    if (!/\p{L}/u.test(phrase) || phrase.length > 100) continue;
    probes.add(phrase);
    if (phrase.includes(" ")) probes.add(phrase.replaceAll(" ", "/"));
  }
  if (probes.size === 0) return [];
  const names = new Map<string, string>();
  // Skills the pool lists often are in the learned related skills, with the pool's
  // spelling: looked up there, since finding one of their many holders through the index
  // means gathering them all first (15–20 ms each at 1,000,000 candidates).
  const learned = await db
    .selectDistinct({ skill: relatedSkills.related, name: relatedSkills.relatedName })
    .from(relatedSkills)
    .where(sql`${relatedSkills.related} = ANY(${textArrayParam([...probes])})`);
  for (const r of learned) {
    names.set(r.skill, r.name);
    probes.delete(r.skill);
  }
  if (probes.size === 0) return [...new Set(names.values())].sort((a, b) => a.localeCompare(b));
  // Through the index, whatever the planner guesses: for a probe it cannot know, a LIMIT 1
  // looks cheapest as a scan of the table that stops at the first holder, which for a word
  // nobody lists reads the whole table (a 2,400-character résumé took minutes at 1,000,000
  // candidates). SET LOCAL: this one transaction only, never the pooled connection's.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql`
      SELECT p.probe AS probe, (
        SELECT s FROM candidates c CROSS JOIN LATERAL unnest(c.skills) AS s
        WHERE c.is_active = 'active' AND c.skills_lower @> ARRAY[p.probe] AND lower(s) = p.probe
        LIMIT 1
      ) AS name
      FROM unnest(${textArrayParam([...probes])}) AS p(probe)`);
  });
  const { rows } = result as unknown as { rows: Array<{ probe: string; name: string | null }> };
  for (const r of rows) if (r.name !== null) names.set(r.probe, r.name);
  return [...new Set(names.values())].sort((a, b) => a.localeCompare(b));
}

/** The suggestions of a résumé's text for a profile; {} without text. */
export async function suggestionsFor(
  db: Db,
  text: string | null,
  profile: Profile,
  now = new Date(),
): Promise<ProfileSuggestions> {
  if (!text?.trim()) return {};
  const suggestions: ProfileSuggestions = {};
  const listed = new Set(profile.skills.map((s) => s.trim().toLowerCase()));
  const skills = (await poolSkillsNamed(db, text)).filter((s) => !listed.has(s.toLowerCase()));
  if (skills.length > 0) suggestions.skills = skills;
  const experience = experienceFrom(text, now);
  if (experience !== null && experience !== profile.experience) suggestions.experience = experience;
  const links = profileLinks(text);
  if (links.githubUrl && !sameLink(profile.githubUrl, links.githubUrl)) {
    suggestions.githubUrl = links.githubUrl;
  }
  if (links.linkedinUrl && !sameLink(profile.linkedinUrl, links.linkedinUrl)) {
    suggestions.linkedinUrl = links.linkedinUrl;
  }
  return suggestions;
}
