import type { z } from "zod";
import { SINGLETON_IDS } from "../ids.ts";
import { ACCESSIBILITY_STATEMENT, PRIVACY_NOTICE } from "../content/legal.ts";
import { SECTORS } from "../content/sectors.ts";
import { email, image, kind, line, lines, rich } from "./content-kind.ts";

/**
 * Every editable singleton block of the site, declared once (shared/schemas/content-kind.ts says
 * what a declaration holds; docs/content-kinds.md how to add a field or a kind). The seeds are the
 * built-in content of SPEC.md section 9: stored at first start (and, for a kind added later, at
 * the first start of the version adding it), shown wherever a stored field is blank.
 */

export const DEFAULT_EMAIL = "info@r28holdings.com";

/** The two fields of a page body: a heading (described by `hint`) over rich text. */
const highlightAndContent = (hint: string, highlight: string, content: string) => ({
  highlight: line("Highlight", highlight, { hint }),
  content: rich("Content", content),
});
const bannerFields = { bannerImgString: image("Banner image") };

// Sector copy: the seed is the sector record's copy (shared/content/sectors.ts); colours, icons
// and the order of the cards stay design tokens and code.
const cardFields = (card: { title: string; subtitle: string; description: string }) => ({
  cardTitle: line("Card title", card.title, { max: 120, hint: "The heading of the sector's card in ‘What we do’ on the home page." }),
  cardSubtitle: line("AUM subtitle", card.subtitle, { max: 40, hint: "Assets under management, under the card title (e.g. $18B AUM)." }),
  cardDescription: lines("Card description", card.description, { max: 1000 }),
});
const pageFields = (page: { title: string; heading: string; description: readonly string[] }) => ({
  pageHeroText: line("Page hero text", page.title, { max: 160, hint: "The title over the sector page's picture (also its breadcrumb)." }),
  pageHeading: line("Page heading", page.heading, { max: 200 }),
  pageDescription: lines("Page description", page.description.join("\n\n"), { hint: "Leave a blank line between paragraphs." }),
});
/** A social profile link of the footer: shown with its icon only when set. */
const social = (network: string) =>
  line(`${network} page`, "", { url: true, hint: `The full address of the group's ${network} profile, starting with https://. Leave empty to hide the link.` });
const S = SECTORS;
const sector = (n: number, slug: string, name: string, page: string) =>
  ({ id: `64b0000000000000000000${(0x0d + n).toString(16).padStart(2, "0")}`, path: `/sectors/${slug}`, label: `Sector: ${name}`, page, storage: "block", legacy: false }) as const;

