/** How far away a deadline is, in the words a recruiter scans a list with. */
const HOUR_MS = 3_600_000;

function span(ms: number): string {
  const hours = Math.round(Math.abs(ms) / HOUR_MS);
  if (hours < 1) return "less than an hour";
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

/** "due in 3 h" / "5 h overdue". */
export const dueWords = (dueAt: string, now: number) => {
  const left = Date.parse(dueAt) - now;
  return left >= 0 ? `due in ${span(left)}` : `${span(left)} overdue`;
};

/** "ends in 20 h" / "ended 3 h ago". */
export const trialEndWords = (endsAt: string, now: number) => {
  const left = Date.parse(endsAt) - now;
  return left >= 0 ? `ends in ${span(left)}` : `ended ${span(left)} ago, no decision`;
};

/** "waiting 5 h" / "waiting 3 days". */
export const waitingWords = (since: string, now: number) =>
  `waiting ${span(now - Date.parse(since))}`;
