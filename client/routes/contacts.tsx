import { CONTACT_FORM } from "../../shared/constants.ts";
import { Section } from "../components/Container.tsx";
import { PageHero, topPageHero } from "../components/PageHero.tsx";
import { ContactDetails, MessageSent } from "../components/contact/ContactDetails.tsx";
import { ContactForm } from "../components/contact/ContactForm.tsx";
import { ContactMap } from "../components/contact/ContactMap.tsx";
import { contactPage as fixed } from "../../shared/content/site.ts";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { servicesContext } from "../context.ts";
import { withFallbacks } from "../lib/content.ts";
import { footerWithFallbacks } from "../lib/contact.ts";
import { brandName, pageMeta } from "../lib/meta.ts";
import { useSiteData, useSiteName } from "../lib/site-data.ts";
import type { Route } from "./+types/contacts.ts";
import "../styles/pages/contacts.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: fixed.title,
    description: (name) => `Contact ${brandName(name)}: our Corporate HQ address in Victoria Island, Lagos, telephone numbers, e-mail and a contact form.`,
  });

/**
 * The stored copy of the page; the thank-you notice shows after the form's redirect back here with
 * ?sent=1, the map with ?map=1 (the visitor followed "Show map" without scripts: ContactMap).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { contactPage } = await context.get(servicesContext).content.getMany(["contactPage"]);
  const params = new URL(request.url).searchParams;
  return { sent: params.get("sent") === "1", map: params.get("map") === "1", contactPage };
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const site = useSiteData();
  const siteName = useSiteName();
  const copy = withFallbacks(loaderData.contactPage, FALLBACKS.contactPage);
  const page = { ...fixed, heading: copy.heading, intro: copy.intro, form: { ...fixed.form, heading: copy.formHeading, intro: copy.formIntro } };
  return (
    <main id="main-content">
      <PageHero {...topPageHero(page)} />
      <Section labelledBy="contact-title" className="contacts">
        <div className="contacts__grid">
          {/* The address, telephones and e-mail are those of the footer block (root loader). */}
          <ContactDetails siteName={siteName} page={page} footer={footerWithFallbacks(site?.footer)} />
          <div className="contacts__form">
            {loaderData.sent ? <MessageSent /> : null}
            <ContactForm
              action={site?.contactFormAction ?? "/api/contact"}
              subject={`${siteName} ${CONTACT_FORM.subjectSuffix}`}
              next={`${site?.siteUrl ?? ""}/contacts?sent=1#message-sent`}
              copy={page.form}
            />
          </div>
        </div>
      </Section>
      <ContactMap map={page.map} address={footerWithFallbacks(site?.footer).address} shown={loaderData.map} />
    </main>
  );
}
