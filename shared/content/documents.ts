/**
 * The built-in reports and documents, seeded once per database (server/db/seed-documents.ts):
 * their listing texts and the text of the PDF each is generated as (server/services/pdf.ts).
 * Original copy for R28; figures stay qualitative, since the group publishes no audited numbers here.
 */
import type { DocumentKind } from "../schemas/documents.ts";

export interface BuiltInDocument {
  slug: string;
  title: string;
  year: number;
  kind: DocumentKind;
  description: string;
  /** When it was published (YYYY-MM-DD): its place in the list and its creation time. */
  published: string;
  /** The PDF's body: a heading and its paragraphs per section. */
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export const builtInDocuments: readonly BuiltInDocument[] = [
  {
    slug: "annual-review-2025",
    title: "Annual Review 2025",
    year: 2025,
    kind: "annual-review",
    published: "2026-03-31",
    description: "How the group's ten sectors performed in 2025, where we put new capital to work, and the priorities the board has set for 2026.",
    sections: [
      {
        heading: "Chairman's letter",
        paragraphs: [
          "2025 tested every Nigerian business. Foreign-exchange reform, higher funding costs and a tighter consumer asked each of our companies to prove that its model works without easy money. Most of them did, and the ones that struggled are now on firmer footing because we faced their problems early.",
          "We remain a private holding company with a long horizon. We do not need to sell a business to meet a deadline, and that patience lets our management teams take decisions that will still look right in ten years.",
        ],
      },
      {
        heading: "The year in our sectors",
        paragraphs: [
          "Construction and engineering carried the largest order book in the group's history, led by road and drainage contracts delivered by Arbico. Real estate focused on finishing and letting existing projects rather than breaking new ground.",
          "In telecommunications, AFL Networks extended its fibre routes and signed new wholesale customers. Aviation and infrastructure advanced the commercial programme at Asaba Airport, and our energy companies kept supply steady through a volatile year for fuel prices.",
        ],
      },
      {
        heading: "Capital and priorities for 2026",
        paragraphs: [
          "We reinvested the greater part of operating cash flow in the businesses that earned it, and kept group borrowing within the limits the board set in 2023.",
          "For 2026 the board has set three priorities: sharper cost discipline in every company, measured growth in healthcare and manufacturing, and a common standard of reporting across the portfolio.",
        ],
      },
    ],
  },
  {
    slug: "annual-review-2024",
    title: "Annual Review 2024",
    year: 2024,
    kind: "annual-review",
    published: "2025-04-15",
    description: "A review of 2024: the portfolio through currency reform, the investments we completed, and how our companies protected their margins.",
    sections: [
      {
        heading: "Chairman's letter",
        paragraphs: [
          "The naira's float reshaped the cost base of every company we own. We asked our managers for two things in 2024: protect the balance sheet, and keep serving customers who were themselves under pressure.",
          "Both were achieved. No portfolio company missed a payment to a lender or a supplier, and we completed the investments we had committed to before the year began.",
        ],
      },
      {
        heading: "Portfolio highlights",
        paragraphs: [
          "Our construction businesses secured multi-year contracts that give them visibility well into 2026. Ledco and the wider retail portfolio renegotiated supply terms to absorb import costs without passing all of them to customers.",
          "We completed a review of every company's governance, adding independent directors where boards lacked them and aligning audit timetables across the group.",
        ],
      },
      {
        heading: "Looking ahead",
        paragraphs: [
          "We enter 2025 with lower leverage than a year ago and a pipeline of opportunities in sectors where local ownership and long-term capital make a difference.",
        ],
      },
    ],
  },
  {
    slug: "sustainability-report-2024",
    title: "Sustainability Report 2024",
    year: 2024,
    kind: "sustainability",
    published: "2025-06-05",
    description: "Our approach to health and safety, energy use, local employment and community investment across the portfolio, with the targets we set for 2027.",
    sections: [
      {
        heading: "Our approach",
        paragraphs: [
          "We own businesses that build roads, move fuel, connect homes and run airports. Their impact on people and the environment is part of their value, and we manage it as closely as we manage cash.",
          "This report follows the structure of the GRI Standards and covers the companies in which R28 holds a controlling interest.",
        ],
      },
      {
        heading: "Safety and people",
        paragraphs: [
          "Every operating company now reports lost-time incidents to the group each month, using one definition. Site safety audits in construction and energy were carried out by an external assessor for the first time.",
          "More than nine in ten of the people our companies employ are Nigerian nationals, and we continue to fill senior roles from within the group wherever we can.",
        ],
      },
      {
        heading: "Energy, emissions and communities",
        paragraphs: [
          "We measured diesel consumption at every major site as the first step toward a group emissions baseline. Solar-hybrid systems were installed at two facilities where grid supply is least reliable.",
          "Community programmes focused on vocational training near our project sites, and on scholarships for students of engineering.",
        ],
      },
      {
        heading: "Targets for 2027",
        paragraphs: [
          "A published emissions baseline for the whole portfolio; an independent safety audit of every operating site each year; and a fifth of procurement spend placed with small Nigerian suppliers.",
        ],
      },
    ],
  },
  {
    slug: "board-charter-and-governance-framework",
    title: "Board Charter and Governance Framework",
    year: 2025,
    kind: "governance",
    published: "2025-01-20",
    description: "The role of R28's board and its committees, how portfolio companies are overseen, and the standards of conduct we hold every director to.",
    sections: [
      {
        heading: "Purpose of the board",
        paragraphs: [
          "The board sets the group's strategy and risk appetite, appoints and oversees the Group Managing Director, and makes sure that each portfolio company is run with integrity and in the interest of its long-term value.",
          "The board meets at least four times a year, and whenever a decision reserved to it requires.",
        ],
      },
      {
        heading: "Committees",
        paragraphs: [
          "The Audit and Risk Committee oversees financial reporting, internal controls and the external auditors. The Investment Committee reviews every acquisition, disposal and commitment above the limits delegated to management.",
          "The Nominations and Remuneration Committee plans board succession and sets the pay of executive directors.",
        ],
      },
      {
        heading: "Oversight of portfolio companies",
        paragraphs: [
          "Each company in which R28 holds control has a board of its own, with at least one director independent of the group. Budgets, audited accounts and material risks are reported to the group on a common calendar.",
        ],
      },
      {
        heading: "Conduct",
        paragraphs: [
          "Directors declare their interests every year and before any decision in which they have one. Gifts, hospitality and political contributions are governed by the group's anti-bribery policy, which applies to every company we control.",
        ],
      },
    ],
  },
  {
    slug: "press-kit-2025",
    title: "Press Kit 2025",
    year: 2025,
    kind: "press-kit",
    published: "2025-09-01",
    description: "The facts journalists ask for most: who we are, what we own, who leads the group, and how to reach our communications team.",
    sections: [
      {
        heading: "R28 at a glance",
        paragraphs: [
          "R28 Holdings is a Nigerian private investment holding company, founded in Lagos in 2007. It owns and builds businesses across ten sectors, among them construction and engineering, real estate, telecommunications, aviation, energy, manufacturing, retail, healthcare and mining.",
        ],
      },
      {
        heading: "Leadership",
        paragraphs: [
          "Oluwaseun Adeyemo-Bankole, Founder and Chairman. Chiamaka Nwankwo-Obi, Group Managing Director and Chief Executive Officer. Yusuf Abdullahi Kolo, Group Chief Financial Officer. Ifeoma Okeke-Adeniran, Executive Director, Investments and Strategy.",
        ],
      },
      {
        heading: "Using our name and logo",
        paragraphs: [
          "Write the company's name as R28, or R28 Holdings on first mention. Please do not alter, recolour or crop the logo; high-resolution files are available from the communications team on request.",
        ],
      },
      {
        heading: "Media enquiries",
        paragraphs: [
          "Journalists may reach the communications team through the contact page of this website. We aim to answer every enquiry within one working day.",
        ],
      },
    ],
  },
];
