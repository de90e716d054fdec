import { data } from "react-router";
import { PageHero } from "../components/PageHero.tsx";
import { LeaderProfile } from "../components/about/LeaderProfile.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { findLeader } from "../../shared/content/leadership.ts";
import { pageTitles } from "../../shared/content/site.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/leader.ts";
import "../styles/pages/about.css";

export const meta: Route.MetaFunction = (args) => {
  const person = args.params.name ? findLeader(args.params.name) : undefined;
  if (!person) return [{ title: "Page not found" }];
  return pageMeta(args, { title: `${person.name}, ${person.role}`, description: person.summary });
};

/** Only the four known people have a profile; any other name answers 404. */
export function loader({ params }: Route.LoaderArgs) {
  if (!findLeader(params.name)) throw data(null, { status: 404 });
  return null;
}

/** /about-us/leadership/:name: one component for all four profiles. */
export default function Leader({ params }: Route.ComponentProps) {
  const person = findLeader(params.name);
  if (!person) return null;
  const hero = pageHeroes.leadership;
  // The chairman sits on the board, not in the executive list: his trail says so (SPEC section 2).
  const trail = [{ label: pageTitles.leadership, href: "/about-us/leadership" }, { label: person.isChairman ? pageTitles.boardOfDirectors : person.name }];
  return (
    <main id="main-content">
      <PageHero
        title={person.name}
        eyebrow={person.role}
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
        crumbs={trail}
      />
      <LeaderProfile person={person} />
    </main>
  );
}
