import type { ContactPageCopy } from "../../../shared/content/types.ts";
import { osmEmbedUrl, osmLinkUrl } from "../../lib/contact.ts";
import { AfterPaint } from "../AfterPaint.tsx";
import { Icon } from "../Icon.tsx";
import "./ContactMap.css";

export interface ContactMapProps {
  readonly map: ContactPageCopy["map"];
}

/**
 * The embedded map, put in after the page's first paint and then loaded lazily. Its frame sits on
 * a drawn placeholder with a plain link, so the page stays complete and usable when the map
 * cannot load.
 */
export function ContactMap({ map }: ContactMapProps) {
  return (
    <figure className="contact-map">
      <div className="contact-map__frame">
        <div className="contact-map__placeholder" aria-hidden="true">
          <Icon name="map-pin" size={40} />
        </div>
        <AfterPaint>
          <iframe className="contact-map__iframe" title={map.title} src={osmEmbedUrl(map)} loading="lazy" referrerPolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups" />
        </AfterPaint>
      </div>
      <figcaption className="contact-map__caption">
        <a href={osmLinkUrl(map)} target="_blank" rel="noopener noreferrer">
          View a larger map on OpenStreetMap<span className="visually-hidden"> (opens in a new tab)</span>
          <Icon name="external-link" size={16} />
        </a>
      </figcaption>
    </figure>
  );
}
