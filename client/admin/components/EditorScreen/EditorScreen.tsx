import type { MouseEvent } from "react";
import { useOptionalAdmin } from "../../AdminProvider.tsx";
import { SINGLETONS, type Banner } from "../../../../shared/schemas/content.ts";
import { api, type Saved } from "../../api.ts";
import { anchorOf, formIdOf, loadScreen, type EditorScreen as ScreenDef, type LoadedScreen, type SectionDef } from "../../editors.ts";
import { adminMeta } from "../../meta.ts";
import type { FormValues, SaveOutcome } from "../../hooks/useEditorForm.ts";
import { useTrackedDocument } from "../../screens/history/useTrackedDocument.tsx";
import { BannerForm } from "../BannerForm/index.ts";
import { ScreenHeader, ViewPageLink } from "../ScreenHeader/index.ts";
import { SingletonForm } from "../SingletonForm/index.ts";
import "./EditorScreen.css";

/** A content screen: its heading, a 'View page' link per public page, one card per part. */
export function EditorScreen({ screen, values }: { screen: ScreenDef; values: LoadedScreen }) {
  const single = screen.groups.length === 1;
  const sections = screen.groups.flatMap((g) => g.sections);
  return (
    <div className="admin-screen">
      <ScreenHeader eyebrow={screen.eyebrow ?? "Content"} title={screen.title} intro={screen.intro} viewHref={single ? screen.groups[0]?.viewHref : undefined} />
      <div className="admin-screen__layout">
        <div className="admin-screen__parts">
          {screen.groups.map((group) => (
            <div key={group.viewHref} className="admin-group">
              {single ? null : (
                <div className="admin-bar">
                  <h2 className="admin-group__title">{group.title}</h2>
                  <ViewPageLink href={group.viewHref} page={group.title} />
                </div>
              )}
              {group.sections.map((section) => (
                <Part key={section.key} section={section} values={values} level={single ? 2 : 3} />
              ))}
            </div>
          ))}
        </div>
        <PartsNav sections={sections} />
      </div>
    </div>
  );
}

function Part({ section, values, level }: { section: SectionDef; values: LoadedScreen; level: 2 | 3 }) {
  const initial = values.values[section.key];
  if (!initial) throw new Error(`The ${section.key} block was not loaded`);
  return <DocumentPart section={section} stored={initial as FormValues} revision={values.revisions[section.key] ?? null} level={level} />;
}

/**
 * One part and its stored document: saves carry the revision the part started from; a
 * stale one shows the conflict above the fields; History opens the part's versions. The history
 * dialog lives here, outside the form, so a restore (which starts the form again) keeps it open.
 */
function DocumentPart({ section, stored, revision, level }: { section: SectionDef; stored: FormValues; revision: string | null; level: 2 | 3 }) {
  const key = section.key;
  const fields = Object.keys(SINGLETONS[key].schema.shape);
  const doc = useTrackedDocument<FormValues>({
    type: key,
    docId: SINGLETONS[key].id,
    title: section.title,
    stored: Object.fromEntries(fields.map((f) => [f, stored[f] ?? ""])),
    revision,
    formId: formIdOf(key),
    patch: (values, rev) => api.content.save(key, values as never, rev) as Promise<Saved<FormValues>>,
  });
  const card = { id: anchorOf(key), title: section.title, description: section.description, level, actions: doc.actions, notice: doc.notice, draft: doc.draft };
  return (
    <>
      {section.kind === "banner" ? (
        <BannerForm key={doc.key} block={section.key} card={card} initial={doc.initial as Banner} save={(v: Banner) => doc.save(v) as Promise<SaveOutcome<Banner>>} />
      ) : (
        <SingletonForm key={doc.key} block={section.key} card={card} initial={doc.initial as never} save={doc.save} />
      )}
      {doc.dialog}
    </>
  );
}

/** Jump links to each part, marking those with unsaved changes (shown on wide screens). */
function PartsNav({ sections }: { sections: readonly SectionDef[] }) {
  const admin = useOptionalAdmin();
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth", block: "start" });
    target.querySelector<HTMLElement>("input, textarea, [contenteditable=true]")?.focus({ preventScroll: true });
  };
  return (
    <nav className="admin-parts-nav" aria-label="Parts of this page">
      <p className="admin-caption">On this page</p>
      <ul role="list">
        {sections.map((s) => {
          const dirty = admin?.dirtyForms.has(formIdOf(s.key)) ?? false;
          return (
            <li key={s.key}>
              <a href={`#${anchorOf(s.key)}`} onClick={(e) => jump(e, anchorOf(s.key))}>
                {s.title}
                {dirty ? (
                  <span className="admin-parts-nav__dot" title="Unsaved changes">
                    <span className="visually-hidden"> (unsaved changes)</span>
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The exports of an editor screen's route module: its `<title>`, the client loader reading every
 * block the screen edits, and the screen (each exported by name in the route module).
 */
export function editorRoute(screen: ScreenDef) {
  return {
    meta: ({ matches }: { matches: Parameters<typeof adminMeta>[0] }) => adminMeta(matches, screen.title),
    /** The stored values of every part, read before the forms show. */
    clientLoader: () => loadScreen(screen),
    Component: ({ loaderData }: { loaderData: LoadedScreen }) => <EditorScreen screen={screen} values={loaderData} />,
  };
}
