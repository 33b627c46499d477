import type { MetaDescriptor } from "react-router";
import { site } from "#common/site.ts";

/**
 * A page's <title>, description, canonical URL and Open Graph tags, so a prerendered page
 * carries them in its first response.
 */
export function seoMeta(options: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  noindex?: boolean;
}): MetaDescriptor[] {
  const url = `${site.siteUrl}${options.path === "/" ? "/" : options.path}`;
  const tags: MetaDescriptor[] = [
    { title: options.title },
    { name: "description", content: options.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.brandName },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: options.title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
  ];
  if (options.noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/** Pages that are not for search engines: app screens, customer views, errors. */
export function privateMeta(title: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${site.brandName}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
