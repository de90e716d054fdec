/**
 * "Continue exploring" links at the foot of the approach and strategic-alliances pages: where a
 * reader of each page most likely wants to go next.
 */
interface NextStep {
  label: string;
  href: string;
  description: string;
}

const companies: NextStep = {
  label: "Our companies",
  href: "/our-investments",
  description: "The businesses we own and build across construction, real estate, energy, technology and more.",
};
const contacts: NextStep = {
  label: "Contact us",
  href: "/contacts",
  description: "Talk to our head office in Lagos about partnerships, investment or careers in the group.",
};

export const nextSteps: Record<"approach" | "strategicAlliances", NextStep[]> = {
  approach: [
    companies,
    {
      label: "Strategic alliances",
      href: "/strategic-alliances",
      description: "How we build our largest undertakings with international and local partners.",
    },
    contacts,
  ],
  strategicAlliances: [
    {
      label: "Our approach",
      href: "/approach",
      description: "Patient capital and active ownership: how we invest on a value basis.",
    },
    companies,
    contacts,
  ],
};
