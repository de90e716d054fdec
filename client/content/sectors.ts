/**
 * The eight "What we do" cards of the home page, in display order. Each card lists the fixed
 * company pages of its sector; every company link appears on exactly one card.
 */
import { companyPagesBySlug, sectorColours } from "./companies.ts";
import type { CompanySlug, IconName, RevealDirection, SectorCard } from "./types.ts";

interface CardInput {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  colour: string;
  direction: RevealDirection;
  icon: IconName;
  companies: CompanySlug[];
}

const card = ({ companies, ...rest }: CardInput): SectorCard => ({
  ...rest,
  subContent: {
    name: companies.length > 1 ? "companies" : "company",
    contents: companies.map((slug) => ({ name: companyPagesBySlug[slug].name, url: `/our-investments/${slug}` })),
  },
});

export const sectorCards: SectorCard[] = [
  card({
    slug: "construction-engineering-solutions",
    title: "Construction & Engineering Solutions",
    subtitle: "$67B AUM",
    description:
      "Our construction businesses deliver buildings, bridges and industrial structures, backed by in-house steel fabrication and quarried aggregates. Together they take a project from raw materials to handover under one roof.",
    colour: sectorColours.construction,
    direction: "0",
    icon: "construction",
    companies: ["arbico", "nivafer", "prestige-chen-jun"],
  }),
  card({
    slug: "real-estate",
    title: "Real Estate",
    subtitle: "$24B AUM",
    description:
      "We develop residential and commercial property in Nigeria's fastest-growing cities, planned around quality, security and lasting value. Our developments are built to be lived in and cared for, not simply sold.",
    colour: sectorColours.realEstate,
    direction: "0",
    icon: "real-estate",
    companies: ["fidc"],
  }),
  card({
    slug: "telecommunication-technology-solutions",
    title: "Telecommunication & Technology Solutions",
    subtitle: "$18B AUM",
    description:
      "We build and maintain the networks that connect homes, businesses and institutions. Our companies lay metropolitan fibre and keep mobile infrastructure running around the clock.",
    colour: sectorColours.telecoms,
    direction: "0",
    icon: "telecoms",
    companies: ["afl", "anker"],
  }),
  card({
    slug: "aviation-infrastructure",
    title: "Aviation & Infrastructure",
    subtitle: "$18B AUM",
    description:
      "We invest in the transport infrastructure that opens regions to travel and trade. Our airport concession brings private capital and operating discipline to a regional gateway.",
    colour: sectorColours.aviation,
    direction: "-100%",
    icon: "aviation",
    companies: ["aac"],
  }),
  card({
    slug: "manufacturing",
    title: "Manufacturing",
    subtitle: "$18B AUM",
    description:
      "We make building products in Nigeria that were long imported, from ceramic tiles to engineered doors. Local production shortens supply chains, creates skilled jobs and keeps value in the country.",
    colour: sectorColours.manufacturing,
    direction: "0",
    icon: "manufacturing",
    companies: ["biswal", "eco-joinery"],
  }),
  card({
    slug: "energy",
    title: "Energy",
    subtitle: "$18B AUM",
    description:
      "We hold interests along the oil and gas value chain, from deep-water exploration licences to the services that keep offshore operations moving. We treat energy as a long-term business, with safety and stewardship at its centre.",
    colour: sectorColours.energy,
    direction: "0",
    icon: "energy",
    companies: ["r28-energy", "biswal-oil-and-gas", "osc"],
  }),
  card({
    slug: "retail-business",
    title: "Retail Business",
    subtitle: "$18B AUM",
    description:
      "We bring quality products to Nigerian customers through specialist distribution and retail. Our businesses serve contractors, tradespeople and households with dependable ranges and proper after-sales support.",
    colour: sectorColours.retail,
    direction: "0",
    icon: "retail",
    companies: ["veenocks", "posmoreti"],
  }),
  card({
    slug: "healthcare",
    title: "Healthcare",
    subtitle: "$18B AUM",
    description:
      "We help build better healthcare through advisory services to hospitals, clinics and investors. Our focus is on sound management, sustainable facilities and wider access to quality care.",
    colour: sectorColours.healthcare,
    direction: "-100%",
    icon: "healthcare",
    companies: ["utopian"],
  }),
];
