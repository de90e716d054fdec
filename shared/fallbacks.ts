import type { SingletonValues } from "./schemas/content.ts";
import { ACCESSIBILITY_STATEMENT, PRIVACY_NOTICE } from "./content/legal.ts";

/**
 * The built-in content (SPEC.md section 9): seeded into the database at first start, and shown
 * by the site wherever a stored field is empty.
 */
export const DEFAULT_EMAIL = "info@r28holdings.com";

export const FALLBACKS: SingletonValues = {
  heroText: { text: "Investing in Tomorrow's Possibilities Today!" },
  overview: {
    highlight: "Focused on Impact",
    content:
      "<p>R28 is a Nigerian private investment holding company. Since 2007 we have built, owned and patiently grown businesses across ten sectors of the Nigerian economy, from construction and real estate to energy, aviation, technology and healthcare. We invest our own capital for the long term, take active ownership of every company we back, and measure success by the value our businesses create for customers, employees and the communities they serve.</p>",
  },
  stats: { sectors: "10", portfolios: "14", employees: "2000+", operations: "100" },
  whatWeDo: {
    highlight: "Building Valuable and Sustainable Businesses",
    content:
      "<p>We look for businesses that answer a real need in Nigeria's growth: the roads, homes and networks a young population depends on, and the industries that keep value in the country. We bring capital, governance and operating experience, and we stay for as long as it takes to build companies that last.</p>",
  },
  footer: {
    about:
      "Established in 2007, R28 is a private investment holding company that builds and grows enduring businesses across ten sectors of the Nigerian economy.",
    address: "<p>R28 House, 14 Ajose Adeogun Street,<br>Victoria Island, Lagos, Nigeria</p>",
    telephones: "+234 1 280 2828, +234 803 028 2800",
    email: DEFAULT_EMAIL,
    // Not shown until staff set them (the group's profiles are not fixed in the product).
    linkedin: "",
    x: "",
    youtube: "",
    instagram: "",
  },
  whoWeAre: {
    highlight: "A Nigerian holding company built for the long term",
    content:
      "<p>R28 was founded in Lagos in 2007 with a simple conviction: that Nigeria's most valuable companies would be built patiently, by owners who understand the country and intend to stay. Today our group spans ten sectors and more than two thousand professionals.</p><p>We are a private company investing our own capital. That independence lets us hold businesses for decades rather than years, reinvest in them through economic cycles, and make decisions on the merits of each enterprise rather than on the timetable of a fund.</p>",
  },
  whoWeAreBanner: { bannerImgString: "" },
  coreValues: {
    integrity:
      "We do what we say, account openly for what we do, and hold every company in our group to the same standard of honesty with partners, regulators and employees.",
    excellence:
      "We set high standards for the work our businesses deliver, invest in the people who deliver it, and measure ourselves against the best in each industry, not the average.",
    innovation:
      "We look for better ways to build, serve and operate, and we back our managers when they find them, from new materials on site to new technology in the field.",
  },
  coreValuesBanner: { bannerImgString: "" },
  approach: {
    highlight: "Patient capital, active ownership",
    content:
      "<p>We invest on a value basis: we buy or build businesses for what they can become with time, capital and discipline, not for what a market will pay for them next year. Every investment starts with the fundamentals: a real need, a defensible position and a management team we trust.</p><p>Once we invest, we take an active role. We sit on boards, strengthen governance and finance, share services across the group, and give our companies the stability to plan for the long term.</p>",
  },
  approachBanner: { bannerImgString: "" },
  strategicAlliances: {
    highlight: "Partnerships that multiply what each partner brings",
    content:
      "<p>Many of our largest undertakings are built with partners: international engineering and technology firms, financial institutions, and operators with deep sector expertise. We bring local knowledge, execution capacity and long-term commitment; our partners bring technology, specialist skills and access to global markets.</p><p>We choose partners who share our values and our time horizon, and we structure alliances so that every side is rewarded for the value it creates.</p>",
  },
  strategicAlliancesBanner: { bannerImgString: "" },
  privacyNotice: PRIVACY_NOTICE,
  accessibilityStatement: ACCESSIBILITY_STATEMENT,
};
