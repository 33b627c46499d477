/**
 * Interview invitations (product-extensions §7, RFC 5545 / iTIP RFC 5546), written with
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

export interface Interview {
  id: string;
  developerName: string;
  customerName: string;
  /** The viewer's IANA time zone (from the request). */
  timezone: string;
  scheduledAt: Date;
  durationMinutes: number;
  meetingUrl: string | null;
  /** Who is invited: the request's contact and the link's creator. */
  attendees: string[];
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

/** The invitation's plain text: the time in the viewer's zone and in UTC, the meeting URL. */
export function invitationText(interview: Interview, method: InvitationMethod): string {
  const when = zonedTime(interview.scheduledAt, interview.timezone);
  const utc = zonedTime(interview.scheduledAt, "UTC");
  const lines =
    method === "CANCEL"
      ? [
          `The interview with ${interview.developerName} for ${interview.customerName} is cancelled.`,
          "",
          `It was planned for ${when}, that is ${utc}.`,
        ]
      : [
          `Interview with ${interview.developerName} for ${interview.customerName}.`,
          "",
          `When: ${when}`,
          `In UTC: ${utc}`,
          `Duration: ${interview.durationMinutes} minutes`,
          interview.meetingUrl ? `Join: ${interview.meetingUrl}` : "The meeting link follows.",
        ];
  return lines.join("\n");
}

export const invitationSummary = (interview: Interview) =>
  `Interview: ${interview.developerName} with ${interview.customerName}`;

/** The VCALENDAR text of one invitation or cancellation. */
export function invitationCalendar(
  interview: Interview,
  method: InvitationMethod,
  organizer: { name: string; email: string },
): string {
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
    organizer,
    attendees: interview.attendees.map((email) => ({
      email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === "REQUEST",
    })),
    status: method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The e-mail for one attendee: the text and the calendar part. */
export function invitationMail(
  interview: Interview,
  method: InvitationMethod,
  organizer: { name: string; email: string },
  to: string,
): MailMessage {
  const update = method === "REQUEST" && interview.sequence > 0;
  const subject =
    method === "CANCEL"
      ? `Cancelled: ${invitationSummary(interview)}`
      : `${update ? "Updated invitation" : "Invitation"}: ${invitationSummary(interview)}, ${zonedTime(interview.scheduledAt, interview.timezone)}`;
  return {
    to,
    subject,
    text: invitationText(interview, method),
    icalEvent: {
      method,
      filename: method === "CANCEL" ? "cancel.ics" : "invite.ics",
      content: invitationCalendar(interview, method, organizer),
    },
  };
}

/** The address part of SMTP_FROM (`Name <a@b>` or `a@b`). */
export function organizerOf(from: string | undefined): { name: string; email: string } {
  const address = from?.match(/<([^>]+)>/)?.[1] ?? from ?? "no-reply@localhost";
  return { name: "Talent site", email: address.trim() };
}
