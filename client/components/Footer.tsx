import { Link } from "react-router";
import type { Footer as FooterContent } from "../../shared/schemas/content.ts";
import { brandImages } from "../../shared/content/images.ts";
import { mainNav } from "../../shared/content/site.ts";
import { splitTelephones, telHref } from "../lib/contact.ts";
import { Icon, type IconName } from "./Icon.tsx";
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

/**
 * Links of the footer: every page of the main navigation, submenus flattened, then the pages
 * outside it (the main navigation stays as SPEC.md fixes it).
 */
const footerLinks = [...mainNav.flatMap((item) => [item, ...(item.children ?? [])]), { href: "/reports", label: "Reports & documents" }];

/** The pages every visitor may need whatever page they are on. */
const legalLinks = [
  { href: "/privacy", label: "Privacy notice" },
  { href: "/accessibility", label: "Accessibility statement" },
] as const;

/** The footer block's social links, in this order, each shown only when set. */
const SOCIAL_NETWORKS = [
  { field: "linkedin", name: "LinkedIn", icon: "linkedin" },
  { field: "x", name: "X", icon: "x-social" },
  { field: "youtube", name: "YouTube", icon: "youtube" },
  { field: "instagram", name: "Instagram", icon: "instagram" },
] as const satisfies readonly { field: keyof FooterContent; name: string; icon: IconName }[];

/**
 * The site footer: logo, about text, the social links that are set, Corporate HQ address, first two
 * telephones, e-mail, the page links, the legal pages and the copyright.
 */
export function Footer({ content, siteName, year }: FooterProps) {
  const phones = splitTelephones(content.telephones).slice(0, 2);
  const socials = SOCIAL_NETWORKS.filter((n) => /^https?:\/\//i.test(content[n.field] ?? ""));
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" className="site-footer__logo" aria-label={`${siteName} Holdings home`}>
            <img src={brandImages.logoLight.path} width={brandImages.logoLight.width} height={brandImages.logoLight.height} alt="" loading="lazy" />
          </Link>
          <h2 className="visually-hidden">About {siteName}</h2>
          <p className="site-footer__about">{content.about}</p>
          {socials.length > 0 ? (
            <ul className="site-footer__social" role="list" aria-label={`${siteName} on social media`}>
              {socials.map((n) => (
                <li key={n.field}>
                  <a href={content[n.field]} className="site-footer__social-link" target="_blank" rel="noopener noreferrer me">
                    <Icon name={n.icon} size={22} />
                    <span className="visually-hidden">
                      {siteName} on {n.name} (opens in a new tab)
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
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
        <nav aria-label="Legal" className="site-footer__legal">
          <ul role="list">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="site-footer__legal-link">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__tagline">Private investment holding · Lagos, Nigeria · Since 2007</p>
      </div>
    </footer>
  );
}
