import { PageHero } from "../components/PageHero.tsx";
import { Section, SectionHeading } from "../components/Container.tsx";
import { DocumentCover } from "../components/reports/DocumentCover.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { DOCUMENT_KIND_KEYS, DOCUMENT_KINDS, documentQuerySchema, formatBytes, type Document, type DocumentKind } from "../../shared/schemas/documents.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/reports.ts";
import "../components/Button.css";
import "../components/reports/reports.css";

export const REPORTS_TITLE = "Reports & Documents";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: REPORTS_TITLE,
    description: (name) => `${name}'s annual reviews, sustainability reports, governance documents and press kits, to read or download as PDF.`,
  });

/**
 * The documents the URL's filters show (`?year=` and `?kind=`, read on the server, so the page
 * works without scripts), and the filters' options. A value the filter does not know is ignored.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const year = documentQuerySchema.shape.year.safeParse(params.get("year") || undefined);
  const kind = documentQuerySchema.shape.kind.safeParse(params.get("kind") || undefined);
  const filter = { year: year.success ? year.data : undefined, kind: kind.success ? kind.data : undefined };
  const s = context.get(servicesContext).documents;
  const [documents, years] = await Promise.all([s.list(filter), s.years()]);
  return { documents, years, filter };
}

/** "5 documents", "2 annual reviews from 2024". */
function countLine(n: number, filter: { year?: number | undefined; kind?: DocumentKind | undefined }): string {
  const noun = filter.kind ? (n === 1 ? DOCUMENT_KINDS[filter.kind].label.toLowerCase() : DOCUMENT_KINDS[filter.kind].plural.toLowerCase()) : n === 1 ? "document" : "documents";
  return `${n} ${noun}${filter.year ? ` from ${filter.year}` : ""}`;
}

export default function Reports({ loaderData: { documents, years, filter } }: Route.ComponentProps) {
  const hero = pageHeroes.about;
  const filtered = filter.year !== undefined || filter.kind !== undefined;
  return (
    <main id="main-content" className="reports-page">
      <PageHero
        className="page-hero--compact"
        title={REPORTS_TITLE}
        eyebrow="Investors & press"
        lede="Our annual reviews, sustainability reporting, governance documents and press materials, published in full for investors, partners and journalists."
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
        crumbs={[{ label: "Home", href: "/" }, { label: REPORTS_TITLE }]}
      />
      <Section labelledBy="reports-heading">
        <SectionHeading id="reports-heading" eyebrow="Library" title="Publications" />
        <form method="get" action="/reports" className="reports-filters" role="search" aria-label="Filter reports and documents">
          <div>
            <label className="eyebrow reports-filters__label" htmlFor="reports-year">
              Year
            </label>
            <select id="reports-year" name="year" defaultValue={filter.year ?? ""} className="reports-filters__select">
              <option value="">All years</option>
              {years.map((y) => (
                <option key={y}>{y}</option>
              ))}
            </select>
          </div>
          <div>
            <label className="eyebrow reports-filters__label" htmlFor="reports-kind">
              Kind
            </label>
            <select id="reports-kind" name="kind" defaultValue={filter.kind ?? ""} className="reports-filters__select">
              <option value="">All kinds</option>
              {DOCUMENT_KIND_KEYS.map((k) => (
                <option key={k} value={k}>
                  {DOCUMENT_KINDS[k].label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button field-button reports-filters__submit">
            Show
          </button>
          {filtered ? (
            <a href="/reports" className="reports-filters__clear">
              Clear filters
            </a>
          ) : null}
        </form>
        <p className="reports-count" role="status">
          {countLine(documents.length, filter)}
        </p>
        {documents.length === 0 ? (
          <div className="reports-empty">
            <p>{filtered ? "No document matches these filters." : "No documents are published yet."}</p>
            {filtered ? <a href="/reports">Show every document</a> : null}
          </div>
        ) : (
          <ul className="reports-list" role="list">
            {documents.map((doc) => (
              <li key={doc._id}>
                <ReportCard doc={doc} />
              </li>
            ))}
          </ul>
        )}
      </Section>
    </main>
  );
}

function ReportCard({ doc }: { doc: Document }) {
  return (
    <article className="report-card">
      <DocumentCover doc={doc} />
      <div>
        <p className="eyebrow report-card__meta">
          {DOCUMENT_KINDS[doc.kind].label} · {doc.year}
        </p>
        <h3 className="report-card__title">
          <a href={doc.page}>{doc.title}</a>
        </h3>
        {doc.description ? <p className="report-card__text">{doc.description}</p> : null}
        <a href={doc.url} className="report-card__download" download>
          Download PDF<span className="visually-hidden"> of {doc.title}</span> ({formatBytes(doc.bytes)})
        </a>
      </div>
    </article>
  );
}
