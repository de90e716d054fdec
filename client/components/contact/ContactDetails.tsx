import type { ReactNode } from "react";
import type { Footer } from "../../../shared/schemas/content.ts";
import type { ContactPageCopy } from "../../../shared/content/types.ts";
import { splitTelephones, telHref } from "../../lib/contact.ts";
import { brandName } from "../../lib/meta.ts";
import { Icon, type IconName } from "../Icon.tsx";
import { RichText } from "../RichText.tsx";

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <div className="contacts__item">
      <dt>
        <Icon name={icon} size={22} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The left column of /contacts: heading, intro, and the address, telephones and e-mail of the footer block. */
export function ContactDetails({ siteName, page, footer }: { siteName: string; page: ContactPageCopy; footer: Footer }) {
  const phones = splitTelephones(footer.telephones).slice(0, 2);
  return (
    <div className="contacts__details">
      <p className="eyebrow">{brandName(siteName)}</p>
      <h2 id="contact-title" className="contacts__title">
        {page.heading}
      </h2>
      <p className="lede">{page.intro}</p>
      <dl className="contacts__list">
        <Detail icon="map-pin" label={page.addressLabel}>
          <RichText html={footer.address} className="contacts__address" />
        </Detail>
        <Detail icon="phone" label={page.phoneLabel}>
          <ul role="list" className="contacts__phones">
            {phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
        </Detail>
        <Detail icon="mail" label={page.emailLabel}>
          <a href={`mailto:${footer.email}`}>{footer.email}</a>
        </Detail>
      </dl>
    </div>
  );
}

/** The notice shown above the form after the form's redirect back with ?sent=1. */
export function MessageSent() {
  return (
    <div id="message-sent" className="contacts__notice" role="status">
      <Icon name="integrity" size={28} />
      <div>
        <p className="contacts__notice-title">Thank you, your message has been sent.</p>
        <p>We will reply as soon as we can, usually within two working days.</p>
      </div>
    </div>
  );
}
