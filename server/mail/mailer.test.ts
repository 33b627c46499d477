import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink.ts";
import { startStallingSmtp } from "../../tests/support/stalling-smtp.ts";
import { loadConfig } from "../config.ts";
import { createMailer } from "./mailer.ts";

let sink: SmtpSink;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-mail-"));

beforeAll(async () => {
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("sends through SMTP when SMTP_HOST is set", async () => {
  const logged: unknown[] = [];
  const mailer = createMailer(loadConfig({ DATA_DIR: dataDir, ...sink.env }), {
    info: (obj) => logged.push(obj),
  });
  expect(mailer.configured).toBe(true);
  await mailer.send({
    to: "Buyer@Acme.example",
    subject: "Hello",
    text: "Plain body",
    html: "<p>HTML body</p>",
    headers: { "X-Campaign": "c1" },
  });
  const mail = await sink.waitFor((m) => m.to.includes("buyer@acme.example"));
  expect(mail).toMatchObject({ from: "site@talent.example", subject: "Hello" });
  expect(mail.text.trim()).toBe("Plain body");
  expect(mail.html).toContain("<p>HTML body</p>");
  expect(mail.headers["x-campaign"]).toBe("c1");
  mailer.close();
  expect(fs.existsSync(path.join(dataDir, "outbox"))).toBe(false);
});

it("writes an .eml file to DATA_DIR/outbox and logs it when SMTP is not configured", async () => {
  const logged: Array<{ obj: unknown; msg?: string }> = [];
  const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), {
    info: (obj, msg) => logged.push({ obj, msg }),
  });
  expect(mailer.configured).toBe(false);
  await mailer.send({
    to: "a@b.example",
    subject: "Your code",
    text: "123456\nIt works once.\n",
    icalEvent: { method: "REQUEST", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" },
  });
  const files = fs.readdirSync(path.join(dataDir, "outbox"));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const raw = fs.readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
  expect(raw).toContain("Subject: Your code");
  expect(raw).toContain("To: a@b.example");
  expect(raw).toContain("123456");
  // One line ending throughout, headers and every part alike.
  expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  expect(logged[0]!.msg).toMatch(/not configured.*outbox/);
});

it("gives up on an SMTP server that stops answering after its greeting", async () => {
  const front = await startStallingSmtp(sink, () => true);
  const mailer = createMailer(
    loadConfig({ DATA_DIR: dataDir, ...front.env }),
    { info() {} },
    { timeoutsMs: { silence: 500 } },
  );
  const started = Date.now();
  try {
    await expect(mailer.send({ to: "x@y.example", subject: "S", text: "T" })).rejects.toThrow(
      /timeout/i,
    );
    // nodemailer alone would wait ten minutes here.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(front.stalled).toBe(1);
  } finally {
    mailer.close();
    await front.close();
  }
});
