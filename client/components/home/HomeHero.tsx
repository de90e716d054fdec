import { useEffect, useRef, useState } from "react";
import { FOUNDED_YEAR } from "../../content/site.ts";
import { heroVideo } from "../../content/images.ts";
import { useHydrated } from "../../lib/useHydrated.ts";
import { Icon } from "../Icon.tsx";
import "../hero-overlay.css";
import "./HomeHero.css";

export interface HomeHeroProps {
  /** The headline (stored hero text or its fallback); the page's h1. */
  readonly text: string;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The full-screen home hero: a muted looping background video (paused, showing its poster, for
 * visitors who prefer reduced motion), the headline and a down arrow to #overview.
 */
export function HomeHero({ text }: HomeHeroProps) {
  const video = useRef<HTMLVideoElement>(null);
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const mq = window.matchMedia(REDUCED_MOTION);
    const apply = () => {
      el.muted = true;
      if (mq.matches) el.pause();
      else void el.play().catch(() => undefined);
    };
    apply();
    mq.addEventListener("change", apply);
    return () => mq.removeEventListener("change", apply);
  }, []);

  const toggle = () => {
    const el = video.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => undefined);
    else el.pause();
  };

  return (
    <header className="home-hero">
      <video
        ref={video}
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
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
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
      {hydrated ? (
        <button type="button" className="home-hero__pause" onClick={toggle} aria-label={playing ? "Pause the background video" : "Play the background video"}>
          <span aria-hidden="true" className={playing ? "home-hero__pause-icon" : "home-hero__play-icon"} />
        </button>
      ) : null}
    </header>
  );
}
