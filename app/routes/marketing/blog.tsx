import { ArrowRight, Calendar, Clock } from "lucide-react";
import { Link } from "react-router";
import { site } from "#common/site.ts";
import type { BlogPost } from "~/content/blog/post";
import { blogPageCopy, blogPosts } from "~/content/blog-posts";
import { pageMeta } from "~/content/seo";
import { CtaBand, onDarkPrimary, PageHero, Section } from "~/features/marketing/page-parts";
import { seoMeta } from "~/lib/seo";

export const meta = () => [
  ...seoMeta({ ...pageMeta["/blog"]!, path: "/blog" }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: `${site.brandName} Blog`,
    href: `${site.siteUrl}/blog/rss.xml`,
  },
];

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
      <span className="flex items-center gap-1">
        <Calendar className="h-4 w-4" aria-hidden="true" />
        {post.date}
      </span>
      <span className="flex items-center gap-1">
        <Clock className="h-4 w-4" aria-hidden="true" />
        {post.readTime}
      </span>
    </p>
  );
}

function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
      {category}
    </span>
  );
}

export default function Blog() {
  const copy = blogPageCopy.listing;
  const featured = blogPosts.find((post) => post.featured) ?? blogPosts[0]!;
  const latest = blogPosts.filter((post) => post !== featured).slice(0, 5);
  return (
    <>
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section labelledBy="featured-heading">
        <h2 id="featured-heading" className="sr-only">
          {copy.featuredLabel}
        </h2>
        <article className="grid overflow-hidden rounded-2xl border bg-card shadow-sm md:grid-cols-2">
          <div
            className="grid min-h-56 place-items-center bg-gradient-to-br from-blue-100 to-indigo-200 text-8xl"
            aria-hidden="true"
          >
            {featured.image}
          </div>
          <div className="flex flex-col justify-center p-8">
            <div className="flex items-center gap-2">
              <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                {copy.featuredLabel}
              </span>
              <CategoryBadge category={featured.category} />
            </div>
            <h3 className="mt-4 text-2xl font-bold sm:text-3xl">
              <Link to={`/blog/${featured.id}`} className="hover:text-primary">
                {featured.title}
              </Link>
            </h3>
            <p className="mt-4 text-muted-foreground">{featured.excerpt}</p>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
              <PostMeta post={featured} />
              <Link
                to={`/blog/${featured.id}`}
                className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
              >
                {copy.readMoreLabel}
                <span className="sr-only">: {featured.title}</span>
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </div>
          </div>
        </article>
      </Section>
      <Section muted labelledBy="latest-heading">
        <h2 id="latest-heading" className="text-3xl font-bold tracking-tight">
          {copy.latestHeading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {latest.map((post) => (
            <li key={post.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
                <div
                  className="grid h-36 place-items-center bg-gradient-to-br from-slate-100 to-blue-100 text-6xl"
                  aria-hidden="true"
                >
                  {post.image}
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <CategoryBadge category={post.category} />
                  <h3 className="mt-3 text-lg font-semibold">
                    <Link to={`/blog/${post.id}`} className="hover:text-primary">
                      {post.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-muted-foreground">{post.excerpt}</p>
                  <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
                    <PostMeta post={post} />
                    <Link
                      to={`/blog/${post.id}`}
                      className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
                    >
                      {copy.readMoreLabel}
                      <span className="sr-only">: {post.title}</span>
                      <ArrowRight className="h-4 w-4" aria-hidden="true" />
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={copy.subscribe.heading} text={copy.subscribe.text}>
        <Link to={copy.subscribe.href} className={onDarkPrimary}>
          {copy.subscribe.buttonLabel}
        </Link>
      </CtaBand>
    </>
  );
}
