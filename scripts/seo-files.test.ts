import { describe, expect, it } from "vitest";
import { blogPosts } from "../app/content/blog-posts.ts";
import { blogPostIds } from "../app/route-table.ts";
import { robotsTxt, rssXml, sitemapXml } from "./seo-files.ts";

describe("crawler files", () => {
  it("every bundled blog post is prerendered, and only those", () => {
    expect([...blogPostIds].sort()).toEqual(blogPosts.map((p) => p.id).sort());
  });

  it("lists each page once in the sitemap with its absolute address", () => {
    const xml = sitemapXml("https://talent.example", ["/", "/blog/a&b"], {
      "/blog/a&b": new Date("2025-03-15T12:00:00Z"),
    });
    expect(xml).toContain("<loc>https://talent.example/</loc>");
    expect(xml).toContain("<loc>https://talent.example/blog/a&amp;b</loc>");
    expect(xml).toContain("<lastmod>2025-03-15</lastmod>");
  });

  it("adds the sitemap to robots.txt and keeps the exclusions", () => {
    const robots = robotsTxt("User-agent: *\nDisallow: /admin\n", "https://talent.example");
    expect(robots).toBe(
      "User-agent: *\nDisallow: /admin\n\nSitemap: https://talent.example/sitemap.xml\n",
    );
  });

  it("feeds the posts newest first with RFC 822 dates", () => {
    const xml = rssXml({ brandName: "Acme", siteUrl: "https://t.example" }, "Posts", blogPosts);
    const titles = [...xml.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((m) => m[1]);
    expect(titles).toHaveLength(6);
    expect(titles[0]).toBe("How AI Is Revolutionizing Tech Recruitment");
    expect(xml).toContain("<pubDate>Sat, 15 Mar 2025 12:00:00 GMT</pubDate>");
    expect(xml).toContain(
      "<link>https://t.example/blog/ai-revolutionizing-tech-recruitment</link>",
    );
  });
});
