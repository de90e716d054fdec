/**
 * The sixteen fixed company pages under /our-investments/, each rendered by one shared component
 * (the sector pages come from the sector record, shared/content/sectors.ts). Also the built-in
 * images used when a stored investment has an empty hero or banner image.
 */
import { htmlToText } from "../html.ts";
import { companyDefaultImage, companyHeroes, companyImages, pageHeroes } from "./images.ts";
import type { CompanyPage, CompanySlug, FallbackImages } from "./types.ts";

/**
 * Deep-water exploration text of the two energy companies (SPEC: R28 Energy, and Biswal Oil &
 * Gas carries the same text).
 */
const DEEP_OFFSHORE_LICENCES: string[] = [
  "We hold interests in deep offshore petroleum exploration licences in the deep-water Niger Delta, one of the most prolific hydrocarbon provinces in Africa. The blocks lie in water depths where only the most capable operators and technologies can work, and where the country's most significant future discoveries are expected.",
  "The signature bonuses on all four blocks have been paid 100%, securing the licences in full. With that commitment made, we are free to plan exploration work programmes on their technical merits, at the pace the geology and the partnership require.",
  "Our approach to the upstream business is patient and technical. We work with experienced operators and service partners, evaluate each block with modern seismic data before committing to drilling, and hold ourselves to international standards of safety and environmental stewardship in the waters of the Niger Delta.",
];

type CompanyInput = Omit<CompanyPage, "slug" | "heroImage" | "image" | "imageAlt">;

const companyPage = (slug: CompanySlug, page: CompanyInput): CompanyPage => ({
  slug,
  ...page,
  heroImage: companyHeroes[slug].path,
  image: companyImages[slug].path,
  imageAlt: companyImages[slug].alt,
});

