/**
 * Leadership portrait plates: a monogram in a tall arched niche, until the company supplies
 * photographs.
 */
import { type Ctx, glowAt, vignette } from "./elements.ts";
import { GOLD, LIGHT, mix, n } from "./svg.ts";

/** Initials of a name: the first letters of the first and the last name. */
export const initials = (name: string): string => {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts[parts.length - 1]?.[0] ?? "";
  return (first + last).toUpperCase();
};

export const portraitPlate = (c: Ctx, name: string): void => {
  const { s, w, h, p } = c;
  s.wash(0, h, [
    { offset: 0, color: p.night },
    { offset: 0.55, color: p.deep },
    { offset: 1, color: mix(p.deep, GOLD, 0.2) },
  ]);
  // the arch
  const ax = w * 0.16;
  const aw = w * 0.68;
  const top = h * 0.1;
  const bottom = h * 0.92;
  const arch = `M${n(ax)} ${n(bottom)}V${n(top + aw / 2)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(ax + aw)} ${n(top + aw / 2)}V${n(bottom)}Z`;
  s.path(arch, s.linear(0, top, 0, bottom, [
    { offset: 0, color: mix(p.base, GOLD, 0.18) },
    { offset: 1, color: p.deep },
  ]));
  const clip = s.def("a", (id) => `<clipPath id="${id}"><path d="${arch}"/></clipPath>`);
  s.group(`clip-path="url(#${clip})"`, () => {
    glowAt(c, w * 0.5, h * 0.3, w * 0.5, p.glow, 0.25);
    // fine fluting inside the arch, like a stone niche
    let flutes = "";
    for (let x = ax + aw / 12; x < ax + aw; x += aw / 12) flutes += `M${n(x)} ${n(top)}V${n(bottom)}`;
    s.path(flutes, "none", `stroke="${LIGHT}" stroke-width="1" opacity="0.06"`);
  });
  s.path(arch, "none", `stroke="${GOLD}" stroke-width="${n(w * 0.004)}" opacity="0.75"`);
  const inset = w * 0.025;
  const inner = `M${n(ax + inset)} ${n(bottom - inset)}V${n(top + aw / 2)}A${n(aw / 2 - inset)} ${n(aw / 2 - inset)} 0 0 1 ${n(ax + aw - inset)} ${n(top + aw / 2)}V${n(bottom - inset)}Z`;
  s.path(inner, "none", `stroke="${GOLD}" stroke-width="1.5" opacity="0.35"`);
  // the monogram, large, between two fine rules
  const my = h * 0.6;
  s.rect(w * 0.36, h * 0.38, w * 0.28, 1.5, GOLD, `opacity="0.6"`);
  s.rect(w * 0.36, h * 0.66, w * 0.28, 1.5, GOLD, `opacity="0.6"`);
  s.add(
    `<text x="${n(w / 2 + w * 0.012)}" y="${n(my)}" text-anchor="middle" font-family="Liberation Serif, DejaVu Serif, serif" font-size="${n(h * 0.2)}" letter-spacing="${n(w * 0.025)}" fill="${mix(GOLD, LIGHT, 0.35)}">${initials(name)}</text>`,
  );
  vignette(c, 0.4);
};
