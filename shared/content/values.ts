/**
 * The three core values of /about-us/our-culture-and-core-values. The description is the
 * built-in text; staff may replace it through the core-values content block.
 */
import { fallbacks } from "./site.ts";
import type { CoreValue } from "./types.ts";

export const coreValuesHeading = "Culture Built on Enduring Values";

export const coreValuesIntro =
  "Our companies work in very different industries, but they share one way of working. Three values guide how we invest, how we lead and how we treat the people who rely on us.";

export const coreValues: CoreValue[] = [
  {
    key: "integrity",
    name: "Integrity",
    icon: "integrity",
    tagline: "Our word is our bond",
    description: fallbacks.coreValues.integrity,
  },
  {
    key: "excellence",
    name: "Excellence",
    icon: "excellence",
    tagline: "The best work, every time",
    description: fallbacks.coreValues.excellence,
  },
  {
    key: "innovation",
    name: "Innovation",
    icon: "innovation",
    tagline: "Better ways to build",
    description: fallbacks.coreValues.innovation,
  },
];
