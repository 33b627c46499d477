/** JSON-LD for search engines (schema.org), rendered into the prerendered pages' <head>. */
import type { MetaDescriptor } from "react-router";
import { site } from "#common/site.ts";
import type { BlogPost } from "~/content/blog/post";
import type { FaqCategory } from "~/content/faq";

export function organizationJsonLd(): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.brandName,
      url: `${site.siteUrl}/`,
      logo: `${site.siteUrl}/favicon.svg`,
      email: site.contactEmail,
      sameAs: [site.professionalNetworkUrl, site.companyWebsiteUrl],
    },
  };
}

/** "March 15, 2025" → "2025-03-15" (the posts' dates are US long dates). */
export function isoDate(usDate: string): string {
  const parsed = new Date(`${usDate} 12:00 UTC`);
  return Number.isNaN(parsed.getTime()) ? usDate : parsed.toISOString().slice(0, 10);
}

export function blogPostingJsonLd(post: BlogPost): MetaDescriptor {
  const url = `${site.siteUrl}/blog/${post.id}`;
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      datePublished: isoDate(post.date),
      articleSection: post.category,
      mainEntityOfPage: url,
      url,
      author: { "@type": "Organization", name: site.brandName, url: `${site.siteUrl}/` },
      publisher: {
        "@type": "Organization",
        name: site.brandName,
        logo: { "@type": "ImageObject", url: `${site.siteUrl}/favicon.svg` },
      },
    },
  };
}

export function faqPageJsonLd(categories: FaqCategory[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: categories.flatMap((category) =>
        category.items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer },
        })),
      ),
    },
  };
}
