/**
 * .env.example lists every variable of the config schema and nothing else, so operators
 * never miss one: adding a variable to one and not the other fails here.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configSchema } from "./config.ts";

const example = fs.readFileSync(path.resolve(import.meta.dirname, "../.env.example"), "utf8");

describe(".env.example", () => {
  it("names exactly the variables of server/config.ts", () => {
    const listed = [...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.toSorted()).toEqual(Object.keys(configSchema.shape).toSorted());
  });

  it("shows each default the schema applies", () => {
    const defaults = configSchema.parse({}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(defaults)) {
      if (value === undefined || Array.isArray(value) || value === false) continue;
      expect(example, name).toMatch(new RegExp(`^# ${name}=${String(value)}$`, "m"));
    }
  });
});
