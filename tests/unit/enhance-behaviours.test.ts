import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { compilePageStyles, markupClasses, selectorClasses, stylesForPage, type BehaviourClasses } from "../../server/page-css.ts";
import { BEHAVIOURS, enhanceRoot, type BehaviourName } from "../../shared/enhance.ts";

// Each behaviour of the enhancement script (shared/enhance.ts, client/enhance/) names the classes
// its code adds; a page keeps their style rules when it carries the behaviour's root. These tests
// run a small sample of each behaviour's server markup, its root included, through the page-CSS
// step with the public stylesheets, and check that no rule its code can need is dropped.

const root = path.resolve(import.meta.dirname, "../..");

/** The public stylesheets' sources (the staff area's, under client/admin/, are never pruned). */
const PUBLIC_CSS = ["client/styles", "client/components"]
  .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".css")).map((f) => path.join(root, dir, f)))
  .sort()
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** `data-enhance="name"`, as enhanceRoot renders it. */
const rootOf = (name: BehaviourName) => Object.entries(enhanceRoot(name)).map(([k, v]) => `${k}="${v}"`)[0]!;

/**
 * A sample of each behaviour's server markup (the component named), root included: enough of it
 * that the rules of its declared classes can match (a missing entry is a type error).
 */
const FIXTURES: Record<BehaviourName, string> = {
  header: `<header class="site-header" data-scrolled="false" ${rootOf("header")}><div class="container site-header__bar">
    <nav class="site-nav" aria-label="Main"><ul class="site-nav__list" role="list">
      <li class="site-nav__item site-nav__item--has-menu"><a class="site-nav__link" href="/about-us">About us<svg class="icon site-nav__chevron"></svg></a>
        <ul class="site-nav__submenu" role="list"><li><a class="site-nav__sublink" href="/about-us/who-we-are">Who we are</a></li></ul></li>
    </ul></nav><details class="header-search"><summary class="header-search__toggle">Search the site</summary></details></div></header>`,
  "mobile-menu": `<details class="mobile-menu mobile-menu--static" ${rootOf("mobile-menu")}>
    <summary class="mobile-menu__toggle"><span class="visually-hidden mobile-menu__when-closed">Open menu</span><span class="visually-hidden mobile-menu__when-open">Close menu</span>
      <span class="mobile-menu__icons" aria-hidden="true"><svg class="icon mobile-menu__icon mobile-menu__icon--menu"></svg><svg class="icon mobile-menu__icon mobile-menu__icon--close"></svg></span></summary>
    <div class="mobile-menu__panel"><form role="search" class="site-search-form site-search-form--menu mobile-menu__search" action="/search"></form><nav aria-label="Main menu" class="mobile-menu__nav"><ul class="mobile-menu__list" role="list">
      <li><details class="mobile-menu__group"><summary class="mobile-menu__link mobile-menu__parent">
        <span class="mobile-menu__when-closed mobile-menu__parent-label">About us<svg class="icon"></svg></span>
        <span class="mobile-menu__when-open mobile-menu__back-label"><svg class="icon"></svg>Back</span></summary>
        <div class="mobile-menu__step2"><p class="mobile-menu__step2-title">About us</p><ul class="mobile-menu__sublist" role="list"><li><a class="mobile-menu__link mobile-menu__link--sub" href="/about-us">About us overview</a></li></ul></div></details></li>
      <li><a class="mobile-menu__link" href="/contacts">Contacts</a></li>
    </ul></nav></div></details>`,
  "home-hero": `<header class="home-hero" ${rootOf("home-hero")}><video class="home-hero__video" muted autoplay loop playsinline></video>
    <div class="container home-hero__content"><h1 class="home-hero__title">R28</h1></div></header>`,
  "sector-cards": `<ul class="sector-grid" role="list"><li class="sector-grid__item">
    <article class="sector-card sector-card--from-left" data-direction="-100%" ${rootOf("sector-cards")}><div class="sector-card__inner"><div class="sector-card__face">
      <input type="checkbox" id="sector-x-toggle" class="sector-card__checkbox visually-hidden">
      <label for="sector-x-toggle" class="sector-card__toggle"><span class="visually-hidden">Show the companies of X</span><svg class="icon sector-card__arrow"></svg></label></div>
      <div id="sector-x-companies" class="sector-card__panel"><h4 class="eyebrow sector-card__panel-title">Companies</h4></div></div></article></li></ul>`,
  "investment-filters": `<section class="investments-page__portfolio"><div class="filter-bar" role="search" ${rootOf("investment-filters")}>
    <form method="get" class="filter-form"><label class="eyebrow filter-form__label" for="filter-sector">Sector</label>
      <select id="filter-sector" name="sector" class="filter-form__select"><option value="">all sectors</option></select>
      <button type="submit" class="filter-form__submit field-button">Show</button></form></div>
    <p role="status">8 companies</p><ul class="card-grid" role="list"></ul><nav class="pager" aria-label="Pages of companies"></nav></section>
    <section class="investments-page__portfolio"><p class="card-grid__empty">No investments</p></section>`,
  pending: `<div class="pending-notice" role="status" aria-live="polite" data-pending="company" ${rootOf("pending")}></div>`,
  gallery: `<div class="gallery" ${rootOf("gallery")}><ul class="gallery__grid" role="list"><li class="gallery__item"><a href="/a.webp" class="gallery__thumb"><img src="/a-thumb.webp" alt=""></a></li></ul>
    <dialog class="lightbox"><template class="lightbox__controls">
      <button type="button" class="lightbox__button lightbox__button--prev"></button><button type="button" class="lightbox__button lightbox__button--next"></button><button type="button" class="lightbox__button lightbox__button--close"></button>
    </template></dialog></div>`,
  "news-search": `<section class="news-page__list"><form method="get" role="search" class="news-search" ${rootOf("news-search")}>
    <div class="news-search__field"><input class="news-search__input" type="search" name="q"></div><p class="news-search__status" role="status"></p></form>
    <ul class="card-grid" role="list"><li class="news-card"><h3 class="news-card__title">T</h3><p class="news-card__subtitle">S</p></li></ul><nav class="pager" aria-label="Pages of news and events"></nav></section>
    <section class="news-page__list"><p class="card-grid__empty">No news or events match “x”.</p></section>`,
  "contact-map": `<figure class="contact-map" ${rootOf("contact-map")}><div class="contact-map__frame"><div class="contact-map__placeholder">
    <a class="button contact-map__show" href="/contacts?map=1">Show map</a></div><template class="contact-map__template"><iframe class="contact-map__iframe" title="Map"></iframe></template></div></figure>`,
};

