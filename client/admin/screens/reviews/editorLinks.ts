import type { SingletonKey } from "../../../../shared/schemas/content.ts";
import { anchorOf, EDITOR_SCREENS } from "../../editors.ts";
import { EDIT_PARAM } from "../../hooks/useEditMode.tsx";

/** Where each content screen lives in the dashboard. */
const SCREEN_PATHS: Record<keyof typeof EDITOR_SCREENS, string> = {
  home: "/admin/dashboard",
  about: "/admin/dashboard/about",
  approach: "/admin/dashboard/approach",
  strategicAlliances: "/admin/dashboard/strategic-alliances",
  sectors: "/admin/dashboard/our-investments/sectors",
};

/** The list screens of records, which open the record named by `?edit=`. */
const RECORD_PATHS: Record<string, string> = {
  news: "/admin/dashboard/news",
  investment: "/admin/dashboard/our-investments",
  leader: "/admin/dashboard/about/leadership",
  document: "/admin/dashboard/reports",
};

/** The editor of a document: its part on a content screen, or its record opened on its list screen. */
export function editorHref(type: string, docId: string): string {
  const records = RECORD_PATHS[type];
  if (records) return `${records}?${EDIT_PARAM}=${encodeURIComponent(docId)}`;
  for (const [screen, def] of Object.entries(EDITOR_SCREENS) as [keyof typeof EDITOR_SCREENS, (typeof EDITOR_SCREENS)[keyof typeof EDITOR_SCREENS]][]) {
    if (def.groups.some((g) => g.sections.some((s) => s.key === type))) return `${SCREEN_PATHS[screen]}#${anchorOf(type as SingletonKey)}`;
  }
  return "/admin/dashboard";
}

/** What the lists call a kind of document. */
export function kindLabel(type: string): string {
  if (type === "news") return "News";
  if (type === "investment") return "Company";
  if (type === "leader") return "Person";
  if (type === "document") return "Report";
  return "Page part";
}
