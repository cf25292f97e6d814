/**
 * Where a step sits in the purchase, for the progress indicator (issue 20: "Steg 2 av 4"). The
 * flow branches (leasing, another owner, a motorhome's value), so a count of single steps would
 * change under the customer's feet; the four sections do not, whichever branch is taken. The
 * entry pages, the express price and the receipt belong to no section.
 */
export const progressSections = ["kjoretoy", "sporsmal", "tilbud", "kjop"] as const;

export type ProgressSection = (typeof progressSections)[number];

const sectionOfStep: Readonly<Record<string, ProgressSection>> = {
  harBil: "kjoretoy",
  velgBil: "kjoretoy",
  modellvelger: "kjoretoy",
  bobilVerdi: "kjoretoy",
  leasing: "sporsmal",
  eier: "sporsmal",
  eierNavn: "sporsmal",
  eierFnr: "sporsmal",
  pant: "sporsmal",
  over23: "sporsmal",
  bonus: "sporsmal",
  sjekkBilInfo: "sporsmal",
  pris: "tilbud",
  tilleggsdekning: "tilbud",
  tilpass: "tilbud",
  regnummerChassisnummer: "kjop",
  kilometer: "kjop",
  kontaktinfo: "kjop",
  bonusOverforing: "kjop",
  kjop: "kjop",
  samtykke: "kjop",
};

/** The section a step belongs to, as its `meta.section`; none for entry pages and the receipt. */
export function progressSectionOf(stepId: string): { section?: ProgressSection } {
  const section = sectionOfStep[stepId];
  return section ? { section } : {};
}
