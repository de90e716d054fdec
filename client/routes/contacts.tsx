import { CONTACT_FORM } from "../../shared/constants.ts";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { Section } from "../components/Container.tsx";
import { Icon } from "../components/Icon.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { RichText } from "../components/RichText.tsx";
import { ContactForm } from "../components/contact/ContactForm.tsx";
import { ContactMap } from "../components/contact/ContactMap.tsx";
import { contactPage as page } from "../content/site.ts";
import { footerWithFallbacks, splitTelephones, telHref } from "../lib/contact.ts";
import { pageMeta } from "../lib/meta.ts";
import { useSiteData } from "../lib/site-data.ts";
import type { Route } from "./+types/contacts.ts";
import "../styles/pages/contacts.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: page.title,
    description: "Contact R28 Holdings: our Corporate HQ address in Victoria Island, Lagos, telephone numbers, e-mail and a contact form.",
  });

/** The thank-you notice shows after the form's redirect back here with ?sent=1. */
export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export default function Contacts({ loaderData }: Route.ComponentProps) {
  const site = useSiteData();
  const siteName = site?.siteName || "R28";
  // The address, telephones and e-mail are those of the footer block (root loader).
  const footer = footerWithFallbacks(site?.footer);
  const phones = splitTelephones(footer.telephones).slice(0, 2);
  const siteUrl = site?.siteUrl ?? "";
  return (
    <main id="main-content">
      <PageHero
        title={page.title}
        image={{ src: page.heroImage, alt: page.heroAlt, width: 1920, height: 800 }}
        top={<Breadcrumb tone="light" items={[{ label: "Home", href: "/" }, { label: page.title }]} />}
      />
      <Section labelledBy="contact-title" className="contacts">
        <div className="contacts__grid">
          <div className="contacts__details">
            <p className="eyebrow">{siteName} Holdings</p>
            <h2 id="contact-title" className="contacts__title">
              {page.heading}
            </h2>
            <p className="lede">{page.intro}</p>
            <dl className="contacts__list">
              <div className="contacts__item">
                <dt>
                  <Icon name="map-pin" size={22} />
                  {page.addressLabel}
                </dt>
                <dd>
                  <RichText html={footer.address} className="contacts__address" />
                </dd>
              </div>
              <div className="contacts__item">
                <dt>
                  <Icon name="phone" size={22} />
                  {page.phoneLabel}
                </dt>
                <dd>
                  <ul role="list" className="contacts__phones">
                    {phones.map((phone) => (
                      <li key={phone}>
                        <a href={telHref(phone)}>{phone}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div className="contacts__item">
                <dt>
                  <Icon name="mail" size={22} />
                  {page.emailLabel}
                </dt>
                <dd>
                  <a href={`mailto:${footer.email}`}>{footer.email}</a>
                </dd>
              </div>
            </dl>
          </div>
          <div className="contacts__form">
            {loaderData.sent ? (
              <div id="message-sent" className="contacts__notice" role="status">
                <Icon name="integrity" size={28} />
                <div>
                  <p className="contacts__notice-title">Thank you, your message has been sent.</p>
                  <p>We will reply as soon as we can, usually within two working days.</p>
                </div>
              </div>
            ) : null}
            <ContactForm
              action={site?.contactFormAction ?? "/api/contact"}
              subject={`${siteName} ${CONTACT_FORM.subjectSuffix}`}
              next={`${siteUrl}/contacts?sent=1#message-sent`}
              copy={page.form}
            />
          </div>
        </div>
      </Section>
      <ContactMap map={page.map} />
    </main>
  );
}
