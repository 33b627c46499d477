/**
 * Every island a content page may hold, by name: how the page's script loads its code.
 * Each loads on its own, so a page fetches only the islands it has.
 */
import type { IslandName } from "./island.tsx";

/** Loads an island's component (made by `island()`, so it carries its name). */
type Loader = () => Promise<{ islandName: IslandName }>;

export const islandLoaders: Record<IslandName, Loader> = {
  header: () => import("~/components/header").then((m) => m.Header),
  "scroll-link": () => import("~/features/marketing/scroll-link").then((m) => m.ScrollLink),
  "video-embed": () => import("~/features/marketing/video-embed").then((m) => m.VideoEmbed),
  "home-contact-form": () =>
    import("~/features/marketing/home-contact-form").then((m) => m.HomeContactForm),
  "home-contact-link": () =>
    import("~/features/marketing/home-contact-link").then((m) => m.HomeContactLink),
  "contact-page-form": () =>
    import("~/features/marketing/contact-page-form").then((m) => m.ContactPageForm),
  "faq-accordion": () => import("~/features/marketing/faq-accordion").then((m) => m.FaqAccordion),
  "share-post-button": () =>
    import("~/features/marketing/share-post-button").then((m) => m.SharePostButton),
  "apply-form": () => import("~/features/applications/apply-form").then((m) => m.ApplyForm),
  "auth-forms": () => import("~/features/auth/auth-forms").then((m) => m.AuthForms),
  // Rendered by the server with the link's data (docs/decisions/072-…), not prerendered.
  // Its view's code (the listing's or a profile's) is loaded before it hydrates.
  "customer-page": () =>
    import("~/features/customer/page/customer-page").then(async (m) => {
      await m.loadInlinedView();
      return m.CustomerPage;
    }),
};
