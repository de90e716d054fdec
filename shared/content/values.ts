/**
 * The three core values of /about-us/our-culture-and-core-values. Tagline and description are the
 * built-in texts (seeds of the coreValuesCopy and coreValues blocks); the page shows the stored ones.
 */
import { FALLBACKS } from "../fallbacks.ts";
import { fallbacks } from "./site.ts";
import type { CoreValue } from "./types.ts";

export const coreValuesHeading = "Culture Built on Enduring Values";

export const coreValuesIntro = FALLBACKS.coreValuesCopy.intro;

export const coreValues: CoreValue[] = [
  {
    key: "integrity",
    name: "Integrity",
    icon: "integrity",
    tagline: FALLBACKS.coreValuesCopy.integrityTagline,
    description: fallbacks.coreValues.integrity,
  },
  {
    key: "excellence",
    name: "Excellence",
    icon: "excellence",
    tagline: FALLBACKS.coreValuesCopy.excellenceTagline,
    description: fallbacks.coreValues.excellence,
  },
  {
    key: "innovation",
    name: "Innovation",
    icon: "innovation",
    tagline: FALLBACKS.coreValuesCopy.innovationTagline,
    description: fallbacks.coreValues.innovation,
  },
];
