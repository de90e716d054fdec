import { h, setExpanded } from "./dom.ts";

/**
 * The home page's sector cards (client/components/home/SectorCards.tsx): without scripts each
 * arrow is the label of a hidden checkbox; this makes it a button with aria-expanded that opens
 * or closes that card alone (the card widens and lists its companies).
 */
export function enhanceSectorCards(): void {
  for (const card of document.querySelectorAll<HTMLElement>(".sector-card")) {
    const checkbox = card.querySelector<HTMLInputElement>(".sector-card__checkbox");
    const label = card.querySelector<HTMLLabelElement>("label.sector-card__toggle");
    const panel = card.querySelector<HTMLElement>(".sector-card__panel");
    // "Show the companies of Real Estate": the same words, "Hide …" once open.
    const words = label?.querySelector(".visually-hidden")?.textContent?.replace(/^Show /, "");
    if (!checkbox || !label || !panel || !words) continue;
    const button = h("button", { type: "button", class: "sector-card__toggle", "aria-controls": panel.id }, ...[...label.childNodes].filter((n) => n instanceof SVGElement));
    const item = card.closest(".sector-grid__item");
    let open = checkbox.checked;
    const render = () => {
      card.classList.toggle("sector-card--open", open);
      item?.classList.toggle("sector-grid__item--open", open);
      setExpanded(button, open);
      button.setAttribute("aria-label", `${open ? "Hide" : "Show"} ${words}`);
      panel.hidden = !open;
    };
    button.addEventListener("click", () => {
      open = !open;
      render();
    });
    render();
    checkbox.remove();
    label.replaceWith(button);
  }
}
