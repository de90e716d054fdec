import { highlightRoute } from "../components/about/HighlightPage.tsx";
import "../styles/pages/about.css";

/** /strategic-alliances: the stored alliances text, a way to talk to us, the links on (content/highlight-pages.ts). */
const page = highlightRoute("strategicAlliances");
export const meta = page.meta;
export const loader = page.loader;
export default page.Component;
