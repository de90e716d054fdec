import { describe, expect, it } from "vitest";
import { compilePageStyles, markupClasses, markupRoots, selectorAlternatives, selectorClasses, stylesForPage } from "../../server/page-css.ts";

const CSS = [
  "@layer reset,base;",
  "@font-face{font-family:Inter;src:url(/f.woff2)}",
  "@keyframes rise-in{from{opacity:0}to{opacity:1}}",
  ":root{--ink:#111}",
  "body{margin:0}",
  ".card{padding:1rem}",
  ".hero{animation:rise-in 1s}",
  "@keyframes lightbox-in{from{opacity:0}}",
  ".lightbox{animation:lightbox-in .2s}",
  ":is(.news-list .grid>li:first-child,.teaser .grid>li:last-child){grid-column:1/-1}",
  ".card__title,.gallery__title{font-weight:600}",
  ".lightbox__count{color:#fff}",
  ".menu:not(.menu--open) .menu__panel{display:none}",
  "@media (min-width:768px){.card{padding:2rem}.news-grid{display:grid}}",
  "@layer pages{.news-grid{gap:1rem}.card[data-tone]{border-color:red}}",
  "@supports (display:grid){.absent{display:grid}}",
].join("");

const page = (classes: string) => `<html><head></head><body><div class="${classes}"><h2 class="card__title">t</h2></div></body></html>`;

describe("each page's own styles (server/page-css.ts)", () => {
  it("keeps the rules whose classes the page carries and drops the others", () => {
    const css = stylesForPage(compilePageStyles(CSS), page("card"));
    expect(css).toContain(".card{padding:1rem}");
    expect(css).toContain("@media (min-width:768px){.card{padding:2rem}}");
    expect(css).toContain(".card[data-tone]{border-color:red}");
    expect(css).not.toContain("news-grid");
    expect(css).not.toContain("lightbox");
    expect(css).not.toContain(".absent");
  });

  it("always keeps what names no class: element and :root rules, @font-face, @layer order", () => {
    const css = stylesForPage(compilePageStyles(CSS), "<p>no classes</p>");
    for (const kept of ["@layer reset,base;", "@font-face{font-family:Inter;src:url(/f.woff2)}", ":root{--ink:#111}", "body{margin:0}"]) {
      expect(css).toContain(kept);
    }
  });

  it("keeps an @keyframes only while a kept rule runs it", () => {
    expect(stylesForPage(compilePageStyles(CSS), "<p>no classes</p>")).not.toContain("@keyframes");
    const css = stylesForPage(compilePageStyles(CSS), page("hero"));
    expect(css).toContain("@keyframes rise-in{from{opacity:0}to{opacity:1}}");
    expect(css).not.toContain("lightbox-in");
    expect(stylesForPage(compilePageStyles(CSS), page("lightbox"))).toContain("@keyframes lightbox-in{from{opacity:0}}");
  });

  it("keeps a rule under :is() only when one of its arguments can match", () => {
    expect(selectorAlternatives(":is(.a .b,.c) .d")).toEqual([[["a", "b"], ["c"]]]);
    expect(selectorAlternatives(".x:not(:is(.a))")).toEqual([]);
    const rule = ":is(.news-list .grid>li:first-child,.teaser .grid>li:last-child){grid-column:1/-1}";
    expect(stylesForPage(compilePageStyles(CSS), page("grid"))).not.toContain(rule);
    expect(stylesForPage(compilePageStyles(CSS), page("teaser grid"))).toContain(rule);
    expect(stylesForPage(compilePageStyles(CSS), page("news-list grid"))).toContain(rule);
  });

  it("drops a block (@media, @layer, @supports) left empty, and keeps only the selectors of a list that can match", () => {
    const css = stylesForPage(compilePageStyles(CSS), page("news-grid"));
    expect(css).toContain("@layer pages{.news-grid{gap:1rem}}");
    expect(css).not.toContain("@supports");
    expect(css).toContain(".card__title{font-weight:600}");
    expect(css).not.toContain("gallery__title");
  });

  it("keeps an emptied named layer as a statement, so the layers after it keep their order", () => {
    const styles = compilePageStyles("@layer base{.a{color:red}}@layer pages{.b{color:blue}}@layer base{.b{color:green}}@media print{@layer late{.a{color:red}}}");
    expect(stylesForPage(styles, page("b"))).toBe("@layer base;@layer pages{.b{color:blue}}@layer base{.b{color:green}}@media print{@layer late;}");
  });

  it("does not require the classes inside :not() (the rule can match without them)", () => {
    expect(selectorClasses(".menu:not(.menu--open) .menu__panel")).toEqual(["menu", "menu__panel"]);
    expect(selectorClasses(":is(.a,.b) .c[data-x='.y']")).toEqual(["c"]);
    const css = stylesForPage(compilePageStyles(CSS), page("menu menu__panel"));
    expect(css).toContain(".menu:not(.menu--open) .menu__panel{display:none}");
  });

  it("keeps the classes a behaviour adds only on pages whose markup carries that behaviour's root", () => {
    const styles = compilePageStyles(CSS, { gallery: { adds: ["lightbox__count"] }, menu: { adds: ["menu--open"] } });
    expect(stylesForPage(styles, page("card"))).not.toContain("lightbox__count");
    expect(stylesForPage(styles, `<div data-enhance="gallery"></div>`)).toContain(".lightbox__count{color:#fff}");
    // Another behaviour's root brings only its own classes; a root's class alone brings none.
    expect(stylesForPage(styles, `<div class="menu" data-enhance="menu"></div>`)).not.toContain("lightbox__count");
    expect(stylesForPage(styles, page("gallery lightbox"))).not.toContain("lightbox__count");
    // A root in a template counts (its markup may be put in the page); an unknown name brings nothing.
    expect(stylesForPage(styles, `<template><div data-enhance="gallery"></div></template>`)).toContain(".lightbox__count{color:#fff}");
    expect(stylesForPage(styles, `<div data-enhance="toString"></div>`)).not.toContain("lightbox__count");
  });

  it("keeps no behaviour's classes when the pages have no enhancement script", () => {
    expect(stylesForPage(compilePageStyles(CSS), `<div data-enhance="gallery"></div>`)).not.toContain("lightbox__count");
  });

  it("reads the roots from every data-enhance attribute of the markup", () => {
    expect([...markupRoots('<header data-enhance="header"></header><template><div class="x" data-enhance="gallery"></div></template>')]).toEqual(["header", "gallery"]);
  });

  it("reads classes from every class attribute of the markup, templates included", () => {
    expect([...markupClasses('<a class="x  y"></a><template><button class="lightbox__button z"></button></template>')]).toEqual(["x", "y", "lightbox__button", "z"]);
  });
});
