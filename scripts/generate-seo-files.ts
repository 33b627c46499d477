/**
 * Run by `npm run build` after the client build: writes sitemap.xml, robots.txt and
 * blog/rss.xml into build/client, using the same VITE_ site settings as the pages.
 */
import fs from "node:fs";
import path from "node:path";
import { site } from "#common/site.ts";
import { blogPageCopy, blogPosts } from "../app/content/blog-posts.ts";
import { noindexPrerenderPaths, notFoundPaths, prerenderPaths } from "../app/prerender-paths.ts";
import { postDate, robotsTxt, rssXml, sitemapXml } from "./seo-files.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "build/client");

const pages = prerenderPaths.filter(
  (p) => !notFoundPaths.includes(p) && !noindexPrerenderPaths.includes(p),
);
const lastModified = Object.fromEntries(blogPosts.map((p) => [`/blog/${p.id}`, postDate(p)]));

fs.writeFileSync(path.join(out, "sitemap.xml"), sitemapXml(site.siteUrl, pages, lastModified));
fs.writeFileSync(
  path.join(out, "robots.txt"),
  robotsTxt(fs.readFileSync(path.join(root, "public/robots.txt"), "utf8"), site.siteUrl),
);
fs.mkdirSync(path.join(out, "blog"), { recursive: true });
fs.writeFileSync(
  path.join(out, "blog/rss.xml"),
  rssXml(site, blogPageCopy.listing.subtitle, blogPosts),
);
console.log(`sitemap.xml (${pages.length} pages), robots.txt, blog/rss.xml for ${site.siteUrl}`);
