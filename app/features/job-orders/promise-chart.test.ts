/**
 * The time-to-shortlist chart tells job orders still within their 24 hours apart: "in
 * progress", neither in the "x of y" nor drawn as missed.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { reportCopy } from "./copy.ts";
import { PromiseChart } from "./promise-chart.tsx";

const render = (within: { count: number; of: number; pending: number }) =>
  renderToString(createElement(PromiseChart, { within, median: 3 }));

describe("PromiseChart", () => {
  it("shows pending job orders as in progress, apart from the kept and the missed", () => {
    const html = render({ count: 1, of: 2, pending: 3 });
    expect(html).toMatch(/data-testid="within-24h">1<!-- --> of <!-- -->2/);
    expect(html).toContain(`data-testid="in-progress">${reportCopy.inProgress(3)}</p>`);
    expect(html).toContain(
      "1 of 2 job orders shortlisted within 24 hours (50%). 3 job orders in progress: still within their 24 hours, not shortlisted yet.",
    );
    expect(html).toContain("In progress");
    // The bar: one of five kept, one missed, three in progress (616 px wide on the server).
    const bars = [
      ...html.matchAll(
        /<rect class="visx-bar" x="([\d.]+)" y="0" width="([\d.]+)" height="20" fill="(#\w+)"/g,
      ),
    ].map((m) => [Number(m[1]), Math.round(Number(m[2])), m[3]]);
    expect(bars).toEqual([
      [0, 123, "#15803d"],
      [123.2, 123, "#b45309"],
      [246.4, 370, "#1d4ed8"],
    ]);
  });

  it("says nothing of progress when every job order is judged", () => {
    const html = render({ count: 2, of: 2, pending: 0 });
    expect(html).not.toContain('data-testid="in-progress"');
    expect(reportCopy.inProgress(1)).toBe(
      "1 job order in progress: still within its 24 hours, not shortlisted yet",
    );
  });
});