export const SINGLETONS = {
  heroText: kind({
    id: SINGLETON_IDS.heroText,
    path: "/home/hero/hero-text",
    envelope: "heroText",
    label: "Home: hero text",
    page: "/",
    storage: { table: "homeHeroText" },
    fields: { text: line("Hero text", "Investing in Tomorrow's Possibilities Today!", { hint: "The headline over the video at the top of the home page." }) },
  }),
  overview: kind({
    id: SINGLETON_IDS.overview,
    path: "/home/overview",
    envelope: "overview",
    label: "Home: overview",
    page: "/",
    storage: { table: "homeOverview" },
    fields: highlightAndContent(
      "The heading of the overview.",
      "Focused on Impact",
      "<p>R28 is a Nigerian private investment holding company. Since 2007 we have built, owned and patiently grown businesses across ten sectors of the Nigerian economy, from construction and real estate to energy, aviation, technology and healthcare. We invest our own capital for the long term, take active ownership of every company we back, and measure success by the value our businesses create for customers, employees and the communities they serve.</p>",
    ),
  }),
  stats: kind({
    id: SINGLETON_IDS.stats,
    path: "/home/stats",
    envelope: "stats",
    label: "Home: statistics",
    page: "/",
    storage: { table: "homeStats" },
    fields: {
      sectors: line("Sectors", "10", { max: 40, hint: "The figure of the first label below." }),
      portfolios: line("Portfolios", "14", { max: 40, hint: "The figure of the second label below." }),
      employees: line("Employees", "2000+", { max: 40, hint: "The figure of the third label below." }),
      operations: line("Operations", "100", { max: 40, hint: "The figure of the fourth label below." }),
    },
  }),
  statLabels: kind({
    id: "64b00000000000000000001a",
    path: "/home/stats/labels",
    envelope: "statLabels",
    label: "Home: statistics labels",
    page: "/",
    storage: "block",
    legacy: false,
    fields: {
      sectors: line("Sectors label", "Business Sectors", { max: 200 }),
      portfolios: line("Portfolios label", "Active Portfolio Companies", { max: 200 }),
      employees: line("Employees label", "Professional Employees", { max: 200 }),
      operations: line("Operations label", "Operation professionals with specialised sector knowledge and experience", { max: 200 }),
    },
  }),
  whatWeDo: kind({
    id: SINGLETON_IDS.whatWeDo,
    path: "/home/what-we-do",
    envelope: "whatWeDo",
    label: "Home: what we do",
    page: "/",
    storage: { table: "homeWhatWeDo" },
    fields: highlightAndContent(
      "The heading above the sector cards.",
      "Building Valuable and Sustainable Businesses",
      "<p>We look for businesses that answer a real need in Nigeria's growth: the roads, homes and networks a young population depends on, and the industries that keep value in the country. We bring capital, governance and operating experience, and we stay for as long as it takes to build companies that last.</p>",
    ),
  }),
  footer: kind({
    id: SINGLETON_IDS.footer,
    path: "/home/footer",
    envelope: "footer",
    label: "Footer",
    page: "/",
    storage: { table: "footer" },
    fields: {
      about: lines(
        "About",
        "Established in 2007, R28 is a private investment holding company that builds and grows enduring businesses across ten sectors of the Nigerian economy.",
        { hint: "The short text about the company in the footer of every page." },
      ),
      address: rich("Address", "<p>R28 House, 14 Ajose Adeogun Street,<br>Victoria Island, Lagos, Nigeria</p>", { hint: "Shown under ‘Corporate HQ’." }),
      telephones: line("Telephones", "+234 1 280 2828, +234 803 028 2800", { max: 500, hint: "Separate the numbers with commas; the footer shows the first two." }),
      email: email("Email", DEFAULT_EMAIL),
      // The group's social profiles: empty (not shown) until staff set them.
      linkedin: social("LinkedIn"),
      x: social("X"),
      youtube: social("YouTube"),
      instagram: social("Instagram"),
    },
  }),
  contactPage: kind({
    id: "64b000000000000000000019",
    path: "/contacts/page",
    envelope: "contactPage",
    label: "Contacts page",
    page: "/contacts",
    storage: "block",
    legacy: false,
    fields: {
      heading: line("Heading", "Get in touch", { max: 200 }),
      intro: lines(
        "Introduction",
        "Whether you are a prospective partner, an investor, a member of the press or looking to join one of our companies, we would be glad to hear from you. Write to us, call our head office, or send a message with the form and the right person will reply.",
        { max: 2000 },
      ),
      formHeading: line("Form heading", "Send us a message", { max: 200 }),
      formIntro: lines(
        "Form introduction",
        "Tell us a little about yourself and how we can help. All fields are optional, but an e-mail address or telephone number lets us reply.",
        { max: 2000 },
      ),
    },
  }),
  aboutUs: kind({
    id: "64b000000000000000000018",
    path: "/about/about-us",
    envelope: "aboutUs",
    label: "About: about us page",
    page: "/about-us",
    storage: "block",
    legacy: false,
    fields: {
      heading: line("Heading", "A Nigerian investment group, built to last", { max: 200 }),
      intro: lines(
        "Introduction",
        "R28 is a private investment holding company founded in Lagos in 2007. We own and build businesses across ten sectors of the Nigerian economy, and we hold them for the long term.",
        { max: 2000 },
      ),
      storyHeading: line("First section heading", "Our story", { max: 200 }),
      story: lines(
        "First section text",
        "R28 began with a conviction that Nigeria needed more patient owners: investors prepared to build companies over decades rather than trade them over quarters. From our first investments in construction and engineering, we grew deliberately into the sectors that a fast-growing economy depends on.\n\nEach step followed the same logic. A construction business needs steel, aggregates and finished materials, so we invested in the companies that make them. Growing cities need homes, fibre networks and reliable infrastructure, so we built and acquired businesses that provide them.",
        { hint: "Leave a blank line between paragraphs." },
      ),
      portfolioHeading: line("Second section heading", "What we own", { max: 200 }),
      portfolio: lines(
        "Second section text",
        "Today our portfolio spans construction and engineering, real estate, telecommunications and technology, aviation and infrastructure, manufacturing, mining, energy, retail and healthcare. Some of our companies are household names in their industries; others are young businesses we are building from the ground up.\n\nWhat they share is an owner who understands their market, invests through the cycle and expects them to lead on quality, safety and governance.",
        { hint: "Leave a blank line between paragraphs." },
      ),
      workHeading: line("Third section heading", "How we work", { max: 200 }),
      work: lines(
        "Third section text",
        "We invest our own capital, which lets us decide on the merits of each business rather than on the timetable of a fund. We take an active role on the boards of our companies, strengthen their finance and governance, and connect them with one another and with international partners.\n\nOur people are our advantage: more than two thousand professionals across the group, and operating leaders with deep knowledge of the sectors they serve.",
        { hint: "Leave a blank line between paragraphs." },
      ),
    },
  }),
  whoWeAre: kind({
    id: SINGLETON_IDS.whoWeAre,
    path: "/about/who-we-are",
    envelope: "whoWeAre",
    label: "About: who we are",
    page: "/about-us/who-we-are",
    storage: { table: "whoWeAre" },
    fields: highlightAndContent(
      "The heading of the ‘Who we are’ section.",
      "A Nigerian holding company built for the long term",
      "<p>R28 was founded in Lagos in 2007 with a simple conviction: that Nigeria's most valuable companies would be built patiently, by owners who understand the country and intend to stay. Today our group spans ten sectors and more than two thousand professionals.</p><p>We are a private company investing our own capital. That independence lets us hold businesses for decades rather than years, reinvest in them through economic cycles, and make decisions on the merits of each enterprise rather than on the timetable of a fund.</p>",
    ),
  }),
  whoWeAreBanner: kind({
    id: SINGLETON_IDS.whoWeAreBanner,
    path: "/about/who-we-are/banner-image",
    envelope: "whoWeAreBanner",
    label: "About: who we are banner",
    page: "/about-us/who-we-are",
    storage: "banner",
    fields: bannerFields,
  }),
  coreValues: kind({
    id: SINGLETON_IDS.coreValues,
    path: "/about/core-values",
    envelope: "coreValues",
    label: "About: core values",
    page: "/about-us/our-culture-and-core-values",
    storage: { table: "coreValues" },
    fields: {
      integrity: lines(
        "Integrity",
        "We do what we say, account openly for what we do, and hold every company in our group to the same standard of honesty with partners, regulators and employees.",
      ),
      excellence: lines(
        "Excellence",
        "We set high standards for the work our businesses deliver, invest in the people who deliver it, and measure ourselves against the best in each industry, not the average.",
      ),
      innovation: lines(
        "Innovation",
        "We look for better ways to build, serve and operate, and we back our managers when they find them, from new materials on site to new technology in the field.",
      ),
    },
  }),
  coreValuesCopy: kind({
    id: "64b000000000000000000017",
    path: "/about/core-values/copy",
    envelope: "coreValuesCopy",
    label: "About: core values taglines",
    page: "/about-us/our-culture-and-core-values",
    storage: "block",
    legacy: false,
    fields: {
      intro: lines(
        "Introduction",
        "Our companies work in very different industries, but they share one way of working. Three values guide how we invest, how we lead and how we treat the people who rely on us.",
        { max: 2000, hint: "The paragraph under the page heading." },
      ),
      integrityTagline: line("Integrity tagline", "Our word is our bond", { max: 120 }),
      excellenceTagline: line("Excellence tagline", "The best work, every time", { max: 120 }),
      innovationTagline: line("Innovation tagline", "Better ways to build", { max: 120 }),
    },
  }),
  coreValuesBanner: kind({
    id: SINGLETON_IDS.coreValuesBanner,
    path: "/about/core-values/banner-image",
    envelope: "coreValuesBanner",
    label: "About: core values banner",
    page: "/about-us/our-culture-and-core-values",
    storage: "banner",
    fields: bannerFields,
  }),
  approach: kind({
    id: SINGLETON_IDS.approach,
    path: "/approach",
    envelope: "approach",
    label: "Approach",
    page: "/approach",
    storage: { table: "approach" },
    fields: highlightAndContent(
      "The heading of the page body.",
      "Patient capital, active ownership",
      "<p>We invest on a value basis: we buy or build businesses for what they can become with time, capital and discipline, not for what a market will pay for them next year. Every investment starts with the fundamentals: a real need, a defensible position and a management team we trust.</p><p>Once we invest, we take an active role. We sit on boards, strengthen governance and finance, share services across the group, and give our companies the stability to plan for the long term.</p>",
    ),
  }),
  approachBanner: kind({
    id: SINGLETON_IDS.approachBanner,
    path: "/approach/banner-image",
    envelope: "approachBanner",
    label: "Approach banner",
    page: "/approach",
    storage: "banner",
    fields: bannerFields,
  }),
  strategicAlliances: kind({
    id: SINGLETON_IDS.strategicAlliances,
    path: "/strategic-alliances",
    envelope: "strategicAlliances",
    label: "Strategic alliances",
    page: "/strategic-alliances",
    storage: { table: "strategicAlliances" },
    fields: highlightAndContent(
      "The heading of the page body.",
      "Partnerships that multiply what each partner brings",
      "<p>Many of our largest undertakings are built with partners: international engineering and technology firms, financial institutions, and operators with deep sector expertise. We bring local knowledge, execution capacity and long-term commitment; our partners bring technology, specialist skills and access to global markets.</p><p>We choose partners who share our values and our time horizon, and we structure alliances so that every side is rewarded for the value it creates.</p>",
    ),
  }),
  strategicAlliancesBanner: kind({
    id: SINGLETON_IDS.strategicAlliancesBanner,
    path: "/strategic-alliances/banner-image",
    envelope: "strategicAlliancesBanner",
    label: "Strategic alliances banner",
    page: "/strategic-alliances",
    storage: "banner",
    fields: bannerFields,
  }),
  // The privacy notice and the accessibility statement: an intro line over the rich-text body.
  privacyNotice: kind({
    id: "64b00000000000000000001b",
    path: "/legal/privacy-notice",
    envelope: "privacyNotice",
    label: "Privacy notice",
    page: "/privacy",
    storage: "block",
    legacy: false,
    fields: {
      intro: lines("Introduction", PRIVACY_NOTICE.intro, { hint: "One or two sentences under the page title." }),
      content: rich("Notice", PRIVACY_NOTICE.content, {
        hint: "Who we are, what we collect and why, lawful basis, retention, rights, contact and how to complain to the NDPC.",
      }),
    },
  }),
  accessibilityStatement: kind({
    id: "64b00000000000000000001c",
    path: "/legal/accessibility-statement",
    envelope: "accessibilityStatement",
    label: "Accessibility statement",
    page: "/accessibility",
    storage: "block",
    legacy: false,
    fields: {
      intro: lines("Introduction", ACCESSIBILITY_STATEMENT.intro, { hint: "One or two sentences under the page title." }),
      content: rich("Statement", ACCESSIBILITY_STATEMENT.content, {
        hint: "The standard we aim for, how we check it, known limitations and how to ask for help.",
      }),
    },
  }),
  // The sectors: each card of ‘What we do’ and each sector page, one block per sector.
  sectorConstruction: kind({
    ...sector(1, "construction", "Construction & Engineering Solutions", "/our-investments/construction"),
    envelope: "sectorConstruction",
    fields: { ...cardFields(S["construction & engineering solutions"].card!), ...pageFields(S["construction & engineering solutions"].page!) },
  }),
  sectorRealEstate: kind({
    ...sector(2, "real-estate", "Real Estate", "/our-investments/real-estate"),
    envelope: "sectorRealEstate",
    fields: { ...cardFields(S["real estate"].card!), ...pageFields(S["real estate"].page!) },
  }),
  sectorTelecoms: kind({
    ...sector(3, "telecommunications", "Telecommunication & Technology Solutions", "/our-investments/telecommunications"),
    envelope: "sectorTelecoms",
    fields: { ...cardFields(S["telecommunications & technology solutions"].card!), ...pageFields(S["telecommunications & technology solutions"].page!) },
  }),
  sectorAviation: kind({
    ...sector(4, "aviation", "Aviation & Infrastructure", "/our-investments/aviation"),
    envelope: "sectorAviation",
    fields: { ...cardFields(S["aviation & infrastructure"].card!), ...pageFields(S["aviation & infrastructure"].page!) },
  }),
  sectorManufacturing: kind({
    ...sector(5, "manufacturing", "Manufacturing", "/"),
    envelope: "sectorManufacturing",
    fields: cardFields(S.manufacturing.card!),
  }),
  sectorEnergy: kind({
    ...sector(6, "energy", "Energy", "/"),
    envelope: "sectorEnergy",
    fields: cardFields(S.energy.card!),
  }),
  sectorRetail: kind({
    ...sector(7, "retail", "Retail Business", "/"),
    envelope: "sectorRetail",
    fields: cardFields(S["retails business"].card!),
  }),
  sectorHealthcare: kind({
    ...sector(8, "healthcare", "Healthcare", "/"),
    envelope: "sectorHealthcare",
    fields: cardFields(S.healthcare.card!),
  }),
  sectorMining: kind({
    ...sector(9, "mining", "Mining", "/our-investments/mining"),
    envelope: "sectorMining",
    fields: pageFields(S.mining.page!),
  }),
};

