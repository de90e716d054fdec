import { legalRoute } from "../components/legal/LegalPage.tsx";

/** /accessibility: the stored accessibility statement (edited in the admin's About screen). */
const page = legalRoute("accessibilityStatement");
export const meta = page.meta;
export const loader = page.loader;
export default page.Component;
