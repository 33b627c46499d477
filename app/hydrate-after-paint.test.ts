import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "./hydrate-after-paint.ts";

/** The shape React Router 8's <Scripts> renders for a prerendered page. */
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

describe("hydrateAfterFirstPaint", () => {
  const out = hydrateAfterFirstPaint(page);

  it("drops the module preloads and keeps everything else", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<h1>Hi</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("imports the same modules, after the first frame, before the entry", () => {
    const script = out.match(/<script type="module" async="">([\s\S]*)<\/script>/)?.[1] ?? "";
    expect(script).not.toMatch(/^import /m);
    const wait = script.indexOf("requestAnimationFrame");
    const loads = script.indexOf(
      'const [_0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]);',
    );
    const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0');
    const entry = script.indexOf('import("/assets/entry.client-2.js");');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(loads).toBeGreaterThan(wait);
    expect(modules).toBeGreaterThan(loads);
    expect(entry).toBeGreaterThan(modules);
  });

  it("is valid JavaScript", () => {
    const script = out.match(/<script type="module" async="">([\s\S]*)<\/script>/)?.[1] ?? "";
    // An async function body accepts the same top-level await as a module.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("refuses a page whose scripts it does not recognise", () => {
    expect(() => hydrateAfterFirstPaint("<html><body></body></html>")).toThrow(/one inline/);
    expect(() =>
      hydrateAfterFirstPaint(
        '<script type="module" async="">import { a } from "/x.js";\nimport("/y.js");</script>',
      ),
    ).toThrow(/expected form/);
  });
});
