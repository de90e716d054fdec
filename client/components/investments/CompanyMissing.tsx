import { MESSAGES } from "../../../shared/constants.ts";
import { Button } from "../Button.tsx";
import "./company-pages.css";

/** An unknown /our-investments/{id} (404) or a failed read: 'Company not found!' (SPEC.md section 8). */
export function CompanyMissing({ status }: { status: number }) {
  return (
    <main id="main-content" className="company-missing" data-status={status}>
      <p className="eyebrow">Our investments</p>
      <h1 className="company-missing__title">{MESSAGES.companyNotFound}</h1>
      <p className="company-missing__text">The company you are looking for is not in our portfolio, or its page has moved.</p>
      <Button href="/our-investments" variant="light" icon="arrow-right">
        See all our companies
      </Button>
    </main>
  );
}
