import { wrapIndex } from "../lib/news.ts";
import { defineBehaviour } from "./define.ts";
import { h } from "./dom.ts";

/**
 * A photo gallery (client/components/news/Gallery.tsx): without scripts each thumbnail is a plain
 * link to the full photo. This makes a thumbnail open the page's modal lightbox: previous / next
 * (wrapping at both ends) and close buttons (the server's own, from a <template>), arrow keys to
 * move, Escape or a click on the backdrop to close, focus kept inside while open and returned to
 * the thumbnail that opened it. Marks the gallery `data-enhanced` (styles and tests key on it).
 */
export const gallery = defineBehaviour({
  name: "gallery",
  run(gallery, cls, sel) {
    const dialog = gallery.querySelector<HTMLDialogElement>(`dialog${sel("lightbox")}`);
    const controls = gallery.querySelector<HTMLTemplateElement>(`template${sel("lightbox__controls")}`);
    const thumbs = [...gallery.querySelectorAll<HTMLAnchorElement>(`a${sel("gallery__thumb")}`)];
    if (!dialog || !controls || thumbs.length === 0) return;
    const images = thumbs.map((a) => ({ src: a.getAttribute("href") ?? "", alt: a.dataset.alt ?? "", caption: a.dataset.caption ?? a.dataset.alt ?? "", width: a.dataset.width ?? "", height: a.dataset.height ?? "" }));
    let index: number | null = null;
    let opener = 0;

    const show = (i: number) => {
      const image = images[i]!;
      const img = h("img", { class: cls("lightbox__image"), src: image.src, alt: image.alt, width: image.width, height: image.height });
      const count = h("span", { class: cls("lightbox__count"), "aria-live": "polite" }, `${i + 1} / ${images.length}`);
      const figure = h("figure", { class: cls("lightbox__figure") }, img, h("figcaption", { class: cls("lightbox__caption") }, count, h("span", {}, image.caption)));
      const frame = dialog.querySelector(sel("lightbox__frame"));
      if (frame) {
        frame.querySelector(sel("lightbox__figure"))?.replaceWith(figure);
        return;
      }
      const buttons = document.importNode(controls.content, true);
      buttons.querySelector(sel("lightbox__button--prev"))?.addEventListener("click", () => step(-1));
      buttons.querySelector(sel("lightbox__button--next"))?.addEventListener("click", () => step(1));
      buttons.querySelector(sel("lightbox__button--close"))?.addEventListener("click", close);
      dialog.append(h("div", { class: cls("lightbox__frame") }, figure, buttons));
    };
    const open = (i: number) => {
      opener = i;
      index = i;
      show(i);
      if (!dialog.open) dialog.showModal();
      dialog.querySelector<HTMLButtonElement>(sel("lightbox__button--close"))?.focus();
    };
    const close = () => {
      if (index === null) return;
      index = null;
      dialog.querySelector(sel("lightbox__frame"))?.remove();
      if (dialog.open) dialog.close();
      // Back to the thumbnail that opened it (possible once the modal no longer makes the page inert).
      thumbs[opener]?.focus();
    };
    const step = (by: number) => {
      if (index === null) return;
      index = wrapIndex(index + by, images.length);
      show(index);
    };

    thumbs.forEach((thumb, i) =>
      thumb.addEventListener("click", (event) => {
        // Let modified clicks (new tab, download) do what links do.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open(i);
      }),
    );
    dialog.addEventListener("cancel", (event) => {
      event.preventDefault();
      close();
    });
    // A click on the backdrop (the dialog itself, outside its content) closes it.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) close();
    });
    dialog.addEventListener("keydown", (event) => {
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        step(event.key === "ArrowRight" ? 1 : -1);
      } else if (event.key === "Tab") {
        // Keep focus on the dialog's own controls.
        const buttons = [...dialog.querySelectorAll<HTMLElement>("button")];
        const first = buttons[0];
        const last = buttons[buttons.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    });
    gallery.dataset.enhanced = "";
  },
});
