import { Section, SectionHeading } from "../components/Container.tsx";
import { aboutCrumbs, heroImageOf, PageHero } from "../components/PageHero.tsx";
import { LeaderCard } from "../components/about/LeaderCard.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { pageTitles } from "../../shared/content/site.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/leadership.ts";
import "../styles/pages/about.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: pageTitles.leadership,
    description: (name) => `The founder, board and executive team who lead ${name} and its portfolio of companies across ten sectors of the Nigerian economy.`,
  });

/** The stored people, in their stored order: the board, then the executives. */
export async function loader({ context }: Route.LoaderArgs) {
  const people = (await context.get(servicesContext).leaders.list()).map(({ slug, name, role, summary, portrait, portraitAlt, group }) => ({ slug, name, role, summary, portrait, portraitAlt, group }));
  return { board: people.filter((p) => p.group === "board"), executives: people.filter((p) => p.group === "executive") };
}

/** /about-us/leadership: the board (the founder and chairman), then the executives as cards. */
export default function Leadership({ loaderData: { board, executives } }: Route.ComponentProps) {
  return (
    <main id="main-content">
      <PageHero
        title={pageTitles.leadership}
        image={heroImageOf(pageHeroes.leadership)}
        crumbs={aboutCrumbs("Leadership")}
        lede="Experienced leaders who share one long-term view of how businesses should be built, owned and run."
      />
      {board.length > 0 ? (
        <Section labelledBy="board-title" className="leadership-board">
          <SectionHeading eyebrow="Governance" title={pageTitles.boardOfDirectors} id="board-title" />
          {board.map((person) => (
            <LeaderCard key={person.slug} person={person} layout="feature" />
          ))}
        </Section>
      ) : null}
      {executives.length > 0 ? (
        <Section tone="muted" labelledBy="executives-title">
          <SectionHeading eyebrow="Leadership team" title="Executive management" id="executives-title" />
          <ul className="leadership-grid" role="list">
            {executives.map((person) => (
              <li key={person.slug}>
                <LeaderCard person={person} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </main>
  );
}
