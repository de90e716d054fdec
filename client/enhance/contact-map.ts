import { defineBehaviour } from "./define.ts";

/**
 * The contact page's map on request (client/components/contact/ContactMap.tsx): "Show map" puts
 * the frame held in the inert `<template>` in place of the placeholder, without reloading the page,
 * and moves focus to it. Nothing is requested from the map's host before that.
 */
export const contactMap = defineBehaviour({
  name: "contact-map",
  run(root, _cls, sel) {
    const show = root.querySelector<HTMLAnchorElement>(sel("contact-map__show"));
    const held = root.querySelector<HTMLTemplateElement>(`template${sel("contact-map__template")}`);
    const placeholder = root.querySelector(sel("contact-map__placeholder"));
    if (!show || !held || !placeholder) return;
    show.addEventListener("click", (event) => {
      event.preventDefault();
      const frame = held.content.firstElementChild?.cloneNode(true);
      if (!(frame instanceof HTMLIFrameElement)) return;
      placeholder.replaceWith(frame);
      held.remove();
      frame.focus();
    });
    root.dataset.enhanced = "";
  },
});
