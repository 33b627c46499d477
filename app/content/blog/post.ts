/**
 * The shape of a blog post, apart from the posts (one file each beside this one) and their
 * list (app/content/blog-posts.ts), which both build on it.
 */

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  readTime: string;
  /** An emoji shown as the post's artwork. */
  image: string;
  featured: boolean;
  /** Trusted, static HTML: h2, p, ul/li and blockquote only. */
  content: string;
}
