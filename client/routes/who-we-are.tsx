import { highlightRoute } from "../components/about/HighlightPage.tsx";
import "../styles/pages/about.css";

/** /about-us/who-we-are: the stored ‘Who we are’ text between our hero and banner (content/highlight-pages.ts). */
const page = highlightRoute("whoWeAre");
export const meta = page.meta;
export const loader = page.loader;
export default page.Component;
