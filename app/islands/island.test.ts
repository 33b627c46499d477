import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type IslandName, IslandRendererContext, island } from "./island.tsx";
import { islandLoaders } from "./registry.ts";

function Greeting({ name }: { name: string }) {
  return createElement("b", null, `Hello ${name}`);
}
const GreetingIsland = island("header", Greeting);

describe("island", () => {
  it("renders as the component itself outside a prerendered page", () => {
    expect(renderToString(createElement(GreetingIsland, { name: "Ada" }))).toBe("<b>Hello Ada</b>");
  });

  it("renders as its own root, with its name, props and id prefix, when prerendering", () => {
    const rendered: [ReactElement, string][] = [];
    const html = renderToString(
      createElement(
        IslandRendererContext,
        {
          value: (element, prefix) => {
            rendered.push([element, prefix]);
            return renderToString(element, { identifierPrefix: prefix });
          },
        },
        createElement(GreetingIsland, { name: "Ada" }),
      ),
    );
    expect(rendered).toHaveLength(1);
    const prefix = rendered[0]?.[1];
    expect(prefix).toMatch(/^[\w-]+-$/);
    expect(html).toBe(
      `<div class="contents" data-island="header" data-props="{&quot;name&quot;:&quot;Ada&quot;}" data-id-prefix="${prefix}"><b>Hello Ada</b></div>`,
    );
  });
});

describe("the island registry", () => {
  it.each(Object.entries(islandLoaders))("loads the island named %s", async (name, load) => {
    expect((await load()).islandName).toBe(name as IslandName);
  });
});
