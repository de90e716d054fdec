/**
 * Site-wide fixed content: the company's short name, navigation, built-in fallback texts and the
 * copy of the static about-us and contacts pages.
 */
import { FALLBACKS } from "../fallbacks.ts";
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

/** Labels under the figures of the home statistics band. */
export const statLabels: StatLabels = {
  sectors: "Business Sectors",
  portfolios: "Active Portfolio Companies",
  employees: "Professional Employees",
  operations: "Operation professionals with specialised sector knowledge and experience",
};

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

/** Copy of the static /about-us page. */
export const aboutUsPage: AboutUsPageCopy = {
  title: "About Us",
  hero: pageHeroes.about,
  heading: "A Nigerian investment group, built to last",
  intro:
    "R28 is a private investment holding company founded in Lagos in 2007. We own and build businesses across ten sectors of the Nigerian economy, and we hold them for the long term.",
  sections: [
    {
      heading: "Our story",
      paragraphs: [
        "R28 began with a conviction that Nigeria needed more patient owners: investors prepared to build companies over decades rather than trade them over quarters. From our first investments in construction and engineering, we grew deliberately into the sectors that a fast-growing economy depends on.",
        "Each step followed the same logic. A construction business needs steel, aggregates and finished materials, so we invested in the companies that make them. Growing cities need homes, fibre networks and reliable infrastructure, so we built and acquired businesses that provide them.",
      ],
    },
    {
      heading: "What we own",
      paragraphs: [
        "Today our portfolio spans construction and engineering, real estate, telecommunications and technology, aviation and infrastructure, manufacturing, mining, energy, retail and healthcare. Some of our companies are household names in their industries; others are young businesses we are building from the ground up.",
        "What they share is an owner who understands their market, invests through the cycle and expects them to lead on quality, safety and governance.",
      ],
    },
    {
      heading: "How we work",
      paragraphs: [
        "We invest our own capital, which lets us decide on the merits of each business rather than on the timetable of a fund. We take an active role on the boards of our companies, strengthen their finance and governance, and connect them with one another and with international partners.",
        "Our people are our advantage: more than two thousand professionals across the group, and operating leaders with deep knowledge of the sectors they serve.",
      ],
    },
  ],
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
  ],
};

/** Copy of /contacts; the address, telephones and e-mail come from the footer content. */
export const contactPage: ContactPageCopy = {
  title: "Contacts",
  hero: pageHeroes.contacts,
  heading: "Get in touch",
  intro:
    "Whether you are a prospective partner, an investor, a member of the press or looking to join one of our companies, we would be glad to hear from you. Write to us, call our head office, or send a message with the form and the right person will reply.",
  addressLabel: "Corporate HQ",
  phoneLabel: "Telephone",
  emailLabel: "E-mail",
  form: {
    heading: "Send us a message",
    intro: "Tell us a little about yourself and how we can help. All fields are optional, but an e-mail address or telephone number lets us reply.",
    labels: { name: "Name", email: "Email", company: "Company", phone: "Phone", message: "Message" },
    submit: "Send message",
  },
  map: { title: "Map of R28's head office in Victoria Island, Lagos", latitude: 6.433, longitude: 3.433, zoom: 15 },
};
