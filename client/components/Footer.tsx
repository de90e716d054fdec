import { Link } from "react-router";
import type { Footer as FooterContent } from "../../shared/schemas/content.ts";
import { brandImages } from "../../shared/content/images.ts";
import { mainNav } from "../../shared/content/site.ts";
import { splitTelephones, telHref } from "../lib/contact.ts";
import { Icon } from "./Icon.tsx";
import { RichText } from "./RichText.tsx";
import "./Footer.css";

export interface FooterProps {
  /** The footer block, with fallbacks already applied (see footerWithFallbacks). */
  readonly content: FooterContent;
  /** The company short name, for the copyright line. */
  readonly siteName: string;
  /** The year of the copyright line (the current year). */
  readonly year: number;
}

/** Links of the footer: every page of the main navigation, submenus flattened. */
const footerLinks = mainNav.flatMap((item) => [item, ...(item.children ?? [])]);

/** The site footer: logo, about text, Corporate HQ address, first two telephones, e-mail, copyright. */
export function Footer({ content, siteName, year }: FooterProps) {
  const phones = splitTelephones(content.telephones).slice(0, 2);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo" aria-label={`${siteName} Holdings home`}>
            <img src={brandImages.logoLight.path} width={brandImages.logoLight.width} height={brandImages.logoLight.height} alt="" loading="lazy" />
          </Link>
          <h2 className="visually-hidden">About {siteName}</h2>
          <p className="site-footer__about">{content.about}</p>
        </div>

        <div className="site-footer__block">
          <h2 className="eyebrow site-footer__heading">Corporate HQ</h2>
          <div className="site-footer__address">
            <Icon name="map-pin" size={20} className="site-footer__icon" />
            <RichText html={content.address} tone="inverse" className="site-footer__rich" />
          </div>
        </div>

        <div className="site-footer__block">
          <h2 className="eyebrow site-footer__heading">Contact</h2>
          <ul className="site-footer__contacts" role="list">
            {phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)} className="site-footer__contact">
                  <Icon name="phone" size={20} className="site-footer__icon" />
                  <span>
                    <span className="visually-hidden">Call </span>
                    {phone}
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${content.email}`} className="site-footer__contact">
                <Icon name="mail" size={20} className="site-footer__icon" />
                <span>
                  <span className="visually-hidden">E-mail </span>
                  {content.email}
                </span>
              </a>
            </li>
          </ul>
        </div>

        <nav className="site-footer__block" aria-label="Footer">
          <h2 className="eyebrow site-footer__heading">Explore</h2>
          <ul className="site-footer__links" role="list">
            {footerLinks.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="site-footer__link">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p className="site-footer__copyright">
          © {year} {siteName} holdings. All rights reserved.
        </p>
        <p className="site-footer__tagline">Private investment holding · Lagos, Nigeria · Since 2007</p>
      </div>
    </footer>
  );
}
