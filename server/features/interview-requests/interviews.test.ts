/**
 * The interview loop: scheduling an interview request e-mails the
 * contact and the link's creator an RFC 5545 invitation (checked with ical.js, Mozilla's
 * parser), a change sends an update with the same UID and a higher SEQUENCE, declining
 * sends METHOD:CANCEL, and GET …/invite.ics answers the calendar. Mail goes through a real
 * SMTP server (the sink); each message is parsed again with mailparser.
 */
import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { INTERVIEW_MESSAGES, type InterviewRequest } from "#common/interview-request.ts";
import { json } from "../../../tests/support/test-app.ts";
import { daysFromNow, workspaceHarness } from "../../../tests/support/workspace-harness.ts";
import { interviewRequests, jobs } from "../../db/schema.ts";
import { interviewUid } from "./invitation.ts";

const { h, send, adminGet, linkWith } = workspaceHarness();

const patch = (id: string, payload: object) =>
  h.ctx.app.inject({
    method: "PATCH",
    url: `/api/admin/interview-requests/${id}`,
    payload,
    headers: { cookie: h.admin.cookie },
  });

let contactCounter = 0;

/** A request from a customer on a fresh link; the contact address is unique to it. */
async function newRequest(timezone = "America/New_York") {
  const { link, dev } = await linkWith();
  contactCounter++;
  const contactEmail = `cto${contactCounter}-${Date.now()}@initech.example`;
  const res = await send("POST", `/api/shared/${link.token}/interview-requests`, {
    developerId: dev.id,
    slots: [daysFromNow(3)],
    timezone,
    contactEmail,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { request: json<InterviewRequest>(res), contactEmail, dev };
}

interface Invitation {
  method: string;
  contentType: string;
  events: number;
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  startLine: string;
  location: string | null;
  description: string;
  status: string | null;
  attendees: string[];
  /** Each attendee's CN, by address. */
  names: Record<string, string>;
  organizer: string;
  url: string | null;
  text: string;
  subject: string;
}

/** The calendar part of one e-mail, parsed with ical.js. */
async function invitationIn(raw: string): Promise<Invitation> {
  const mail = await simpleParser(raw);
  const part = mail.attachments.find((a) => a.contentType === "text/calendar");
  expect(part, "a text/calendar part").toBeDefined();
  const header = part!.headers.get("content-type") as {
    value: string;
    params: Record<string, string>;
  };
  const content = part!.content.toString("utf8");
  return {
    ...parseCalendar(content),
    contentType: `${header.value}; method=${header.params.method}`,
    text: mail.text ?? "",
    subject: mail.subject ?? "",
  };
}

function parseCalendar(content: string) {
  // Every line ends in CRLF (RFC 5545 §3.1).
  expect(content.replace(/\r\n/g, "")).not.toContain("\n");
  const calendar = new ICAL.Component(ICAL.parse(content));
  const vevents = calendar.getAllSubcomponents("vevent");
  const event = new ICAL.Event(vevents[0]!);
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    events: vevents.length,
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
    startUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
    startLine: /^DTSTART[^\r\n]*/m.exec(content)![0],
    location: event.location,
    description: event.description,
    status: (vevents[0]!.getFirstPropertyValue("status") as string | null) ?? null,
    attendees: vevents[0]!.getAllProperties("attendee").map((p) => address(p.getFirstValue())),
    names: Object.fromEntries(
      vevents[0]!
        .getAllProperties("attendee")
        .map((p) => [address(p.getFirstValue()), String(p.getParameter("cn") ?? "")]),
    ),
    organizer: address(vevents[0]!.getFirstPropertyValue("organizer")),
    url: (vevents[0]!.getFirstPropertyValue("url") as string | null) ?? null,
  };
}

function address(value: unknown): string {
  return String(value)
    .replace(/^mailto:/i, "")
    .toLowerCase();
}

/** Mail queued to `to` whose subject contains `about` (rows are written before the answer). */
async function queuedTo(to: string, about = "Interview") {
  const rows = await h.ctx.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, "mail.send"),
        sql`${jobs.data}->>'to' = ${to}`,
        sql`${jobs.data}->>'subject' like ${`%${about}%`}`,
      ),
    );
  return rows.length;
}

