/** SPEC §2: the intro text's A/B test, decided by whether the customer number is even or odd. */
export const introTextExperiment = "intro-tekst";
export const introTextVariants = ["A", "B"] as const;
export type IntroTextVariant = (typeof introTextVariants)[number];

/** Even customer number: 'A'; odd: 'B'; no digits at all: undefined (no test). */
export function introTextVariant(customerNumber: string | number): IntroTextVariant | undefined {
  const digits = String(customerNumber).replace(/\D/g, "");
  const last = digits.at(-1);
  if (last === undefined) return undefined;
  return Number(last) % 2 === 0 ? "A" : "B";
}
