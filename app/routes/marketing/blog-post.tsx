import { ArrowLeft, Calendar, Clock } from "lucide-react";
import { Link, useParams } from "react-router";
import { site } from "#common/site.ts";
import { buttonVariants } from "~/components/plain/classes.ts";
import { blogPageCopy, getBlogPost } from "~/content/blog-posts";
import { SharePostButton } from "~/features/marketing/share-post-button";
import { privateMeta, seoMeta } from "~/lib/seo";
import { blogPostingJsonLd, isoDate } from "~/lib/structured-data";
import type { Route } from "./+types/blog-post";

export const meta = ({ params }: Route.MetaArgs) => {
  const post = getBlogPost(params.id);
  if (!post) return privateMeta(blogPageCopy.detail.notFound.title);
  return [
    ...seoMeta({
      title: `${post.title} | ${site.brandName}`,
      description: post.excerpt,
      path: `/blog/${post.id}`,
      type: "article",
    }),
    { property: "article:published_time", content: isoDate(post.date) },
    blogPostingJsonLd(post),
  ];
};

function NotFound() {
  const copy = blogPageCopy.detail.notFound;
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-muted-foreground">{copy.text}</p>
      <Link to="/blog" className={`${buttonVariants({ size: "lg" })} mt-8`}>
        <ArrowLeft aria-hidden="true" />
        {copy.buttonLabel}
      </Link>
    </div>
  );
}

export default function BlogPostPage() {
  const { id = "" } = useParams();
  const post = getBlogPost(id);
  const copy = blogPageCopy.detail;
  if (!post) return <NotFound />;
  return (
    <article className="pb-16">
      <header className="bg-gradient-to-br from-blue-50 to-indigo-100">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          <Link
            to="/blog"
            className="inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {copy.backLabel}
          </Link>
          <p className="mt-8 text-7xl" aria-hidden="true">
            {post.image}
          </p>
          <span className="mt-6 inline-block rounded-full bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
            {post.category}
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {post.title}
          </h1>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
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
            <SharePostButton
              id={post.id}
              title={post.title}
              excerpt={post.excerpt}
              label={copy.shareLabel}
            />
          </div>
        </div>
      </header>
      <div
        className="post-body mx-auto max-w-3xl px-4 pt-10 sm:px-6 lg:px-8"
        // Trusted, static HTML from app/content/blog-posts.ts (no user input).
        dangerouslySetInnerHTML={{ __html: post.content }}
      />
      <aside className="mx-auto mt-12 max-w-3xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-2xl bg-gradient-to-br from-blue-800 to-blue-950 p-8 text-center text-white">
          <h2 className="text-2xl font-bold">{copy.cta.heading}</h2>
          <p className="mt-3 text-blue-100">{copy.cta.text}</p>
          <Link
            to={copy.cta.href}
            className="mt-6 inline-flex h-11 items-center justify-center rounded-md bg-white px-8 text-sm font-semibold text-blue-900 hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            {copy.cta.buttonLabel}
          </Link>
        </div>
        <Link
          to="/blog"
          className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-primary hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {copy.backLabel}
        </Link>
      </aside>
    </article>
  );
}
