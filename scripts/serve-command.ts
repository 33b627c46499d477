/**
 * The production server as `npm run serve` (and so `npm start`) runs it: Node's flags and the
 * bundle `npm run build` makes (scripts/build-server.ts). package.json is the one place the
 * command is written; the browser, cluster and scan tests and the benches start exactly this,
 * so they test what is deployed.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export const serverBundleFile = path.join(root, "build/server-bundle/main.js");

/**
 * The arguments after `node` in package.json's `serve` script, of this checkout or of another
 * one (a bench's baseline, e.g. the previous commit).
 */
export function serveArgs(checkout = root): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(checkout, "package.json"), "utf8"));
  const [command, ...args] = String(pkg.scripts.serve).trim().split(/\s+/);
  if (command !== "node") throw new Error(`package.json "serve" must start with node: ${command}`);
  return args.map((arg) => (arg.startsWith("-") ? arg : path.resolve(checkout, arg)));
}