/** A rule's place in the stylesheet: its at-rule blocks (outermost first) and its selector. */
function ruleKey(rule: postcss.Rule, selector: string): string {
  const blocks: string[] = [];
  for (let p = rule.parent; p && p.type === "atrule"; p = p.parent) blocks.unshift(`@${(p as postcss.AtRule).name} ${(p as postcss.AtRule).params}`);
  return `${blocks.join(" ")} ${selector}`;
}

/** Every selector of the stylesheet's style rules, by place (keyframe steps aside). */
function selectorsOf(css: string): { key: string; classes: string[] }[] {
  const out: { key: string; classes: string[] }[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) out.push({ key: ruleKey(rule, selector), classes: selectorClasses(selector) });
  });
  return out;
}

const ALL_SELECTORS = selectorsOf(PUBLIC_CSS);

/**
 * The rules that behaviour `name` can need on a page of `markup` and that the page-CSS step
 * dropped: each selector naming a class the behaviour adds whose classes are all in the markup
 * or added by it.
 */
function droppedRules(behaviours: BehaviourClasses, name: BehaviourName, markup: string): string[] {
  const kept = new Set(selectorsOf(stylesForPage(compilePageStyles(PUBLIC_CSS, behaviours), markup)).map((s) => s.key));
  const added = new Set<string>(BEHAVIOURS[name].adds);
  const available = new Set([...markupClasses(markup), ...added]);
  return ALL_SELECTORS.filter((s) => s.classes.some((c) => added.has(c)) && s.classes.every((c) => available.has(c)) && !kept.has(s.key)).map((s) => s.key.trim());
}

/** The classes the behaviour adds that the stylesheets style and its server markup does not carry: only the script puts them in. */
const scriptOnly = (name: BehaviourName) => {
  const markup = markupClasses(FIXTURES[name]);
  return BEHAVIOURS[name].adds.filter((c: string) => !markup.has(c) && ALL_SELECTORS.some((s) => s.classes.includes(c)));
};

describe("the enhancement script's behaviours (shared/enhance.ts) and each page's styles", () => {
  for (const name of Object.keys(BEHAVIOURS) as BehaviourName[]) {
    it(`${name}: a page with its root keeps the rules of every class it adds`, () => {
      expect(FIXTURES[name]).toContain(rootOf(name));
      expect(droppedRules(BEHAVIOURS, name, FIXTURES[name])).toEqual([]);
    });

    it(`${name}: the classes it only finds are in its server markup, and none is declared twice`, () => {
      const markup = markupClasses(FIXTURES[name]);
      const { adds, finds } = BEHAVIOURS[name] as { adds: readonly string[]; finds: readonly string[] };
      expect(finds.filter((c) => !markup.has(c))).toEqual([]);
      expect(new Set([...adds, ...finds]).size).toBe(adds.length + finds.length);
    });
  }

  it("checks something: the behaviours' own classes (those only the script adds) have rules to keep", () => {
    // The lightbox's frame and counter, the filters' dropdowns, the menu's scripted form… (the
    // news search adds nothing: it swaps in the server's own markup)
    for (const name of ["gallery", "investment-filters", "mobile-menu", "home-hero", "pending"] as const) expect(scriptOnly(name), name).not.toEqual([]);
  });

  for (const name of Object.keys(BEHAVIOURS) as BehaviourName[]) {
    const only = scriptOnly(name);
    if (only.length === 0) continue;
    it(`${name}: a class its code adds but does not declare loses its rules, and the check says so`, () => {
      const forgotten = only[0]!;
      const behaviours = { ...BEHAVIOURS, [name]: { adds: BEHAVIOURS[name].adds.filter((c: string) => c !== forgotten) } };
      const dropped = droppedRules(behaviours, name, FIXTURES[name]);
      expect(dropped.length).toBeGreaterThan(0);
      expect(dropped.every((key) => key.includes(`.${forgotten}`))).toBe(true);
    });

    it(`${name}: without its root a page does not keep the rules of the classes only its code adds`, () => {
      const withoutRoot = FIXTURES[name].replace(rootOf(name), "");
      expect(droppedRules(BEHAVIOURS, name, withoutRoot)).toEqual(expect.arrayContaining([expect.stringContaining(`.${only[0]}`)]));
    });
  }
});