export type SingletonKey = keyof typeof SINGLETONS;
export type SingletonValue<K extends SingletonKey> = z.infer<(typeof SINGLETONS)[K]["schema"]>;
export type SingletonValues = { [K in SingletonKey]: SingletonValue<K> };

/** The kinds stored in a table of their own, and that table (as the app names it). */
export type ColumnKey = { [K in SingletonKey]: (typeof SINGLETONS)[K]["storage"] extends { table: string } ? K : never }[SingletonKey];
export type TableOf<K extends ColumnKey> = (typeof SINGLETONS)[K]["storage"] extends { table: infer T extends string } ? T : never;
/** The image strips (stored in the banners table). */
export type BannerKey = { [K in SingletonKey]: (typeof SINGLETONS)[K]["storage"] extends "banner" ? K : never }[SingletonKey];
/** Every block that is not an image strip. */
export type TextBlockKey = Exclude<SingletonKey, BannerKey>;

export const SINGLETON_KEYS = Object.keys(SINGLETONS) as SingletonKey[];

/** The body of a PATCH: any subset of the block's fields, nothing else. */
export const singletonPatchSchema = <K extends SingletonKey>(key: K) =>
  SINGLETONS[key].schema.partial().strict();

/** The seed values of every block. */
export const SEEDS = Object.fromEntries(SINGLETON_KEYS.map((k) => [k, SINGLETONS[k].fallback])) as SingletonValues;

/** The shape of a page body (highlight over rich text), as the home overview declares it. */
export type HighlightContent = SingletonValue<"overview">;
export type Stats = SingletonValue<"stats">;
export type Footer = SingletonValue<"footer">;
export type CoreValues = SingletonValue<"coreValues">;
export type Banner = SingletonValue<"whoWeAreBanner">;
/** The privacy notice and the accessibility statement: an intro line over the rich-text body. */
export type LegalPage = SingletonValue<"privacyNotice">;
