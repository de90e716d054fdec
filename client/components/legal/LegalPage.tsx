import type { RouterContextProvider } from "react-router";
import { FALLBACKS } from "../../../shared/fallbacks.ts";
import { pageHeroes } from "../../../shared/content/images.ts";
import { servicesContext } from "../../context.ts";
import { withFallbacks } from "../../lib/content.ts";
import { pageMeta, type MetaContext } from "../../lib/meta.ts";
import { Container } from "../Container.tsx";
import { heroImageOf, PageHero } from "../PageHero.tsx";
import { RichText } from "../RichText.tsx";
import "./LegalPage.css";

export type LegalPageKey = "privacyNotice" | "accessibilityStatement";

/** The fixed frame of each page; its intro and body are the stored block. */
const LEGAL_PAGES: Record<LegalPageKey, { title: string; eyebrow: string; description: (name: string) => string }> = {
  privacyNotice: {
    title: "Privacy Notice",
    eyebrow: "Your data",
    description: (name) => `How ${name} collects, uses and protects personal data under the Nigeria Data Protection Act 2023, and how to exercise your rights.`,
  },
  accessibilityStatement: {
    title: "Accessibility Statement",
    eyebrow: "For every visitor",
    description: (name) => `The accessibility standard the ${name} website aims for, how we check it, known limitations and how to ask for help.`,
  },
};

async function load(context: Readonly<RouterContextProvider>, key: LegalPageKey) {
  const stored = await context.get(servicesContext).content.getMany([key]);
  return { block: stored[key] };
}

type LegalPageData = Awaited<ReturnType<typeof load>>;

/** A compact hero with the page title and the stored intro, then the stored text in a reading column. */
function LegalPage({ pageKey, data }: { pageKey: LegalPageKey; data: LegalPageData }) {
  const page = LEGAL_PAGES[pageKey];
  const content = withFallbacks(data.block, FALLBACKS[pageKey]);
  return (
    <main id="main-content" className="legal-page">
      <PageHero
        className="page-hero--compact"
        title={page.title}
        eyebrow={page.eyebrow}
        lede={content.intro}
        image={heroImageOf(pageHeroes.about)}
        crumbs={[{ label: "Home", href: "/" }, { label: page.title }]}
      />
      <section className="section legal-page__body" aria-label={page.title}>
        <Container width="narrow">
          <RichText html={content.content} className="legal-page__text" />
        </Container>
      </section>
    </main>
  );
}

/** The exports of a legal page's route module (named: React Router strips `loader` from the browser build). */
export function legalRoute(key: LegalPageKey) {
  return {
    meta: (args: MetaContext) => pageMeta(args, { title: LEGAL_PAGES[key].title, description: LEGAL_PAGES[key].description }),
    loader: ({ context }: { context: Readonly<RouterContextProvider> }) => load(context, key),
    Component: ({ loaderData }: { loaderData: LegalPageData }) => <LegalPage pageKey={key} data={loaderData} />,
  };
}
