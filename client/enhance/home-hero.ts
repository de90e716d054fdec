import { defineBehaviour } from "./define.ts";
import { h } from "./dom.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home hero's background video (client/components/home/HomeHero.tsx): muted, paused for
 * visitors who prefer reduced motion (and following that preference as it changes), and a
 * button to pause or play it (its icon follows its `data-state`, "playing" or "paused").
 */
export const homeHero = defineBehaviour({
  name: "home-hero",
  run(hero, cls, sel) {
    const video = hero.querySelector<HTMLVideoElement>(`video${sel("home-hero__video")}`);
    if (!video) return;
    const mq = window.matchMedia(REDUCED_MOTION);
    const apply = () => {
      video.muted = true;
      if (mq.matches) video.pause();
      else void video.play().catch(() => undefined);
    };

    const button = h("button", { type: "button", class: cls("home-hero__pause") }, h("span", { "aria-hidden": "true", class: cls("home-hero__pause-icon") }));
    const show = (playing: boolean) => {
      button.setAttribute("aria-label", playing ? "Pause the background video" : "Play the background video");
      button.dataset.state = playing ? "playing" : "paused";
    };
    show(true);
    video.addEventListener("play", () => show(true));
    video.addEventListener("pause", () => show(false));
    button.addEventListener("click", () => {
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
    });
    hero.append(button);
    apply();
    mq.addEventListener("change", apply);
  },
});
