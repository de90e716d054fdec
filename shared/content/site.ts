/**
 * Site-wide fixed content: the company's short name, navigation, built-in fallback texts and the
 * copy of the static about-us and contacts pages.
 */
import { FALLBACKS } from "../fallbacks.ts";
import { paragraphsOf } from "../schemas/content-kind.ts";
import type { SingletonValue } from "../schemas/content.ts";
import { pageHeroes } from "./images.ts";
import type { AboutUsPageCopy, ContactPageCopy, NavItem, SiteFallbacks, StatLabels } from "./types.ts";

/** Short name used when `SITE_NAME` is not set ("… at a Glance", "… CMS", copyright). */
export const SITE_DEFAULT_NAME = "R28";
export const FOUNDED_YEAR = 2007;

/** The main navigation, mapped by the header, the mobile menu, the footer and the sitemap. */
export const mainNav: NavItem[] = [
  {
    label: "about us",
    href: "/about-us",
    children: [
      { label: "who we are", href: "/about-us/who-we-are" },
      { label: "our culture & core values", href: "/about-us/our-culture-and-core-values" },
      { label: "leadership", href: "/about-us/leadership" },
    ],
  },
  { label: "approach", href: "/approach" },
  { label: "our investments", href: "/our-investments" },
  { label: "strategic alliances", href: "/strategic-alliances" },
  { label: "news & events", href: "/news-and-events" },
  { label: "contacts", href: "/contacts" },
];

/** Built-in texts (SPEC section 9), taken from the seed content so both always agree. */
export const fallbacks: SiteFallbacks = {
  heroText: FALLBACKS.heroText.text,
  overview: FALLBACKS.overview,
  stats: FALLBACKS.stats,
  whatWeDo: FALLBACKS.whatWeDo,
  footer: FALLBACKS.footer,
  whoWeAre: FALLBACKS.whoWeAre,
  coreValues: FALLBACKS.coreValues,
  approach: FALLBACKS.approach,
  strategicAlliances: FALLBACKS.strategicAlliances,
};

/** Labels under the figures of the home statistics band (the seed of the statLabels block). */
export const statLabels: StatLabels = FALLBACKS.statLabels;

/** Page titles and headings of the pages whose body comes from the content blocks. */
export const pageTitles = {
  whoWeAre: "Who We Are",
  coreValues: "Culture Built on Enduring Values",
  approach: "Investing on a Value Basis",
  strategicAlliances: "Creating Growth Opportunities",
  leadership: "Leadership",
  boardOfDirectors: "Board of Directors",
  investments: "Our Companies",
  newsAndEvents: "News and Events",
  whatWeDo: "What we do",
} as const;

/** The three sections of /about-us from the aboutUs block's fields. */
export function aboutSections(copy: SingletonValue<"aboutUs">): AboutUsPageCopy["sections"] {
  return [
    { heading: copy.storyHeading, paragraphs: paragraphsOf(copy.story) },
    { heading: copy.portfolioHeading, paragraphs: paragraphsOf(copy.portfolio) },
    { heading: copy.workHeading, paragraphs: paragraphsOf(copy.work) },
  ];
}

/** Copy of the static /about-us page. */
export const aboutUsPage: AboutUsPageCopy = {
  title: "About Us",
  hero: pageHeroes.about,
  // The seed of the aboutUs block (shared/schemas/content.ts); the page shows the stored copy.
  heading: FALLBACKS.aboutUs.heading,
  intro: FALLBACKS.aboutUs.intro,
  sections: aboutSections(FALLBACKS.aboutUs),
  links: [
    {
      label: "Who we are",
      href: "/about-us/who-we-are",
      description: "Our history, our independence and the long view that guides every investment.",
    },
    {
      label: "Our culture & core values",
      href: "/about-us/our-culture-and-core-values",
      description: "Integrity, excellence and innovation: the values every company in the group shares.",
    },
    {
      label: "Leadership",
      href: "/about-us/leadership",
      description: "The founder and the executive team who lead R28 and its portfolio.",
    },
    {
      label: "Reports & documents",
      href: "/reports",
      description: "Annual reviews, sustainability reporting, governance documents and press kits, to download as PDF.",
    },
  ],
};

/** Copy of /contacts; the address, telephones and e-mail come from the footer content. */
export const contactPage: ContactPageCopy = {
  title: "Contacts",
  hero: pageHeroes.contacts,
  // Heading and introductions: the seed of the contactPage block; the page shows the stored copy.
  heading: FALLBACKS.contactPage.heading,
  intro: FALLBACKS.contactPage.intro,
  addressLabel: "Corporate HQ",
  phoneLabel: "Telephone",
  emailLabel: "E-mail",
  form: {
    heading: FALLBACKS.contactPage.formHeading,
    intro: FALLBACKS.contactPage.formIntro,
    labels: { name: "Name", email: "Email", company: "Company", phone: "Phone", message: "Message" },
    submit: "Send message",
  },
  map: { title: "Map of R28's head office in Victoria Island, Lagos", latitude: 6.433, longitude: 3.433, zoom: 15 },
};
