import { describe, expect, it } from "vitest";
import { toStaticPage } from "./static-page.ts";

/** The shape React Router 8 renders for a prerendered page, with one JSON-LD block. */
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/app.css"/><script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Hi</h1><script>((storageKey, restoreKey) => {})("rr", null)</script><script>window.__reactRouterContext = {};window.__reactRouterContext.stream = 1;</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-2.js");</script><script>window.__reactRouterContext.streamController.enqueue("[]");</script><script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("toStaticPage", () => {
  const out = toStaticPage(page, "/assets/islands/islands-9.js");

  it("drops React Router's preloads and scripts, and keeps the content and JSON-LD", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).not.toContain("__reactRouter");
    expect(out).not.toContain("storageKey");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(out).toContain("<h1>Hi</h1>");
  });

  it("loads the islands' script after the first frame, as the body's last element", () => {
    const scripts = [...out.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const script = scripts[0]?.[1] ?? "";
    const wait = script.indexOf("requestAnimationFrame");
    const load = script.indexOf('await import("/assets/islands/islands-9.js");');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(load).toBeGreaterThan(wait);
    expect(out.endsWith("</script></body></html>")).toBe(true);
    // An async function body accepts the same top-level await as a module.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("refuses a page with a script it does not know, or without React Router's", () => {
    expect(() =>
      toStaticPage(page.replace("<h1>Hi</h1>", "<script>alert(1)</script>"), "/x.js"),
    ).toThrow(/unexpected script/);
    expect(() => toStaticPage("<html><body><h1>Hi</h1></body></html>", "/x.js")).toThrow(
      /without React Router/,
    );
  });
});
