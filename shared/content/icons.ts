/**
 * The site's own line icons, drawn for this project on a 24×24 grid. Render each path with
 * `fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"
 * stroke-linejoin="round"`, and mark the svg `aria-hidden` wherever a text label sits beside it.
 */
import type { IconDefinition, IconName } from "./types.ts";

const VIEW_BOX = "0 0 24 24";
const icon = (...paths: string[]): IconDefinition => ({ viewBox: VIEW_BOX, paths });

/** Circle as a path (two arcs), so every icon is paths only. */
const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

export const icons: Record<IconName, IconDefinition> = {
  // Sectors
  construction: icon(
    "M4 21h8",
    "M7.5 21V3.5",
    "M3 7h18",
    "M7.5 3.5L3 7",
    "M7.5 3.5L21 7",
    "M18 7v5",
    "M16.5 12h3v2.5h-3z",
  ),
  "real-estate": icon(
    "M3 21h18",
    "M5 21v-8.5l5-4 5 4V21",
    "M14 9.3V3.5h6V21",
    "M9 21v-4h2v4",
    "M16.5 7h1",
    "M16.5 10h1",
    "M16.5 13h1",
    "M16.5 16h1",
  ),
  telecoms: icon(
    "M9 21l3-10.5 3 10.5",
    "M10.2 16.5h3.6",
    circle(12, 9, 1.2),
    "M8.5 5.5a5 5 0 0 0 0 7",
    "M15.5 5.5a5 5 0 0 1 0 7",
    "M5.6 2.6a9 9 0 0 0 0 12.8",
    "M18.4 2.6a9 9 0 0 1 0 12.8",
  ),
  aviation: icon(
    "M12 2.5c.9 0 1.5 1 1.5 2.2v4.8l7.5 4.3v2l-7.5-2.3v4.6l2.2 1.7v1.7L12 20.5l-3.7 1v-1.7l2.2-1.7v-4.6L3 15.8v-2l7.5-4.3V4.7c0-1.2.6-2.2 1.5-2.2z",
  ),
  manufacturing: icon(
    "M3 21V12.5l5 3v-3l5 3v-3l5 3V4h3v17z",
    "M6.5 18h2",
    "M11.5 18h2",
    "M18 8h3",
  ),
  energy: icon(
    "M12 21c-3.6 0-6-2.5-6-5.6 0-3.4 2.6-5 3.6-8.4.9 1.3 1.3 2.6 1.2 3.9 1.7-1.3 2.9-3.9 2.4-7.9 3.2 2.2 4.8 6.2 4.8 9.9 0 4.4-2.4 8.1-6 8.1z",
    "M12 21c-1.4 0-2.4-1-2.4-2.4 0-1.5 1.2-2.4 2.4-4 1.2 1.6 2.4 2.5 2.4 4 0 1.4-1 2.4-2.4 2.4z",
  ),
  retail: icon(
    "M5 8h14l-1 13H6z",
    "M9 10.5V6.5a3 3 0 0 1 6 0v4",
  ),
  healthcare: icon(
    "M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z",
    "M7 12.5h2.2l1.3-2.5 2 4.5 1.3-2h3.2",
  ),
  mining: icon(
    "M2 20.5h20",
    "M3 20.5v-3h3v-3h3v-3h6v3h3v3h3v3",
    circle(17.5, 5.5, 2),
  ),
  // Core values
  integrity: icon(
    "M12 3l7 3v5.5c0 4.4-3 8.2-7 9.5-4-1.3-7-5.1-7-9.5V6z",
    "M9 12l2 2 4-4",
  ),
  excellence: icon(
    circle(12, 8.5, 5.5),
    "M9.2 13.3L7.5 21l4.5-2.5 4.5 2.5-1.7-7.7",
    "M12 6l.8 1.6 1.7.2-1.2 1.2.3 1.7-1.6-.8-1.6.8.3-1.7-1.2-1.2 1.7-.2z",
  ),
  innovation: icon(
    "M9 17.5h6",
    "M10 20.5h4",
    "M12 3a6 6 0 0 0-3.5 10.9c.3.3.5.7.5 1.1v.5h6V15c0-.4.2-.8.5-1.1A6 6 0 0 0 12 3z",
    "M12 7v3.5",
    "M10.5 9h3",
  ),
  // Interface
  "arrow-right": icon("M4 12h16", "M14 6l6 6-6 6"),
  "arrow-left": icon("M20 12H4", "M10 6l-6 6 6 6"),
  "arrow-down": icon("M12 4v16", "M6 14l6 6 6-6"),
  "chevron-down": icon("M6 9l6 6 6-6"),
  "chevron-right": icon("M9 6l6 6-6 6"),
  "chevron-left": icon("M15 6l-6 6 6 6"),
  menu: icon("M4 7h16", "M4 12h16", "M4 17h16"),
  close: icon("M6 6l12 12", "M18 6L6 18"),
  phone: icon(
    "M5 4h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 6.1 6.1l1.4-2.3L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5C10.6 20 4 13.4 3.5 5.6A1.5 1.5 0 0 1 5 4z",
  ),
  mail: icon("M3.5 6h17v12h-17z", "M3.5 6.5L12 13l8.5-6.5"),
  "map-pin": icon(
    "M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z",
    circle(12, 10, 2.5),
  ),
  search: icon(circle(10.5, 10.5, 6.5), "M15.5 15.5L20 20"),
  "external-link": icon(
    "M14 4h6v6",
    "M20 4l-9 9",
    "M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5",
  ),
  trash: icon("M4 7h16", "M9.5 7V4.5h5V7", "M6 7l1 13h10l1-13", "M10 11v5.5", "M14 11v5.5"),
  edit: icon("M4 20h4L19 9l-4-4L4 16z", "M13.5 6.5l4 4"),
  logout: icon("M10 4H5v16h5", "M15 8l4 4-4 4", "M19 12H9"),
  plus: icon("M12 5v14", "M5 12h14"),
  feed: icon("M5 19h.01", "M5 12a7 7 0 0 1 7 7", "M5 5a14 14 0 0 1 14 14"),
  linkedin: icon("M4 4h16v16H4z", "M8 10.5V16", "M8 7.5v.01", "M11.5 16v-5.5", "M11.5 13a2.5 2.5 0 0 1 5 0V16"),
  "x-social": icon("M5 4.5l13.5 15", "M19 4.5l-5.6 6.3", "M10.6 13.2L5 19.5"),
  youtube: icon("M3.5 8.5a3 3 0 0 1 3-3h11a3 3 0 0 1 3 3v7a3 3 0 0 1-3 3h-11a3 3 0 0 1-3-3z", "M10.5 9.5v5l4-2.5z"),
  instagram: icon("M4.5 8a3.5 3.5 0 0 1 3.5-3.5h8A3.5 3.5 0 0 1 19.5 8v8a3.5 3.5 0 0 1-3.5 3.5H8A3.5 3.5 0 0 1 4.5 16z", circle(12, 12, 3.5), "M16.8 7.2v.01"),
};
