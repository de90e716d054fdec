import { legalRoute } from "../components/legal/LegalPage.tsx";

/** /privacy: the stored privacy notice (edited in the admin's About screen). */
const page = legalRoute("privacyNotice");
export const meta = page.meta;
export const loader = page.loader;
export default page.Component;
