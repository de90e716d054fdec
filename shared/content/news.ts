/**
 * The two fixed news articles, /news-and-events/low-cup and /news-and-events/lagos-arena. Each
 * names the other as its 'Latest news and events' link. The low-cup article has the gallery.
 */
import { lowCupGallery, newsImages } from "./images.ts";
import type { FixedArticle } from "./types.ts";

const firstPhoto = lowCupGallery[0];

export const fixedArticles: FixedArticle[] = [
  {
    slug: "low-cup",
    title: "R28 Sponsors the Low Cup at the Lagos Polo Tournament",
    subtitle: "A weekend of low-goal polo, community and tradition in Ikoyi",
    date: "2024-03-09",
    heroImage: newsImages.lowCupHero.path,
    image: firstPhoto ? firstPhoto.src : newsImages.lowCupHero.path,
    imageAlt: firstPhoto ? firstPhoto.alt : newsImages.lowCupHero.alt,
    paragraphs: [
      "R28 was proud to sponsor the Low Cup at this year's Lagos polo tournament, held over a weekend of close matches on the polo grounds in Ikoyi. The Low Cup is the tournament's low-goal competition, open to teams with a lower combined handicap, and it is where many of the country's promising young players and ponies first compete in front of a large crowd.",
      "Teams from Lagos and other cities contested four days of fast, open chukkas before the final on Saturday afternoon. The winning team lifted the R28 Low Cup trophy after a tightly fought match decided in the last chukka, to the applause of a full grandstand.",
      "Polo has been played in Lagos for generations, and the tournament is one of the highlights of the city's sporting and social calendar. Our sponsorship reflects values we share with the sport: discipline, teamwork and the patience to develop talent over many seasons.",
      "We thank the organisers, the grooms and ground staff whose work kept the field in excellent condition, and the players and spectators who made the weekend memorable. We congratulate the winners and look forward to welcoming the teams back next season.",
    ],
    gallery: lowCupGallery,
    related: "lagos-arena",
  },
  {
    slug: "lagos-arena",
    title: "R28 Convenes Partners at the Lagos Arena Business Forum",
    subtitle: "Investors, operators and public leaders on building Nigeria's next decade of infrastructure",
    date: "2024-11-14",
    heroImage: newsImages.lagosArenaHero.path,
    image: newsImages.lagosArena.path,
    imageAlt: newsImages.lagosArena.alt,
    paragraphs: [
      "R28 hosted partners, investors and leaders from the public and private sectors at the Lagos Arena for a business forum on the infrastructure that Nigeria's next decade of growth will require.",
      "The programme opened with a keynote from the group's chairman on the case for patient, locally committed capital, followed by panels on urban housing, fibre connectivity, regional aviation and the energy transition. Executives from across the R28 portfolio shared lessons from projects in construction, real estate, telecommunications and energy.",
      "A recurring theme was partnership: the most ambitious projects, speakers agreed, succeed when local knowledge and execution capacity are combined with international expertise and long-term finance. Several of the group's strategic partners joined the discussions, and the afternoon closed with working sessions on specific opportunities.",
      "The evening reception gave guests the chance to continue the conversation. We thank everyone who took part, and we look forward to turning the ideas shared at the forum into projects on the ground.",
    ],
    gallery: [],
    related: "low-cup",
  },
];

/** The fixed article with this slug, if any. */
export const findFixedArticle = (slug: string): FixedArticle | undefined =>
  fixedArticles.find((article) => article.slug === slug);
