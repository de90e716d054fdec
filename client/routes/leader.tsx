import { data, redirect } from "react-router";
import { PageHero } from "../components/PageHero.tsx";
import { JsonLd } from "../components/JsonLd.tsx";
import { LeaderProfile } from "../components/about/LeaderProfile.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { pageTitles } from "../../shared/content/site.ts";
import { htmlToText } from "../../shared/html.ts";
import { leaderHref } from "../../shared/schemas/leaders.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { useSiteData } from "../lib/site-data.ts";
import { personLd } from "../lib/structured-data.ts";
import { altFor, describeHtmlImages, mediaIdsInHtml, mediaIdsOf } from "../../shared/media-alt.ts";
import type { Route } from "./+types/leader.ts";
import "../styles/pages/about.css";

/**
 * /about-us/leadership/{slug}: a stored person, found by slug or, for a preview or an old link, by
 * id (same page, naming the slug address as canonical); a slug the person had before answers 301
 * to their current one; anything else (a removed person too) is the not-found page with 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  const person = await s.leaders.find(params.name);
  if (!person) {
    const moved = await s.leaders.redirectTarget(params.name);
    if (moved) throw redirect(leaderHref({ slug: moved }), 301);
    throw data(null, { status: 404 });
  }
  const { name, role, summary, group } = person;
  // Stored pictures are described: the alt set here, else the library's, else the person's name.
  const described = await s.media.describe([...mediaIdsOf([person.portrait]), ...mediaIdsInHtml(person.biography)]);
  const portrait = person.portrait;
  const portraitAlt = portrait ? altFor(portrait, described, name, person.portraitAlt) : person.portraitAlt;
  const biography = describeHtmlImages(person.biography, described, name);
  return { person: { name, role, summary, biography, portrait, portraitAlt, group }, href: leaderHref(person) };
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (!d) return [{ title: "Page not found" }];
  const { person } = d;
  return pageMeta(args, {
    title: person.role ? `${person.name}, ${person.role}` : person.name,
    description: person.summary || htmlToText(person.biography).slice(0, 160),
    ...(person.portrait ? { image: person.portrait } : {}),
    path: d.href,
  });
};

/** One template for every profile. */
export default function Leader({ loaderData: { person, href } }: Route.ComponentProps) {
  const site = useSiteData();
  const hero = pageHeroes.leadership;
  // A board member is reached from the board, not from the executive list: the trail says so (SPEC section 2).
  const trail = [{ label: pageTitles.leadership, href: "/about-us/leadership" }, { label: person.group === "board" ? pageTitles.boardOfDirectors : person.name, href }];
  return (
    <main id="main-content">
      {site ? <JsonLd data={personLd(site, href, person)} /> : null}
      <PageHero title={person.name} eyebrow={person.role} image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }} crumbs={trail} />
      <LeaderProfile person={person} />
    </main>
  );
}
