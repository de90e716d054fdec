import { data } from "react-router";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Container.tsx";
import { DocumentCover } from "../components/reports/DocumentCover.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { DOCUMENT_KINDS, formatBytes } from "../../shared/schemas/documents.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/report.ts";
import { REPORTS_TITLE } from "./reports.tsx";
import "../components/Button.css";
import "../components/reports/reports.css";

export const meta: Route.MetaFunction = (args) => {
  const doc = args.loaderData?.doc;
  if (!doc) return pageMeta(args, { title: "Document not found", description: "This document is not published." });
  return pageMeta(args, { title: doc.title, description: doc.description || `${DOCUMENT_KINDS[doc.kind].label}, ${doc.year}: a PDF to download.`, path: doc.page });
};

/** The document at /reports/{slug}; its address is fixed when it is added, so an unknown one is a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const doc = await context.get(servicesContext).documents.find(params.slug);
  if (!doc) throw data({ message: "No such document" }, { status: 404 });
  return { doc };
}

const published = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export default function Report({ loaderData: { doc } }: Route.ComponentProps) {
  const hero = pageHeroes.about;
  return (
    <main id="main-content" className="report-page">
      <PageHero
        className="page-hero--compact"
        title={doc.title}
        eyebrow={`${DOCUMENT_KINDS[doc.kind].label} · ${doc.year}`}
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
        crumbs={[
          { label: "Home", href: "/" },
          { label: REPORTS_TITLE, href: "/reports" },
          { label: doc.title },
        ]}
      />
      <Section labelledBy="report-heading">
        <div className="report-detail">
          <div className="report-detail__cover">
            <DocumentCover doc={doc} size="large" />
          </div>
          <div>
            <h2 id="report-heading" className="visually-hidden">
              About this document
            </h2>
            {doc.description ? <p className="report-detail__text">{doc.description}</p> : null}
            <dl className="report-facts">
              <dt>Kind</dt>
              <dd>{DOCUMENT_KINDS[doc.kind].label}</dd>
              <dt>Year</dt>
              <dd>{doc.year}</dd>
              <dt>Published</dt>
              <dd>{published(doc.createdAt)}</dd>
              {doc.fileUpdatedAt !== doc.createdAt ? (
                <>
                  <dt>Last updated</dt>
                  <dd>{published(doc.fileUpdatedAt)}</dd>
                </>
              ) : null}
              <dt>File</dt>
              <dd>
                PDF, {formatBytes(doc.bytes)}
                {doc.pages > 0 ? `, ${doc.pages} ${doc.pages === 1 ? "page" : "pages"}` : ""}
              </dd>
            </dl>
            <a href={doc.url} className="button button--primary" download>
              Download PDF<span className="visually-hidden"> of {doc.title}</span> ({formatBytes(doc.bytes)})
            </a>
            <p>
              <a href="/reports" className="report-detail__back">
                All reports and documents
              </a>
            </p>
          </div>
        </div>
      </Section>
    </main>
  );
}
