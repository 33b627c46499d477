/**
 * The crawler files generated at build time from the route table and the blog posts:
 * sitemap.xml, robots.txt (with the sitemap's address) and the blog's RSS feed.
 */
import type { BlogPost } from "../app/content/blog/post.ts";

const xmlEscape = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** "March 15, 2025" → a Date at noon UTC (the posts carry US long dates). */
export function postDate(post: Pick<BlogPost, "date">): Date {
  return new Date(`${post.date} 12:00 UTC`);
}

export function sitemapXml(
  siteUrl: string,
  paths: string[],
  lastModified: Record<string, Date> = {},
): string {
  const entries = paths.map((path) => {
    const lastmod = lastModified[path];
    return [
      "  <url>",
      `    <loc>${xmlEscape(`${siteUrl}${path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>`] : []),
      "  </url>",
    ].join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(base: string, siteUrl: string): string {
  const rules = base.replace(/^Sitemap:.*$/gim, "").trimEnd();
  return `${rules}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function rssXml(
  site: { brandName: string; siteUrl: string },
  description: string,
  posts: BlogPost[],
): string {
  const sorted = [...posts].sort((a, b) => postDate(b).getTime() - postDate(a).getTime());
  const items = sorted.map((post) => {
    const url = `${site.siteUrl}/blog/${post.id}`;
    return [
      "    <item>",
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(url)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `      <pubDate>${postDate(post).toUTCString()}</pubDate>`,
      `      <category>${xmlEscape(post.category)}</category>`,
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = sorted[0] ? postDate(sorted[0]).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlEscape(`${site.brandName} Blog`)}</title>
    <link>${xmlEscape(`${site.siteUrl}/blog`)}</link>
    <atom:link href="${xmlEscape(`${site.siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${xmlEscape(description)}</description>
    <language>en-us</language>
    <lastBuildDate>${newest}</lastBuildDate>
${items.join("\n")}
  </channel>
</rss>
`;
}
