import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, createUser, type TestContext } from "../../../tests/support/test-app.ts";

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let ctx: TestContext;
const received: Received[] = [];

beforeAll(async () => {
  // A real SMTP server on 127.0.0.1: the app's nodemailer transport talks to it over TCP.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let data = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        data += chunk;
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(port),
    SMTP_FROM: "site@talent.example",
  });
});

afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it("e-mails every admin about a new inquiry", async () => {
  const admin1 = await createUser(ctx, { isAdmin: true });
  const admin2 = await createUser(ctx, { isAdmin: true });
  const user = await createUser(ctx);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/contacts",
    payload: {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      company: "Navy Labs",
      hiringNeeds: "leadership",
      message: "We need a tech lead for a compiler team.",
    },
  });
  expect(res.statusCode).toBe(201);
  await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
  const mail = received[0]!;
  expect(mail.from).toBe("site@talent.example");
  expect(mail.to.sort()).toEqual([admin1.email, admin2.email].map((e) => e.toLowerCase()).sort());
  expect(mail.to).not.toContain(user.email.toLowerCase());
  expect(mail.data).toContain("Subject: New inquiry from Grace Hopper (Navy Labs)");
  expect(mail.data).toContain("Reply-To: grace@example.com");
  expect(mail.data).toContain("We need a tech lead for a compiler team.");
});
