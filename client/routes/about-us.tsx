import { Section } from "../components/Container.tsx";
import { PageHero, topPageHero } from "../components/PageHero.tsx";
import { ExploreLinks } from "../components/about/ExploreLinks.tsx";
import { aboutSections, aboutUsPage as page } from "../../shared/content/site.ts";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { servicesContext } from "../context.ts";
import { withFallbacks } from "../lib/content.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/about-us.ts";
import "../styles/pages/about.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: page.title,
    description: (name) => `${name} is a Nigerian private investment holding company founded in Lagos in 2007, owning and building businesses across ten sectors for the long term.`,
  });

/** The stored copy of the page (heading, introduction, three sections). */
export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content.getMany(["aboutUs"]);
}

/** /about-us: our own copy about the company, then the way on to its three sub pages. */
export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const copy = withFallbacks(loaderData.aboutUs, FALLBACKS.aboutUs);
  const sections = aboutSections(copy);
  return (
    <main id="main-content">
      <PageHero {...topPageHero(page)} lede={copy.intro} />
      <Section labelledBy="about-heading" className="about-story">
        <h2 id="about-heading" className="about-story__heading">
          {copy.heading}
        </h2>
        <div className="about-story__sections">
          {sections.map((section, i) => (
            <section key={i} className="about-story__section" aria-labelledby={`about-section-${i}`}>
              <h3 id={`about-section-${i}`} className="about-story__title">
                <span className="about-story__number" />
                {section.heading}
              </h3>
              <div className="about-story__text">
                {section.paragraphs.map((p) => (
                  <p key={`${i}-${p.slice(0, 32)}`}>{p}</p>
                ))}
              </div>
            </section>
          ))}
        </div>
      </Section>
      <ExploreLinks id="about-more" eyebrow="About us" title="Get to know us" links={page.links} />
    </main>
  );
}
