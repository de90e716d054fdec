/**
 * Every sector of the group, keyed by the value an investment stores (SPEC section 5; "energy"
 * only on the fixed energy company pages). This is the one record of a sector: its label, tone,
 * icon, fixed page and home card. Its colour is the tone's custom property in
 * client/styles/tokens.css; client/lib/sectors.ts derives everything else (cards, pages, links).
 * The home cards show in this order.
 */
import type { Sector, SectorValue } from "./types.ts";

export const SECTORS: Record<SectorValue, Sector> = {
  "construction & engineering solutions": {
    label: "construction & engineering solutions",
    tone: "construction",
    icon: "construction",
    page: {
      slug: "construction",
      title: "Construction",
      heading: "Building the structures a growing nation depends on",
      description: [
        "Construction and engineering are where R28 began, and they remain at the heart of the group. Our companies design, fabricate and build across the full range of the built environment: high-rise buildings and industrial plants, bridges and roads, and the steel structures that hold them up.",
        "Because the group also quarries aggregates and manufactures finished building products, our construction businesses control more of their supply chain than most. That means fewer delays, consistent quality and a single point of responsibility from foundation to handover.",
        "We hold our sites to international standards of safety and quality, and we invest continually in equipment, training and engineering talent, so that our clients can rely on us for their most demanding projects.",
      ],
    },
    card: {
      title: "Construction & Engineering Solutions",
      subtitle: "$67B AUM",
      description:
        "Our construction businesses deliver buildings, bridges and industrial structures, backed by in-house steel fabrication and quarried aggregates. Together they take a project from raw materials to handover under one roof.",
      direction: "0",
      alsoLists: ["mining"],
    },
  },
  "real estate": {
    label: "real estate",
    tone: "real-estate",
    icon: "real-estate",
    page: {
      slug: "real-estate",
      title: "Real Estate",
      heading: "Homes and workplaces planned for the long term",
      description: [
        "Nigeria's cities are growing faster than their housing and office stock. Our real-estate business develops residential and commercial property where demand is strongest, with the planning, infrastructure and services that make a development a lasting place to live and work.",
        "We develop with our own construction companies and hold a share of what we build, so our interests stay aligned with those of residents and tenants long after completion. Quality of construction, security and careful estate management are at the centre of every project.",
      ],
    },
    card: {
      title: "Real Estate",
      subtitle: "$24B AUM",
      description:
        "We develop residential and commercial property in Nigeria's fastest-growing cities, planned around quality, security and lasting value. Our developments are built to be lived in and cared for, not simply sold.",
      direction: "0",
    },
  },
  "telecommunications & technology solutions": {
    label: "telecoms & technology solutions",
    tone: "telecoms",
    icon: "telecoms",
    page: {
      slug: "telecommunications",
      title: "Telecommunication & Technology Solutions",
      heading: "The networks behind a connected economy",
      description: [
        "Reliable connectivity is the foundation of a modern economy. Our telecommunications businesses build and operate metropolitan fibre networks, and keep the towers, power systems and equipment of mobile networks running around the clock.",
        "We serve network operators, enterprises and public institutions that cannot afford downtime. Our teams combine engineering depth with a field presence across the country, so that faults are found quickly and networks grow where demand is rising.",
      ],
    },
    card: {
      title: "Telecommunication & Technology Solutions",
      subtitle: "$18B AUM",
      description:
        "We build and maintain the networks that connect homes, businesses and institutions. Our companies lay metropolitan fibre and keep mobile infrastructure running around the clock.",
      direction: "0",
    },
  },
  "aviation & infrastructure": {
    label: "aviation & infrastructure",
    tone: "aviation",
    icon: "aviation",
    page: {
      slug: "aviation",
      title: "Aviation & Infrastructure",
      heading: "Opening regions to travel and trade",
      description: [
        "Good infrastructure changes what a region can become. Our aviation and infrastructure investments bring private capital and operating discipline to assets that serve the public: a regional airport run under concession, and energy-efficient lighting for roads, estates and public spaces.",
        "We take a long view of these assets. Returns in infrastructure come from reliable operation over many years, so we invest in maintenance, safety and service standards from the first day, and we work closely with the public authorities who share responsibility for them.",
      ],
    },
    card: {
      title: "Aviation & Infrastructure",
      subtitle: "$18B AUM",
      description:
        "We invest in the transport infrastructure that opens regions to travel and trade. Our airport concession brings private capital and operating discipline to a regional gateway.",
      direction: "-100%",
    },
  },
  manufacturing: {
    label: "manufacturing",
    tone: "manufacturing",
    icon: "manufacturing",
    card: {
      title: "Manufacturing",
      subtitle: "$18B AUM",
      description:
        "We make building products in Nigeria that were long imported, from ceramic tiles to engineered doors. Local production shortens supply chains, creates skilled jobs and keeps value in the country.",
      direction: "0",
    },
  },
  energy: {
    label: "energy",
    tone: "energy",
    icon: "energy",
    card: {
      title: "Energy",
      subtitle: "$18B AUM",
      description:
        "We hold interests along the oil and gas value chain, from deep-water exploration licences to the services that keep offshore operations moving. We treat energy as a long-term business, with safety and stewardship at its centre.",
      direction: "0",
    },
  },
  "retails business": {
    label: "retails business",
    tone: "retail",
    icon: "retail",
    card: {
      title: "Retail Business",
      subtitle: "$18B AUM",
      description:
        "We bring quality products to Nigerian customers through specialist distribution and retail. Our businesses serve contractors, tradespeople and households with dependable ranges and proper after-sales support.",
      direction: "0",
    },
  },
  healthcare: {
    label: "healthcare",
    tone: "healthcare",
    icon: "healthcare",
    card: {
      title: "Healthcare",
      subtitle: "$18B AUM",
      description:
        "We help build better healthcare through advisory services to hospitals, clinics and investors. Our focus is on sound management, sustainable facilities and wider access to quality care.",
      direction: "-100%",
    },
  },
  mining: {
    label: "mining",
    tone: "mining",
    icon: "mining",
    page: {
      slug: "mining",
      title: "Mining",
      heading: "Raw materials for the country's construction",
      description: [
        "Every road, bridge and building starts with stone. Our mining business quarries and crushes granite into the graded aggregates that concrete, asphalt and road bases require.",
        "We operate our quarries with modern crushing and screening plant, careful blasting practice and a commitment to rehabilitating the land we work. Supplying our own construction companies as well as third-party contractors, the business gives the group control over the quality and availability of a material that is often in short supply.",
      ],
    },
  },
};
