import { highlightRoute } from "../components/about/HighlightPage.tsx";
import "../styles/pages/about.css";

/** /approach: the stored approach text, a way to our companies, the links on (content/highlight-pages.ts). */
const page = highlightRoute("approach");
export const meta = page.meta;
export const loader = page.loader;
export default page.Component;
