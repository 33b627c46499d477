/**
 * The home page's copy, section by section (home-hero.ts, home-services.ts,
 * home-platform.ts, home-about.ts, home-contact.ts), as the one object its screens read.
 */
import {
  type CorePrinciples,
  type EngagementModels,
  type GlobalTalent,
  homeCorePrinciples,
  homeEngagement,
  homeGlobalTalent,
} from "./home-about.ts";
import { type HomeContact, homeContact } from "./home-contact.ts";
import { type HomeHero, homeHero, homePromoVideo, type PromoVideo } from "./home-hero.ts";
import { type HomePlatform, homePlatform } from "./home-platform.ts";
import { type HomeServices, homeServices } from "./home-services.ts";

export interface HomeContent {
  hero: HomeHero;
  promoVideo: PromoVideo;
  services: HomeServices;
  platform: HomePlatform;
  globalTalent: GlobalTalent;
  corePrinciples: CorePrinciples;
  engagement: EngagementModels;
  contact: HomeContact;
}

export const homeContent: HomeContent = {
  hero: homeHero,
  promoVideo: homePromoVideo,
  services: homeServices,
  platform: homePlatform,
  globalTalent: homeGlobalTalent,
  corePrinciples: homeCorePrinciples,
  engagement: homeEngagement,
  contact: homeContact,
};