export const companyPages: CompanyPage[] = [
  companyPage("arbico", {
    name: "Arbico",
    title: "Arbico Plc",
    sector: "construction & engineering solutions",
    heroText: "Building Landmarks that Last",
    website: "https://www.arbicoplc.com",
    description: [
      "Arbico is one of Nigeria's established building and civil engineering contractors. It delivers high-rise offices and residences, industrial facilities, hospitals, schools and infrastructure for public and private clients.",
      "The company's strength is execution: experienced project managers, a skilled workforce and an equipment fleet that allows it to self-perform most of its work. Safety, quality and programme discipline are managed to international standards on every site.",
      "As part of the R28 group, Arbico draws on in-house steel fabrication, quarried aggregates and finished building products, giving clients a single, dependable partner from design support to handover.",
    ],
  }),
  companyPage("nivafer", {
    name: "Nivafer",
    title: "Nivafer Engineering & Construction Limited",
    sector: "construction & engineering solutions",
    heroText: "Engineering in Steel",
    website: "https://www.nivafer.com",
    description: [
      "Nivafer designs, fabricates and erects structural steelwork for industrial plants, warehouses, commercial buildings, bridges and telecommunication towers. Its fabrication yard combines modern cutting, welding and finishing equipment with the craft of experienced fitters and welders.",
      "The company also delivers mechanical installation and complete engineering-and-construction packages, taking responsibility for a structure from detailed design through to erection on site.",
      "Nivafer's work is built to recognised international codes and inspected at every stage, so that clients receive structures that are safe, durable and delivered on schedule.",
    ],
  }),
  companyPage("fidc", {
    name: "FIDC",
    title: "First Investment Development Company",
    sector: "real estate",
    heroText: "Places to Live, Built to Last",
    website: "https://www.fidcnigeria.com",
    description: [
      "First Investment Development Company is the group's real-estate developer. It acquires land in growing urban districts and develops residential estates, apartment buildings and commercial property for sale and for lease.",
      "FIDC plans every development as a complete environment, with roads, drainage, power, water, security and green space in place before residents move in. Construction by group companies keeps quality consistent and accountability clear.",
      "After completion, FIDC's estate management keeps its developments well maintained, protecting the value of each home and the quality of life of the community around it.",
    ],
  }),
  companyPage("aac", {
    name: "Asaba Airport",
    title: "Asaba Airport Company",
    sector: "aviation & infrastructure",
    heroText: "A Gateway to the Region",
    website: "https://www.asabaairportcompany.com",
    description: [
      "Asaba Airport Company operates and develops the airport serving Asaba and the surrounding region under a long-term concession. It is responsible for the airport's terminal, airside operations and commercial services.",
      "The company's priorities are safety, reliability and the passenger experience: a well-maintained runway and navigation aids, efficient handling and a terminal that makes a good first impression of the region.",
      "By working with airlines, regulators and the state, Asaba Airport Company aims to grow routes and cargo traffic, connecting businesses and families in the region to the rest of Nigeria and beyond.",
    ],
  }),
  companyPage("biswal", {
    name: "Biswal",
    title: "Biswal",
    sector: "manufacturing",
    heroText: "Surfaces Made in Nigeria",
    website: "https://www.biswaltiles.com",
    description: [
      "Biswal manufactures ceramic and porcelain wall and floor tiles for homes, offices, hotels and public buildings. Its ranges span everyday finishes to large-format designer surfaces.",
      "By producing in Nigeria, Biswal offers architects, contractors and homeowners dependable availability and consistent quality without the long lead times of imported products, while creating skilled manufacturing jobs at home.",
      "The company invests in modern kilns, glazing lines and quality control, and develops new designs each year in response to the tastes of Nigerian customers.",
    ],
  }),
  companyPage("afl", {
    name: "AFL Networks",
    title: "AFL Networks",
    sector: "telecommunications & technology solutions",
    heroText: "Connecting Cities with Light",
    website: "https://www.aflnetworks.com",
    description: [
      "AFL Networks builds and operates fibre-optic networks in Nigerian cities, providing the high-capacity links that mobile operators, internet service providers, enterprises and public institutions depend on.",
      "The company plans, lays and maintains its own ducts and cables, and offers capacity on an open-access basis, so that many service providers can reach their customers over a single, well-engineered network.",
      "With a round-the-clock network operations centre and field teams on call, AFL Networks delivers the resilience and response times that critical connectivity demands.",
    ],
  }),
  companyPage("ledco", {
    name: "Ledco",
    title: "Ledco",
    sector: "aviation & infrastructure",
    heroText: "Lighting the Way, Efficiently",
    website: "https://www.ledco.ng",
    // SPEC's home cards link fifteen companies: the LED lighting company is not among them.
    homeCard: false,
    description: [
      "Ledco designs, supplies and installs energy-efficient LED lighting for roads, bridges, estates, industrial sites and public spaces, including solar-powered systems for locations beyond the reach of the grid.",
      "LED lighting uses far less power than the systems it replaces and lasts much longer, lowering running costs for governments and property owners while making streets safer after dark.",
      "Ledco supports its clients from lighting design and installation through to maintenance, ensuring that every installation performs as intended for years.",
    ],
  }),
  companyPage("anker", {
    name: "Anker",
    title: "Anker Support Services",
    sector: "telecommunications & technology solutions",
    heroText: "Keeping Networks Running",
    website: "https://www.ankersupport.com.ng",
    description: [
      "Anker Support Services keeps telecommunication infrastructure running. Its engineers maintain tower sites, power systems, generators, batteries and radio equipment for network operators and tower companies across Nigeria.",
      "The company's field teams work to strict service levels, with preventive maintenance programmes, fast fault response and remote monitoring that together keep site availability high.",
      "Anker also installs and upgrades equipment as networks expand, and is steadily introducing hybrid and solar power solutions that reduce fuel use and emissions at remote sites.",
    ],
  }),
  companyPage("prestige-chen-jun", {
    name: "Prestige Chen Jun Quarry",
    title: "Prestige Chen Jun Quarry",
    sector: "mining",
    heroText: "Strength from the Ground Up",
    website: "https://www.prestigechenjun.com",
    description: [
      "Prestige Chen Jun Quarry extracts and crushes granite into graded aggregates for concrete, asphalt, road construction and building projects.",
      "Its crushing and screening plant produces consistent sizes to specification, and its own haulage fleet delivers to sites on schedule. The quarry supplies group construction companies as well as contractors and block makers in the region.",
      "The company follows careful blasting and dust-control practice, protects the safety of its workforce and neighbours, and plans the rehabilitation of worked land from the outset.",
    ],
  }),
  companyPage("r28-energy", {
    name: "R28 Energy",
    title: "R28 Energy",
    sector: "energy",
    heroText: "Extracting Sustainable Value",
    website: "https://www.r28energy.com",
    description: DEEP_OFFSHORE_LICENCES,
  }),
  companyPage("biswal-oil-and-gas", {
    name: "Biswal Oil & Gas",
    title: "Biswal Oil & Gas",
    sector: "energy",
    heroText: "Extracting Sustainable Value",
    website: "https://www.biswaloilandgas.com",
    description: DEEP_OFFSHORE_LICENCES,
  }),
  companyPage("eco-joinery", {
    name: "Ecojoinery",
    title: "Ecojoinery",
    sector: "manufacturing",
    heroText: "Crafted Doors, Responsibly Made",
    website: "https://www.ecojoinery.com.ng",
    description: [
      "Ecojoinery manufactures interior and exterior doors, frames and architectural joinery for residential developments, hotels, offices and public buildings.",
      "Its factory combines precision machinery with skilled craftsmanship to produce doors that are stable, well finished and built to last, including fire-rated and acoustic doors for demanding specifications.",
      "Ecojoinery sources its timber responsibly and makes efficient use of every board, and it supplies projects of any size, from a single home to a large development.",
    ],
  }),
  companyPage("utopian", {
    name: "Utopian Consulting",
    title: "Utopian Consulting LLC",
    sector: "healthcare",
    heroText: "Better Healthcare, Soundly Built",
    website: "https://www.utopianconsulting.com",
    description: [
      "Utopian Consulting advises hospitals, clinics, investors and public bodies on building and running healthcare services that are clinically sound and financially sustainable.",
      "Its work covers feasibility studies and service planning, facility design briefs, equipment planning, operational improvement and the recruitment and training of management teams.",
      "By bringing international practice to local conditions, Utopian Consulting helps its clients widen access to quality care and build institutions that last.",
    ],
  }),
  companyPage("veenocks", {
    name: "Veenocks",
    title: "Veenocks",
    sector: "retails business",
    heroText: "The Right Tool for Every Job",
    website: "https://www.veenocks.com",
    description: [
      "Veenocks distributes professional power tools, accessories and equipment to contractors, industrial users, tradespeople and homeowners.",
      "Through its showrooms, dealer network and project sales team, the company offers reliable ranges backed by genuine parts, warranty support and an after-sales service workshop.",
      "Veenocks also trains customers in the safe and effective use of their tools, helping tradespeople work more productively and safely.",
    ],
  }),
  companyPage("osc", {
    name: "OSC",
    title: "OSC Oilfield Services",
    sector: "energy",
    heroText: "Dependable Support, Onshore and Offshore",
    website: "https://www.oscoilfield.com.ng",
    description: [
      "OSC provides the services that keep oil and gas operations moving: marine logistics and vessel support, equipment rental, and well-site and maintenance services for operators in the Niger Delta.",
      "The company's crews and equipment are managed to the safety and quality standards that international operators require, and its local presence allows it to respond quickly when operations need support.",
      "OSC is also committed to developing Nigerian technical talent, training its people to take on increasingly specialised roles across the energy value chain.",
    ],
  }),
  companyPage("posmoreti", {
    name: "Posmoreti",
    title: "Posmoreti Home & Living",
    sector: "retails business",
    heroText: "Beautiful Homes, Well Furnished",
    website: "https://www.posmoreti.com",
    description: [
      "Posmoreti is a home and lifestyle retailer offering furniture, lighting, kitchens and decorative finishes for homes and workplaces.",
      "Its showrooms present complete rooms rather than single pieces, and its design consultants help customers plan and furnish a space from the first sketch to final installation.",
      "Posmoreti works with developers to furnish show homes and complete apartments, and its delivery and installation teams look after every order until it is in place.",
    ],
  }),
];