const waitForMail = (to: string, subjectPart: string) =>
  h.sink.waitFor((m) => m.to.includes(to) && m.subject.includes(subjectPart), 20_000);

describe("scheduling an interview", () => {
  it("invites the candidate too; the link's creator organises, replies reach them, everyone is named", async () => {
    const { request, contactEmail, dev } = await newRequest("Europe/Berlin");
    const at = new Date(Date.now() + 6 * 86_400_000);
    at.setUTCHours(9, 30, 0, 0);
    // A meeting link with ';' and ',' must come back whole (a URI value is not escaped).
    const meetingUrl = "https://meet.example.com/j/123;pwd=a,b?x=1,2";
    const res = await patch(request.id, {
      status: "scheduled",
      scheduledAt: at.toISOString(),
      meetingUrl,
    });
    expect(res.statusCode, res.body).toBe(200);
    const admin = h.admin.email.toLowerCase();
    for (const to of [contactEmail, dev.email, admin]) {
      const mail = await waitForMail(to, `Interview: ${dev.fullName}`);
      expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${admin.replace(/[.+]/g, "\\$&")}`, "mi"));
      const invite = await invitationIn(mail.raw);
      expect(invite.organizer).toBe(admin);
      expect(invite.attendees.toSorted()).toEqual([admin, contactEmail, dev.email].toSorted());
      expect(invite.names[dev.email]).toBe(dev.fullName);
      expect(invite.names[contactEmail]).toBe("Initech");
      expect(invite.names[admin]).not.toBe("");
      expect(invite.url).toBe(meetingUrl);
      expect(invite.location).toBe(meetingUrl);
      expect(invite.text).toContain(
        `Invited: Initech <${contactEmail}>, ${dev.fullName} <${dev.email}>`,
      );
    }
  });

  it("names the job order of the link, and the viewer's e-mail when the request gave one", async () => {
    const order = json<{ id: string }>(
      await send(
        "POST",
        "/api/admin/job-orders",
        {
          title: "Platform engineer",
          customerName: "Initech",
          customerEmail: "it@initech.example",
        },
        h.admin.cookie,
      ),
    );
    const { link, dev } = await linkWith({ jobOrderId: order.id });
    const viewerEmail = `viewer-${Date.now()}@initech.example`;
    const [row] = await h.ctx.database.db
      .insert(interviewRequests)
      .values({
        linkId: link.id,
        candidateId: dev.id,
        viewerEmail,
        contactEmail: viewerEmail,
        slots: [new Date(daysFromNow(3))],
        timezone: "UTC",
      })
      .returning();
    const listed = json<InterviewRequest[]>(await adminGet("/api/admin/interview-requests")).find(
      (r) => r.id === row!.id,
    );
    expect(listed).toMatchObject({ jobOrderId: order.id, jobOrderTitle: "Platform engineer" });
    const res = await patch(row!.id, { status: "scheduled", scheduledAt: daysFromNow(4) });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await waitForMail(dev.email, "Platform engineer");
    expect(mail.subject).toContain(`Interview: ${dev.fullName} with Initech (Platform engineer)`);
    expect(mail.text).toContain(`Requested by: ${viewerEmail}`);
  });

  it("e-mails the contact and the link's creator an RFC 5545 invitation", async () => {
    const { request, contactEmail, dev } = await newRequest("Europe/Berlin");
    const at = new Date(Date.now() + 5 * 86_400_000);
    at.setUTCHours(14, 0, 0, 0);
    const res = await patch(request.id, {
      status: "scheduled",
      scheduledAt: at.toISOString(),
      durationMinutes: 45,
      meetingUrl: "https://meet.example.com/abc-defg-hij",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<InterviewRequest>(res)).toMatchObject({
      id: request.id,
      status: "scheduled",
      scheduledAt: at.toISOString(),
      durationMinutes: 45,
      meetingUrl: "https://meet.example.com/abc-defg-hij",
    });

    for (const to of [contactEmail, h.admin.email.toLowerCase()]) {
      const mail = await waitForMail(to, `Interview: ${dev.fullName}`);
      expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      const invite = await invitationIn(mail.raw);
      expect(invite).toMatchObject({
        method: "REQUEST",
        contentType: "text/calendar; method=REQUEST",
        events: 1,
        uid: interviewUid(request.id),
        sequence: 0,
        startUtc: true,
        location: "https://meet.example.com/abc-defg-hij",
        status: "CONFIRMED",
      });
      expect(invite.startLine).toMatch(/^DTSTART:\d{8}T140000Z$/);
      expect(invite.start.toISOString()).toBe(at.toISOString());
      expect(invite.end.getTime() - invite.start.getTime()).toBe(45 * 60_000);
      expect(invite.attendees.toSorted()).toEqual(
        [contactEmail, dev.email, h.admin.email.toLowerCase()].toSorted(),
      );
      // The viewer's zone named in the text (16:00 in Berlin in winter), and the URL.
      for (const text of [invite.description, invite.text]) {
        expect(text).toContain("Europe/Berlin");
        expect(text).toContain("https://meet.example.com/abc-defg-hij");
      }
      expect(invite.subject).toContain("Invitation");
    }
  });

  it("updates keep the UID and raise SEQUENCE; declining sends METHOD:CANCEL", async () => {
    const { request, contactEmail } = await newRequest("Asia/Tokyo");
    const first = new Date(Date.now() + 4 * 86_400_000);
    first.setUTCHours(1, 30, 0, 0);
    expect(
      (await patch(request.id, { status: "scheduled", scheduledAt: first.toISOString() }))
        .statusCode,
    ).toBe(200);
    const invite = await invitationIn((await waitForMail(contactEmail, "Invitation")).raw);
    expect(invite).toMatchObject({ sequence: 0, uid: interviewUid(request.id), location: null });
    expect(invite.end.getTime() - invite.start.getTime()).toBe(60 * 60_000);

    // The same again changes nothing and sends nothing.
    const before = await queuedTo(contactEmail);
    expect(
      (await patch(request.id, { status: "scheduled", scheduledAt: first.toISOString() }))
        .statusCode,
    ).toBe(200);
    expect(await queuedTo(contactEmail)).toBe(before);

    const second = new Date(first.getTime() + 86_400_000);
    const moved = await patch(request.id, {
      status: "scheduled",
      scheduledAt: second.toISOString(),
      meetingUrl: "https://zoom.example.com/j/123",
    });
    expect(json<InterviewRequest>(moved).scheduledAt).toBe(second.toISOString());
    const update = await invitationIn((await waitForMail(contactEmail, "Updated invitation")).raw);
    expect(update).toMatchObject({
      method: "REQUEST",
      uid: interviewUid(request.id),
      sequence: 1,
      location: "https://zoom.example.com/j/123",
    });
    expect(update.start.toISOString()).toBe(second.toISOString());
    expect(update.description).toContain("Asia/Tokyo");

    const declined = await patch(request.id, { status: "declined" });
    expect(json<InterviewRequest>(declined).status).toBe("declined");
    const cancel = await invitationIn((await waitForMail(contactEmail, "Cancelled")).raw);
    expect(cancel).toMatchObject({
      method: "CANCEL",
      contentType: "text/calendar; method=CANCEL",
      uid: interviewUid(request.id),
      sequence: 2,
      status: "CANCELLED",
      events: 1,
    });
    expect(cancel.start.toISOString()).toBe(second.toISOString());

    // The .ics now answers the cancellation; declining again sends nothing more.
    const ics = await adminGet(`/api/admin/interview-requests/${request.id}/invite.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(parseCalendar(ics.body)).toMatchObject({ method: "CANCEL", sequence: 2 });
    const sent = await queuedTo(contactEmail);
    await patch(request.id, { status: "declined" });
    expect(await queuedTo(contactEmail)).toBe(sent);

    // Scheduled again: a new invitation above the cancellation's SEQUENCE.
    await patch(request.id, { status: "scheduled", scheduledAt: second.toISOString() });
    // The first invitation, the update, and this one.
    expect(await queuedTo(contactEmail, "nvitation")).toBe(3);
    const ics2 = await adminGet(`/api/admin/interview-requests/${request.id}/invite.ics`);
    expect(parseCalendar(ics2.body)).toMatchObject({ method: "REQUEST", sequence: 3 });
  });

  it("{ status: 'scheduled' } alone records the status and sends nothing", async () => {
    const { request, contactEmail } = await newRequest();
    const res = await patch(request.id, { status: "scheduled" });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<InterviewRequest>(res)).toMatchObject({ status: "scheduled", scheduledAt: null });
    expect(await queuedTo(contactEmail)).toBe(0);
    const ics = await adminGet(`/api/admin/interview-requests/${request.id}/invite.ics`);
    expect(ics.statusCode).toBe(404);
    expect(json<{ message: string }>(ics).message).toBe(INTERVIEW_MESSAGES.notScheduled);
    // Declining an interview never invited sends no cancellation either.
    await patch(request.id, { status: "declined" });
    expect(await queuedTo(contactEmail)).toBe(0);
  });

  it("refuses a time in the past (400), schedule fields without `scheduled`, a bad URL", async () => {
    const { request, contactEmail } = await newRequest();
    const past = await patch(request.id, {
      status: "scheduled",
      scheduledAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(json<{ message: string; errors: object }>(past)).toEqual({
      message: INTERVIEW_MESSAGES.scheduledInPast,
      errors: { scheduledAt: INTERVIEW_MESSAGES.scheduledInPast },
    });
    const wrongStatus = await patch(request.id, { status: "done", scheduledAt: daysFromNow(2) });
    expect(wrongStatus.statusCode).toBe(400);
    for (const body of [
      { status: "scheduled", scheduledAt: daysFromNow(2), meetingUrl: "javascript:alert(1)" },
      { status: "scheduled", scheduledAt: daysFromNow(2), durationMinutes: 0 },
      { status: "scheduled", scheduledAt: "tomorrow" },
    ]) {
      expect((await patch(request.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await queuedTo(contactEmail)).toBe(0);
    const list = json<InterviewRequest[]>(await adminGet("/api/admin/interview-requests"));
    expect(list.find((r) => r.id === request.id)).toMatchObject({
      status: "new",
      scheduledAt: null,
    });
    expect(
      (await patch("00000000-0000-4000-8000-000000000009", { status: "done" })).statusCode,
    ).toBe(404);
  });

  it("GET …/invite.ics answers the current invitation as text/calendar", async () => {
    const { request } = await newRequest("Europe/Lisbon");
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setUTCHours(9, 15, 0, 0);
    await patch(request.id, {
      status: "scheduled",
      scheduledAt: at.toISOString(),
      durationMinutes: 30,
      meetingUrl: "https://meet.example.com/x",
    });
    const ics = await adminGet(`/api/admin/interview-requests/${request.id}/invite.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(ics.headers["content-disposition"]).toContain(".ics");
    const calendar = parseCalendar(ics.body);
    expect(calendar).toMatchObject({
      method: "REQUEST",
      events: 1,
      uid: interviewUid(request.id),
      sequence: 0,
      startUtc: true,
      location: "https://meet.example.com/x",
    });
    expect(calendar.start.toISOString()).toBe(at.toISOString());
    expect(calendar.description).toContain("Europe/Lisbon");
    const anonymous = await h.ctx.app.inject({
      method: "GET",
      url: `/api/admin/interview-requests/${request.id}/invite.ics`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
