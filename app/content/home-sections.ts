/**
 * The home page's section anchors and the shapes its sections share (buttons that scroll to
 * a section, stats, icon cards): one place the section files (home-*.ts) build on.
 */

/** Anchor ids of the home page sections (spec: home, services, platform, about, contact, promo-video). */
export const homeSectionIds = {
  home: "home",
  services: "services",
  platform: "platform",
  about: "about",
  contact: "contact",
  promoVideo: "promo-video",
} as const;

export type HomeSectionId = (typeof homeSectionIds)[keyof typeof homeSectionIds];

/** A button that smoothly scrolls to a section of the home page. */
export type ScrollButton = {
  label: string;
  targetId: HomeSectionId;
};

export interface StatItem {
  value: string;
  label: string;
}

export interface IconCard {
  title: string;
  description: string;
  /** A lucide-react icon component name. */
  icon: string;
}
