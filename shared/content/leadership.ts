/**
 * The leadership pages: the founder and chairman (reached from the board breadcrumb) and three
 * executives shown as cards on /about-us/leadership. The people are placeholders invented for
 * this site; their photos are monogram plates until the company supplies portraits.
 */
import { leaderPortraits } from "./images.ts";
import type { Leader } from "./types.ts";

type LeaderSlug = keyof typeof leaderPortraits;

const leader = (slug: LeaderSlug, person: Omit<Leader, "slug" | "photo" | "photoAlt">): Leader => ({
  slug,
  ...person,
  photo: leaderPortraits[slug].path,
  photoAlt: leaderPortraits[slug].alt,
});

export const leaders: Leader[] = [
  leader("oluwaseun-adeyemo-bankole", {
    name: "Oluwaseun Adeyemo-Bankole",
    role: "Founder & Chairman",
    summary: "Founded R28 in 2007 and chairs its board, setting the group's long-term direction.",
    isChairman: true,
    biography: [
      "Oluwaseun Adeyemo-Bankole founded R28 in 2007 and has chaired its board since. He built the group from its first investments in construction and engineering into a portfolio spanning ten sectors of the Nigerian economy.",
      "Before founding R28, he spent his early career in project finance and infrastructure development, where he saw at first hand how much Nigeria's growth depended on patient, locally committed capital. That experience shaped the principles the group still follows: invest for the long term, own businesses actively, and hold every company to the highest standards of integrity.",
      "As chairman he leads the board's work on strategy, capital allocation and governance, and remains closely involved in the group's most significant partnerships. He is a strong advocate of local manufacturing and of developing Nigerian technical and managerial talent.",
    ],
  }),
  leader("chiamaka-nwankwo-obi", {
    name: "Chiamaka Nwankwo-Obi",
    role: "Group Managing Director & Chief Executive Officer",
    summary: "Leads the group's executive team and the performance of its portfolio companies.",
    isChairman: false,
    biography: [
      "Chiamaka Nwankwo-Obi is Group Managing Director and Chief Executive Officer of R28. She leads the executive team and is responsible for the strategy, performance and governance of the group's portfolio companies.",
      "She joined R28 from a career in management consulting and corporate leadership, advising and running businesses in infrastructure, telecommunications and consumer markets across West Africa. At R28 she has led the strengthening of group-wide governance, shared services and management development.",
      "She holds degrees in engineering and business administration and serves on the boards of several group companies.",
    ],
  }),
  leader("yusuf-abdullahi-kolo", {
    name: "Yusuf Abdullahi Kolo",
    role: "Group Chief Financial Officer",
    summary: "Oversees finance, treasury, risk and investor relations across the group.",
    isChairman: false,
    biography: [
      "Yusuf Abdullahi Kolo is Group Chief Financial Officer of R28, responsible for financial reporting, treasury, tax, risk management and relationships with the group's banks and partners.",
      "A chartered accountant, he built his career in audit and corporate finance before leading the finance functions of large industrial businesses. He has guided the financing of some of the group's largest projects and introduced the reporting and controls that support its growth.",
      "He is a member of the audit and risk committees of several portfolio companies and mentors the group's graduate trainees in finance.",
    ],
  }),
  leader("ifeoma-okeke-adeniran", {
    name: "Ifeoma Okeke-Adeniran",
    role: "Executive Director, Investments & Strategy",
    summary: "Leads new investments, partnerships and the group's strategic planning.",
    isChairman: false,
    biography: [
      "Ifeoma Okeke-Adeniran is Executive Director, Investments & Strategy. She leads the evaluation and execution of new investments, the group's strategic alliances, and its long-range planning.",
      "Her background is in investment banking and private equity, with a focus on energy, real estate and infrastructure. At R28 she has led investments and partnerships that extended the group into new sectors and brought international expertise to its companies.",
      "She works closely with portfolio management teams on growth plans and capital projects, and represents R28 on the boards of companies in the energy and real-estate sectors.",
    ],
  }),
];

/** The three executives shown as cards on /about-us/leadership (everyone but the chairman). */
export const leadershipCards: Leader[] = leaders.filter((person) => !person.isChairman);

/** The leader with this slug, if any. */
export const findLeader = (slug: string): Leader | undefined => leaders.find((person) => person.slug === slug);
