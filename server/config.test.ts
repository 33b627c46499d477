import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("localhost");
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("reads overrides", () => {
    const config = loadConfig({ PORT: "8080", SEED_DEMO: "0", DATABASE_URL: "postgres://u@h/db" });
    expect(config.PORT).toBe(8080);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBe("postgres://u@h/db");
  });

  it("names every bad variable at once", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "maybe" });
      expect.fail("should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toContain("PORT:");
      expect(message).toContain("DATABASE_URL: must start with postgres://");
      expect(message).toContain("SEED_DEMO: must be 1/0, true/false or yes/no");
    }
  });

  it("requires ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@b.co" })).toThrow(/set together/);
  });

  it("stops the server with a readable message and exit code 1", () => {
    const result = spawnSync(process.execPath, [path.resolve(import.meta.dirname, "main.ts")], {
      env: { ...process.env, PORT: "not-a-port", DATABASE_URL: "" },
      encoding: "utf8",
      // Loading the server's modules alone can take tens of seconds on a loaded machine.
      timeout: 100_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Invalid configuration:");
    expect(result.stderr).toContain("PORT:");
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 120_000);
});
