/**
 * The pages made of a hero, one stored highlight-and-body block, its banner strip and "where to
 * next" links: Who we are, Our approach and Strategic alliances. Each page's stored blocks, hero,
 * banner and fallback text share its key (`approach` → `approach` + `approachBanner`); what differs
 * between the pages is this copy. `components/about/HighlightPage.tsx` renders it.
 */
import { nextSteps } from "./next-steps.ts";
import { aboutUsPage, pageTitles } from "./site.ts";

export type HighlightPageKey = "whoWeAre" | "approach" | "strategicAlliances";

export interface HighlightPageCopy {
  /** `<title>` (before the brand) and the description of the page's meta tags. */
  meta: { title: string; description: (siteName: string) => string };
  /** The h1 over the hero image, with an eyebrow above it or a crumb under About us. */
  hero: { title: string; eyebrow?: string; crumb?: string };
  /** Anchor and eyebrow of the highlight section. */
  section: { id: string; eyebrow: string };
  /** A button under the body. */
  action?: { href: string; label: string };
  /** The links at the foot of the page. */
  next: { id: string; eyebrow: string; title: string; links: readonly { label: string; href: string; description: string }[] };
}

const aboutLinksBut = (href: string) => aboutUsPage.links.filter((l) => l.href !== href);

export const highlightPages: Record<HighlightPageKey, HighlightPageCopy> = {
  whoWeAre: {
    meta: {
      title: pageTitles.whoWeAre,
      description: (name) => `Founded in Lagos in 2007, ${name} is a private Nigerian holding company investing its own capital to build businesses that last.`,
    },
    hero: { title: pageTitles.whoWeAre, crumb: "Who we are" },
    section: { id: "who-we-are", eyebrow: "Who we are" },
    next: { id: "who-more", eyebrow: "About us", title: "More about us", links: aboutLinksBut("/about-us/who-we-are") },
  },
  approach: {
    meta: {
      title: "Our Approach",
      description: (name) => `${name} invests on a value basis: patient capital, active ownership and the fundamentals of each business, held for the long term.`,
    },
    hero: { title: pageTitles.approach, eyebrow: "Our approach" },
    section: { id: "approach", eyebrow: "How we invest" },
    action: { href: "/our-investments", label: "See our companies" },
    next: { id: "approach-next", eyebrow: "Continue exploring", title: "Where to next", links: nextSteps.approach },
  },
  strategicAlliances: {
    meta: {
      title: "Strategic Alliances",
      description: (name) =>
        `${name} builds its largest undertakings with international and local partners, combining local knowledge and long-term commitment with global expertise.`,
    },
    hero: { title: pageTitles.strategicAlliances, eyebrow: "Strategic alliances" },
    section: { id: "strategic-alliances", eyebrow: "Partnership" },
    action: { href: "/contacts", label: "Talk to us about a partnership" },
    next: { id: "alliances-next", eyebrow: "Continue exploring", title: "Where to next", links: nextSteps.strategicAlliances },
  },
};
