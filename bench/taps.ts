/**
 * Is a tap on a painted control kept? (docs/decisions/087-no-tap-lost.md)
 *
 *   npm run bench:taps                        # builds nothing: run `npm run build` first
 *   TAPS_RATES=4 TAPS_TRIES=5 npm run bench:taps
 *   TAPS_SCREENS=/auth,/developers npm run bench:taps
 *
 * Each screen is opened in Chromium as a phone (390×844, touch) with the CPU slowed over the
 * DevTools protocol (`Emulation.setCPUThrottlingRate`, 4× and 6×). Its main control is
 * tapped as soon as it is visible, the bench waits until the page is live and checks that
 * the tap did its thing exactly once: kept / tried. The dead window is measured apart, with
 * the page's holding of taps turned off (`window.__noTapHold`): the control is tapped
 * again and again (each time the page has handled the last tap) from the moment it is visible until a tap works by itself, and the time from
 * visible to that tap is reported (0 where the control appears only with the live page).
 * INP: on the live page one more interaction is tapped and the longest Event Timing entry
 * of it is read (and for the INP flows of taps-screens.ts, moving a card and opening a
 * dialog, after the steps that lead to it) (PerformanceObserver 'event', durationThreshold 16, as web-vitals does);
 * the median of the tries. Figures vary with the machine's load: the load average is
 * printed beside them.
 *
 * Starts its own server on the build (tests/e2e/start-server.ts: a fresh data directory
 * with the demo data) on BENCH_PORT (3431), and stops it at the end.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { prepareTapData, type TapData } from "./taps-data.ts";
import { type InpFlow, inpFlows, type TapScreen, tapScreens } from "./taps-screens.ts";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3431);
const origin = `http://127.0.0.1:${port}`;
const rates = (process.env.TAPS_RATES ?? "4,6").split(",").map(Number);
const tries = Number(process.env.TAPS_TRIES ?? 3);
const only = process.env.TAPS_SCREENS?.split(",").filter(Boolean);
const screens = only?.length ? tapScreens.filter((s) => only.includes(s.path)) : tapScreens;
const flows = only?.length ? inpFlows.filter((f) => only.includes(f.path)) : inpFlows;
const TIMEOUT = 90_000;

/** The page is live: hydrated (the root layout or the islands' script says so), no shell. */
const isLive = () =>
  document.documentElement.dataset.hydrated === "true" && !document.getElementById("route-shell");

async function openPage(context: BrowserContext, rate: number, hold: boolean) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  if (!hold) await page.addInitScript(() => Object.assign(window, { __noTapHold: true }));
  return page;
}

/** Taps the centre of the screen's control as it is now (the painted one, or the live one). */
async function tapControl(page: Page, screen: TapScreen) {
  const control = page.locator(screen.control).first();
  // A control below the fold is scrolled to first, as a thumb would.
  await control.scrollIntoViewIfNeeded({ timeout: 5_000 });
  const box = await control.boundingBox();
  if (!box) throw new Error(`${screen.path}: the control has no box`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  if (screen.type) await page.keyboard.type(screen.type);
}

/** One try: tapped at first sight; kept when, once live, it did its thing exactly once. */
async function tryOnce(context: BrowserContext, screen: TapScreen, url: string, rate: number) {
  const page = await openPage(context, rate, true);
  try {
    void page.goto(url, { waitUntil: "commit", timeout: TIMEOUT }).catch(() => {});
    await page.locator(screen.control).first().waitFor({ state: "visible", timeout: TIMEOUT });
    const liveAtTap = await page.evaluate(isLive);
    await tapControl(page, screen);
    await page.waitForFunction(isLive, null, { timeout: TIMEOUT, polling: 50 });
    const kept = await page
      .waitForFunction(screen.done, screen.arg, { timeout: 5_000, polling: 100 })
      .then(
        () => true,
        () => false,
      );
    const inp = await measureInp(page, screen.interaction);
    return { kept, liveAtTap, inp };
  } finally {
    await page.close();
  }
}

/** Visible → the first tap that works without the holding (the page's own dead window). */
async function deadWindow(context: BrowserContext, screen: TapScreen, url: string, rate: number) {
  const page = await openPage(context, rate, false);
  try {
    void page.goto(url, { waitUntil: "commit", timeout: TIMEOUT }).catch(() => {});
    await page.locator(screen.control).first().waitFor({ state: "visible", timeout: TIMEOUT });
    const visibleAt = Date.now();
    for (;;) {
      const tappedAt = Date.now();
      await tapControl(page, screen).catch(() => {});
      // Once the page has had a frame after the tap, it has handled it (or dropped it).
      await page
        .evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))))
        .catch(() => {});
      const worked = await page.evaluate(screen.done, screen.arg).catch(() => false);
      if (worked) return tappedAt - visibleAt;
      if (Date.now() - visibleAt > TIMEOUT) return Number.NaN;
    }
  } finally {
    await page.close();
  }
}

/**
 * One INP flow: on the live page its steps are tapped (each waited for: the next control
 * shows), then its interaction is measured, and checked to have done its thing.
 */
