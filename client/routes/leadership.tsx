import { Section, SectionHeading } from "../components/Container.tsx";
import { aboutCrumbs, heroImageOf, PageHero } from "../components/PageHero.tsx";
import { LeaderCard } from "../components/about/LeaderCard.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { leaders, leadershipCards } from "../../shared/content/leadership.ts";
import { pageTitles } from "../../shared/content/site.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/leadership.ts";
import "../styles/pages/about.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: pageTitles.leadership,
    description: (name) => `The founder, board and executive team who lead ${name} and its portfolio of companies across ten sectors of the Nigerian economy.`,
  });

const chairman = leaders.find((person) => person.isChairman);

/** /about-us/leadership: the chairman of the board, then the three executives as cards. */
export default function Leadership() {
  return (
    <main id="main-content">
      <PageHero
        title={pageTitles.leadership}
        image={heroImageOf(pageHeroes.leadership)}
        crumbs={aboutCrumbs("Leadership")}
        lede="Experienced leaders who share one long-term view of how businesses should be built, owned and run."
      />
      {chairman ? (
        <Section labelledBy="board-title" className="leadership-board">
          <SectionHeading eyebrow="Governance" title={pageTitles.boardOfDirectors} id="board-title" />
          <LeaderCard person={chairman} layout="feature" />
        </Section>
      ) : null}
      <Section tone="muted" labelledBy="executives-title">
        <SectionHeading eyebrow="Leadership team" title="Executive management" id="executives-title" />
        <ul className="leadership-grid" role="list">
          {leadershipCards.map((person) => (
            <li key={person.slug}>
              <LeaderCard person={person} />
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
