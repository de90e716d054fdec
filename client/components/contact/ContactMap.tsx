import type { ContactPageCopy } from "../../../shared/content/types.ts";
import { enhanceRoot } from "../../../shared/enhance.ts";
import { osmEmbedUrl, osmLinkUrl } from "../../lib/contact.ts";
import { Button } from "../Button.tsx";
import { Icon } from "../Icon.tsx";
import { RichText } from "../RichText.tsx";
import "./ContactMap.css";

export interface ContactMapProps {
  readonly map: ContactPageCopy["map"];
  /** The Corporate HQ address (HTML of the footer block), shown on the placeholder. */
  readonly address: string;
  /** The visitor asked for the map (`?map=1`, the "Show map" link followed without scripts). */
  readonly shown: boolean;
}

/** Where "Show map" leads without scripts: this page again, with the map, at the map. */
export const SHOW_MAP_HREF = "/contacts?map=1#contact-map";

/**
 * The map, loaded only when the visitor asks for it: until then no request goes to the map's
 * host (which would learn the visitor's address), and a drawn placeholder gives the address and a
 * "Show map" link. Without scripts the link reloads the page with the frame in it; with them
 * (client/enhance/contact-map.ts) the frame is taken from the inert `<template>` in place.
 */
export function ContactMap({ map, address, shown }: ContactMapProps) {
  const frame = <iframe className="contact-map__iframe" title={map.title} src={osmEmbedUrl(map)} referrerPolicy="no-referrer" sandbox="allow-scripts allow-same-origin allow-popups" />;
  return (
    <figure className="contact-map" id="contact-map" {...enhanceRoot("contact-map")}>
      <div className="contact-map__frame">
        {shown ? (
          frame
        ) : (
          <>
            <div className="contact-map__placeholder">
              <Icon name="map-pin" size={40} />
              <RichText html={address} className="contact-map__address" />
              <Button href={SHOW_MAP_HREF} variant="primary" className="contact-map__show">
                Show map
              </Button>
              <p className="contact-map__note">The map is served by OpenStreetMap, which receives your IP address when it loads.</p>
            </div>
            <template className="contact-map__template">{frame}</template>
          </>
        )}
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
