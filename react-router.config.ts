import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/prerender-paths.ts";

// SPA mode with prerendered public pages: marketing pages and blog posts ship as
// static HTML (fast, indexable); signed-in and customer screens stay client-rendered.
export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
