import { FOUNDED_YEAR } from "../../../shared/content/site.ts";
import { heroVideo } from "../../../shared/content/images.ts";
import { Icon } from "../Icon.tsx";
import { enhanceRoot } from "../../../shared/enhance.ts";
import "../hero-overlay.css";
import "./HomeHero.css";

export interface HomeHeroProps {
  /** The headline (stored hero text or its fallback); the page's h1. */
  readonly text: string;
}

/**
 * The full-screen home hero: a muted looping background video, the headline and a down arrow to
 * #overview. The enhancement script (client/enhance/home-hero.ts) pauses the video, showing its
 * poster, for visitors who prefer reduced motion, and adds a pause / play button.
 */
export function HomeHero({ text }: HomeHeroProps) {
  return (
    <header className="home-hero" {...enhanceRoot("home-hero")}>
      <video
        className="home-hero__video cover-layer"
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        poster={heroVideo.poster}
        width={heroVideo.width}
        height={heroVideo.height}
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={heroVideo.webm} type="video/webm" />
        <source src={heroVideo.mp4} type="video/mp4" />
      </video>
      <div className="hero-overlay" aria-hidden="true" />
      <div className="container home-hero__inner">
        <p className="eyebrow home-hero__eyebrow">Private investment holding · Lagos · Since {FOUNDED_YEAR}</p>
        <h1 className="home-hero__title">{text}</h1>
      </div>
      <a className="home-hero__down" href="#overview">
        <span className="visually-hidden">Scroll down to the overview</span>
        <Icon name="arrow-down" size={22} />
      </a>
    </header>
  );
}
