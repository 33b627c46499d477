import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { build, defineConfig, type Plugin, type Rolldown } from "vite";

const ISLANDS_ENTRY = path.resolve("app/islands/client.tsx");
const ISLANDS_SCRIPT_URL = "virtual:islands-script-url";

/** Shared by the app's build and the islands' own build. */
const resolve = { tsconfigPaths: true };

/**
 * The script of prerendered content pages (app/islands/client.tsx and the islands it
 * loads), built on its own when the client is built and written beside the client's
 * files under assets/islands/. A build of its own because code splitting shares modules,
 * not functions: sharing chunks with the app, the islands' first link pulled in all of
 * React Router's data router (41 KB gzipped), which only the app needs. See
 * docs/decisions/026-islands.md.
 *
 * Its URL reaches app/entry.server.tsx, which prerenders the pages, as the virtual module
 * `virtual:islands-script-url`: undefined under the dev server, where pages hydrate whole.
 */
function islands(): Plugin {
  let scriptUrl: string | undefined;
  return {
    name: "islands",
    async buildStart() {
      if (this.environment.mode !== "build" || this.environment.name !== "client") return;
      const result = await build({
        configFile: false,
        logLevel: "warn",
        mode: this.environment.config.mode,
        base: this.environment.config.base,
        resolve,
        build: {
          write: false,
          // No preload helper around the islands' dynamic imports: it inserts a
          // `<link rel="modulepreload">` per chunk the island needs (~25 on /auth), and each
          // starts its request inside the task that inserts it (decision 077 measured the
          // same on the app's pages). The browser finds those chunks in the island's imports.
          modulePreload: false,
          rolldownOptions: {
            input: { islands: ISLANDS_ENTRY },
            // As React Router's build does: libraries mark their modules "use client".
            onwarn(warning, warn) {
              if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
            },
            output: {
              entryFileNames: "assets/islands/[name]-[hash].js",
              chunkFileNames: "assets/islands/[name]-[hash].js",
              codeSplitting: { groups: [reactChunk] },
            },
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      for (const file of outputs.flatMap((o) => o.output)) {
        this.emitFile({
          type: "asset",
          fileName: file.fileName,
          source: file.type === "chunk" ? file.code : file.source,
        });
        if (file.type === "chunk" && file.isEntry) {
          scriptUrl = `${this.environment.config.base}${file.fileName}`;
        }
      }
    },
    resolveId(id) {
      return id === ISLANDS_SCRIPT_URL ? `\0${ISLANDS_SCRIPT_URL}` : undefined;
    },
    load(id) {
      if (id !== `\0${ISLANDS_SCRIPT_URL}`) return;
      if (this.environment.mode === "build" && !scriptUrl) {
        this.error("the islands' script has not been built");
      }
      return `export default ${JSON.stringify(scriptUrl)};`;
    },
  };
}

/**
 * React, react-dom and scheduler in one chunk: see docs/decisions/026-islands.md.
 */
const reactChunk = {
  name: "react",
  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
  priority: 20,
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islands()],
  resolve,
  build: {
    // Fewer, larger shared chunks: a round of small files costs a phone a round trip. See
    // docs/decisions/026-islands.md.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            reactChunk,
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: the Vite dev server proxies API and file calls to the Fastify process.
    proxy: { "/api": "http://localhost:3001", "/objects": "http://localhost:3001" },
  },
});