/** Company pages by slug. */
export const companyPagesBySlug = Object.fromEntries(companyPages.map((page) => [page.slug, page])) as Record<
  CompanySlug,
  CompanyPage
>;

/** The fixed company page for a slug, if any. */
export const findCompanyPage = (slug: string): CompanyPage | undefined => companyPages.find((page) => page.slug === slug);

/**
 * Built-in images for a stored investment whose hero or banner image is empty, chosen by its
 * title (SPEC section 2). Titles not listed use `defaultFallbackImages`.
 */
const fallbackImagesByTitle: Record<string, FallbackImages> = {
  "Arbico Plc": { hero: companyHeroes.arbico.path, banner: companyImages.arbico.path },
  "Nivafer Engineering & Construction Limited": { hero: companyHeroes.nivafer.path, banner: companyImages.nivafer.path },
  "Asaba Airport Company": { hero: companyHeroes.aac.path, banner: companyImages.aac.path },
  Veenocks: { hero: companyHeroes.veenocks.path, banner: companyImages.veenocks.path },
  Biswal: { hero: companyHeroes.biswal.path, banner: companyImages.biswal.path },
  Ledco: { hero: companyHeroes.ledco.path, banner: companyImages.ledco.path },
  "First Investment Development Company": { hero: companyHeroes.fidc.path, banner: companyImages.fidc.path },
  "Anker Support Services": { hero: companyHeroes.anker.path, banner: companyImages.anker.path },
  Ecojoinery: { hero: companyHeroes["eco-joinery"].path, banner: companyImages["eco-joinery"].path },
  "Prestige Chen Jun Quarry": {
    hero: companyHeroes["prestige-chen-jun"].path,
    banner: companyImages["prestige-chen-jun"].path,
  },
  "Utopian Consulting LLC": { hero: companyHeroes.utopian.path, banner: companyImages.utopian.path },
  "AFL Networks": { hero: companyHeroes.afl.path, banner: companyImages.afl.path },
};

/** Built-in images for a stored investment whose title is not in `fallbackImagesByTitle`. */
const defaultFallbackImages: FallbackImages = {
  hero: pageHeroes.investments.path,
  banner: companyDefaultImage.path,
};

/**
 * The built-in images for a stored investment title, which may be editor HTML such as
 * `<p>Arbico&nbsp;Plc</p>`: markup, case and spacing are ignored.
 */
export const fallbackImagesFor = (title: string): FallbackImages => {
  const text = htmlToText(title).toLowerCase();
  const match = Object.entries(fallbackImagesByTitle).find(([known]) => known.toLowerCase() === text);
  return match ? match[1] : defaultFallbackImages;
};
