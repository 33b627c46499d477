/**
 * Bundles the server (server/main.ts) into build/server-bundle/main.js, and the modules it
 * starts as child processes beside it, for `npm start` and the deployed replicas. Why: Node reads a package's package.json again for each of its
 * modules it loads, and drizzle-orm ships ~450 modules with a 180 KB package.json, so
 * importing it from node_modules cost ~130 MB of RSS and seconds of CPU at start-up
 * (docs/decisions/057-server-bundle.md). One bundled file is read once.
 *
 * Only our own code and the pure-JS packages named in `bundled` are inlined; every other
 * package stays an import from node_modules, as it reads files next to its own code
 * (swagger-ui's assets, pino's worker, PGlite's WebAssembly) or is a native addon.
 */
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { PROCESS_ENTRIES } from "../server/lib/process-entries.ts";

const root = path.resolve(import.meta.dirname, "..");
const bundled = [
  "drizzle-orm",
  "zod",
  "fastify-type-provider-zod",
  "react-router",
  // What the server-rendered customer views use (docs/decisions/072-…), in a lazy chunk:
  // tree-shaken here rather than lucide's ~1,600 icon modules and Radix's ~60 packages
  // read from node_modules. React and react-dom stay imports: one copy of React.
  "lucide-react",
  "radix-ui",
  "@tanstack/react-query",
  "@tanstack/query-core",
  "class-variance-authority",
  "clsx",
  "tailwind-merge",
];
/** Packages bundled by scope (Radix's parts). */
const bundledScopes = ["@radix-ui/"];

/**
 * Keeps every bare import external except the packages in `bundled` (`~/` is the app's own
 * code, resolved through tsconfig.json's paths).
 */
const externalPackages: Plugin = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./#~]/ }, (args) => {
      if (args.path.startsWith("node:")) return { external: true };
      const name = args.path.startsWith("@")
        ? args.path.split("/").slice(0, 2).join("/")
        : args.path.split("/")[0];
      if (bundled.includes(name) || bundledScopes.some((scope) => args.path.startsWith(scope))) {
        return undefined;
      }
      return { external: true };
    });
  },
};

export async function buildServer() {
  const started = performance.now();
  await build({
    absWorkingDir: root,
    // Each child process's module is an entry of its own, written beside main.js under its
    // name, where server/lib/process-entries.ts looks for it; code it shares with the server
    // goes into shared chunks.
    entryPoints: { main: "server/main.ts", ...PROCESS_ENTRIES },
    outdir: "build/server-bundle",
    bundle: true,
    splitting: true, // a dynamic import() of our own code stays a separate, lazy chunk
    format: "esm",
    platform: "node",
    target: "node22",
    sourcemap: true,
    legalComments: "none",
    logLevel: "warning",
    plugins: [externalPackages],
  });
  console.log(
    `server bundled in ${Math.round(performance.now() - started)} ms: build/server-bundle/main.js`,
  );
}

if (import.meta.main) await buildServer();
