/**
 * The modules the server starts as child processes (lib/limited-process.ts), and where
 * each is found. Run from source (tests, `npm run dev`) a child runs its .ts file, which
 * Node runs as TypeScript; in the server bundle it is a .js file of its own beside main.js,
 * because scripts/build-server.ts bundles each entry listed here under its name. This
 * module tells the two apart by its own file name: in the bundle it is inlined into a .js.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { appRoot } from "./app-root.ts";

/** Name in the bundle → source file (from the checkout's root). */
export const PROCESS_ENTRIES = {
  "resume-text-reader": "server/features/candidates/resume-text-reader.ts",
} as const;
export type ProcessEntry = keyof typeof PROCESS_ENTRIES;

const bundled = !import.meta.url.endsWith(".ts");

/** The file URL to start `name` from, as source or in the bundle. */
export function processEntryUrl(name: ProcessEntry): URL {
  // In the bundle this module is main.js or one of its chunks, all beside the entry files.
  return bundled
    ? new URL(`./${name}.js`, import.meta.url)
    : pathToFileURL(path.join(appRoot, PROCESS_ENTRIES[name]));
}