async function flowOnce(context: BrowserContext, flow: InpFlow, url: string, rate: number) {
  const page = await openPage(context, rate, true);
  try {
    await page.goto(url, { waitUntil: "commit", timeout: TIMEOUT });
    await page.waitForFunction(isLive, null, { timeout: TIMEOUT, polling: 50 });
    const controls = [...flow.steps, flow.interaction];
    for (let i = 0; i < flow.steps.length; i++) {
      const step = page.locator(controls[i]!).first();
      const next = page.locator(controls[i + 1]!).first();
      await step.waitFor({ state: "visible", timeout: TIMEOUT });
      // Tapped again if the next control has not shown within 15 s: the board's row snaps
      // when scrolled to, and on a slowed CPU a tap measured mid-snap lands beside it.
      for (let attempt = 0; ; attempt++) {
        await step.scrollIntoViewIfNeeded({ timeout: 5_000 });
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))),
        );
        const box = await step.boundingBox();
        if (!box) throw new Error(`${flow.label}: ${controls[i]} has no box`);
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        const shown = await next.waitFor({ state: "visible", timeout: 15_000 }).then(
          () => true,
          () => false,
        );
        if (shown) break;
        if (attempt === 2) throw new Error(`${flow.label}: ${controls[i + 1]} did not show`);
      }
    }
    await page.locator(flow.interaction).first().waitFor({ state: "visible", timeout: TIMEOUT });
    const inp = await measureInp(page, flow.interaction);
    const done = await page.waitForFunction(flow.done, null, { timeout: 5_000, polling: 100 }).then(
      () => true,
      () => false,
    );
    return { done, inp };
  } finally {
    await page.close();
  }
}

/** The longest event duration of one scripted interaction on the live page (ms). */
async function measureInp(page: Page, selector: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __inp: number };
    w.__inp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (e.interactionId) w.__inp = Math.max(w.__inp, e.duration);
      }
    }).observe({
      type: "event",
      durationThreshold: 16,
      buffered: false,
    } as PerformanceObserverInit);
  });
  const control = page.locator(selector).first();
  await control.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => {});
  const box = await control.boundingBox();
  if (!box) return Number.NaN;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  // Event Timing entries are delivered after the next paint.
  await page.evaluate(
    () =>
      new Promise((r) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))),
      ),
  );
  return page.evaluate(() => (window as unknown as { __inp: number }).__inp);
}

const median = (values: number[]) => {
  const known = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)]! : Number.NaN;
};

async function waitForServer(url: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url}`);
}

async function contextFor(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  data: TapData,
  screen: Pick<TapScreen, "session">,
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  const cookies =
    screen.session === "admin"
      ? data.adminCookies
      : screen.session === "talent"
        ? data.talentCookies
        : null;
  if (cookies) {
    await context.addCookies(
      Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })),
    );
  }
  return context;
}

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-taps-mail-"));
const server = spawn(process.execPath, [path.join(root, "tests/e2e/start-server.ts")], {
  env: { ...process.env, PORT: String(port), LOG_LEVEL: "error", E2E_MAIL_DIR: mailDir },
  stdio: ["ignore", "inherit", "inherit"],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  await waitForServer(`${origin}/api/ready`);
  const data = await prepareTapData(origin, mailDir);
  const rows: string[][] = [];
  for (const rate of rates) {
    for (const screen of screens) {
      const url = `${origin}${data.fill(screen.path)}`;
      const results = [];
      for (let i = 0; i < tries; i++) {
        const context = await contextFor(browser, data, screen);
        results.push(
          await tryOnce(context, screen, url, rate).catch((error: Error) => {
            console.log(`${screen.path} ${rate}×: ${error.message.split("\n")[0]}`);
            return { kept: false, liveAtTap: false, inp: Number.NaN };
          }),
        );
        await context.close();
      }
      const deadContext = await contextFor(browser, data, screen);
      const dead = await deadWindow(deadContext, screen, url, rate).catch((error: Error) => {
        console.log(`${screen.path} ${rate}× dead window: ${error.message.split("\n")[0]}`);
        return Number.NaN;
      });
      await deadContext.close();
      const row = [
        screen.path,
        screen.label,
        `${rate}×`,
        `${results.filter((r) => r.kept).length} of ${results.length}`,
        `${results.filter((r) => !r.liveAtTap).length}`,
        Number.isNaN(dead) ? "?" : `${dead}`,
        `${Math.round(median(results.map((r) => r.inp)))}`,
        os.loadavg()[0]!.toFixed(1),
      ];
      console.log(row.join(" | "));
      rows.push(row);
    }
  }
  // The INP flows: no painted control, so kept and dead say nothing; "done" says the
  // measured tap did its thing.
  for (const rate of rates) {
    for (const flow of flows) {
      const url = `${origin}${data.fill(flow.path)}`;
      const results = [];
      for (let i = 0; i < tries; i++) {
        const context = await contextFor(browser, data, flow);
        results.push(
          await flowOnce(context, flow, url, rate).catch((error: Error) => {
            console.log(`${flow.label} ${rate}×: ${error.message.split("\n")[0]}`);
            return { done: false, inp: Number.NaN };
          }),
        );
        await context.close();
      }
      const row = [
        flow.path,
        flow.label,
        `${rate}×`,
        `— (done ${results.filter((r) => r.done).length} of ${results.length})`,
        "—",
        "—",
        `${Math.round(median(results.map((r) => r.inp)))}`,
        os.loadavg()[0]!.toFixed(1),
      ];
      console.log(row.join(" | "));
      rows.push(row);
    }
  }
  const head = [
    "screen",
    "control",
    "CPU",
    "kept",
    "tapped before live",
    "dead ms",
    "INP ms",
    "load",
  ];
  console.log(`\n| ${head.join(" | ")} |\n|${head.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  console.log(`\n${os.cpus().length} CPUs, shared; Chromium ${browser.version()}`);
} finally {
  await browser.close();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  fs.rmSync(mailDir, { recursive: true, force: true });
}
