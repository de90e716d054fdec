import { defineBehaviour } from "./define.ts";
import { h, setExpanded } from "./dom.ts";

/**
 * A sector card of the home page (client/components/home/SectorCards.tsx): without scripts its
 * arrow is the label of a hidden checkbox; this makes it a button with aria-expanded that opens
 * or closes that card alone (SectorCards.css widens the open card and shows its companies).
 */
export const sectorCards = defineBehaviour({
  name: "sector-cards",
  run(card, cls, sel) {
    const checkbox = card.querySelector<HTMLInputElement>(sel("sector-card__checkbox"));
    const label = card.querySelector<HTMLLabelElement>(`label${sel("sector-card__toggle")}`);
    const panel = card.querySelector<HTMLElement>(sel("sector-card__panel"));
    // "Show the companies of Real Estate": the same words, "Hide …" once open.
    const words = label?.querySelector(sel("visually-hidden"))?.textContent?.replace(/^Show /, "");
    if (!checkbox || !label || !panel || !words) return;
    const button = h("button", { type: "button", class: cls("sector-card__toggle"), "aria-controls": panel.id }, ...[...label.childNodes].filter((n) => n instanceof SVGElement));
    let open = checkbox.checked;
    const render = () => {
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
  },
});
