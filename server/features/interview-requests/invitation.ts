/**
 * Interview invitations (RFC 5545 / iTIP RFC 5546), written with
 * ical-generator: one VEVENT whose UID stays the same for a request, SEQUENCE raised with
 * each message, DTSTART/DTEND in UTC, the meeting URL as LOCATION (and URL), and a text
 * naming the time in the viewer's time zone. METHOD:REQUEST invites (or updates);
 * METHOD:CANCEL with STATUS:CANCELLED withdraws it. The e-mail carries it as nodemailer's
 * `icalEvent`: a `text/calendar; method=…` alternative that Google Calendar, Outlook and
 * Apple Calendar read as an invitation.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import type { MailMessage } from "../../mail/mailer.ts";

/** A named address: the organizer, or one of the attendees. */
export interface Person {
  name: string;
  email: string;
}

export interface Interview {
  id: string;
  candidateName: string;
  customerName: string;
  /** The job order the interview is for, when the link has one. */
  jobOrderTitle: string | null;
  /** The viewer's e-mail when the request came from a verified viewer. */
  requestedBy: string | null;
  /** The viewer's IANA time zone (from the request). */
  timezone: string;
  scheduledAt: Date;
  durationMinutes: number;
  meetingUrl: string | null;
  /** Who organises: the link's creator (replies reach a person), else SMTP_FROM. */
  organizer: Person;
  /** Who is invited, each named: the request's contact, the candidate and the organizer. */
  attendees: Person[];
  sequence: number;
}

export type InvitationMethod = "REQUEST" | "CANCEL";

/** The same for every message about one request, whatever the site's address. */
export const interviewUid = (id: string) => `interview-${id}@talent-site.invalid`;

/** `Tuesday 1 December 2026, 15:00 (Europe/Berlin)`. */
export function zonedTime(at: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return `${text.replace(" at ", ", ")} (${timeZone})`;
}

/** "Globex (Data engineer)": the customer, and the job order when there is one. */
const forWhom = (interview: Interview) =>
  interview.jobOrderTitle
    ? `${interview.customerName} (${interview.jobOrderTitle})`
    : interview.customerName;

/**
 * The invitation's plain text: the time in the viewer's zone and in UTC, the meeting URL,
 * who asked and who is invited.
 */
export function invitationText(interview: Interview, method: InvitationMethod): string {
  const when = zonedTime(interview.scheduledAt, interview.timezone);
  const utc = zonedTime(interview.scheduledAt, "UTC");
  const people = [
    ...(interview.requestedBy ? [`Requested by: ${interview.requestedBy}`] : []),
    `Organizer: ${interview.organizer.name} <${interview.organizer.email}>`,
    `Invited: ${interview.attendees.map((a) => `${a.name} <${a.email}>`).join(", ")}`,
  ];
  const lines =
    method === "CANCEL"
      ? [
          `The interview with ${interview.candidateName} for ${forWhom(interview)} is cancelled.`,
          "",
          `It was planned for ${when}, that is ${utc}.`,
          "",
          ...people,
        ]
      : [
          `Interview with ${interview.candidateName} for ${forWhom(interview)}.`,
          "",
          `When: ${when}`,
          `In UTC: ${utc}`,
          `Duration: ${interview.durationMinutes} minutes`,
          interview.meetingUrl ? `Join: ${interview.meetingUrl}` : "The meeting link follows.",
          "",
          ...people,
        ];
  return lines.join("\n");
}

export const invitationSummary = (interview: Interview) =>
  `Interview: ${interview.candidateName} with ${forWhom(interview)}`;

/** The VCALENDAR text of one invitation or cancellation. */
export function invitationCalendar(interview: Interview, method: InvitationMethod): string {
  const calendar = ical({
    prodId: { company: "Talent site", product: "Interviews", language: "EN" },
    method: method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const end = new Date(interview.scheduledAt.getTime() + interview.durationMinutes * 60_000);
  calendar.createEvent({
    id: interviewUid(interview.id),
    sequence: interview.sequence,
    stamp: new Date(),
    start: interview.scheduledAt,
    end,
    summary: invitationSummary(interview),
    description: invitationText(interview, method),
    location: interview.meetingUrl,
    url: interview.meetingUrl,
    organizer: interview.organizer,
    attendees: interview.attendees.map(({ name, email }) => ({
      name,
      email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === "REQUEST",
    })),
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return unescapeUriValues(calendar.toString());
}

/**
 * ical-generator escapes `;`, `,` and `\` in the URL property as it does in text, but a URI
 * value is not escaped (RFC 5545, 3.3.13): a reader would take `\;` literally and a meeting
 * link holding `;` or `,` would come back broken. The line is unfolded, restored and folded
 * again at 75 octets.
 */
export function unescapeUriValues(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines
    .map((line) => fold(/^URL[;:]/.test(line) ? line.replace(/\\([;,\\])/g, "$1") : line))
    .join("\r\n");
}

/** RFC 5545's folding: lines longer than 75 octets continue on lines that start with a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  let limit = 75;
  while (start < bytes.length) {
    let end = Math.min(start + limit, bytes.length);
    // Never split a UTF-8 sequence: step back over continuation bytes.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString("utf8"));
    start = end;
    limit = 74; // the leading space counts
  }
  return parts.join("\r\n ");
}

/** The e-mail for one attendee: the text and the calendar part; replies go to the organizer. */
export function invitationMail(
  interview: Interview,
  method: InvitationMethod,
  attendee: Person,
): MailMessage {
  const update = method === "REQUEST" && interview.sequence > 0;
  const subject =
    method === "CANCEL"
      ? `Cancelled: ${invitationSummary(interview)}`
      : `${update ? "Updated invitation" : "Invitation"}: ${invitationSummary(interview)}, ${zonedTime(interview.scheduledAt, interview.timezone)}`;
  return {
    to: attendee.email,
    replyTo: interview.organizer.email,
    subject,
    text: invitationText(interview, method),
    icalEvent: {
      method,
      filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
      content: invitationCalendar(interview, method),
    },
  };
}

/** The address part of SMTP_FROM (`Name <a@b>` or `a@b`). */
export function organizerOf(from: string | undefined): { name: string; email: string } {
  const address = from?.match(/<([^>]+)>/)?.[1] ?? from ?? "no-reply@localhost";
  return { name: "Talent site", email: address.trim() };
}
