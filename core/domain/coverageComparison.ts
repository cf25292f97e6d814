/**
 * The coverage comparison of the price page (issue 20): what each level adds over the level below
 * it and what it lacks of the highest level offered. Levels are compared by benefit: two texts of
 * the same benefit (personal belongings up to 10 000 or 20 000 kr) are an upgrade, not a new thing.
 */

/** One thing a coverage includes: `key` names the benefit, `short` is its name in a comparison. */
export interface Benefit {
  key: string;
  text: string;
  short: string;
  /** Advice rather than cover ('suits cars under 50 000 kr'): never compared. */
  note?: boolean;
  /**
   * Cover only for a vehicle at most this many years past its registration year (SPEC §9: a new
   * car on total loss, 3 years with toppkasko, 1 year with kasko and minikasko).
   */
  maxVehicleAge?: number;
}

/**
 * The benefits that apply to the customer's vehicle: one older than a benefit's limit does not
 * get it, so it is neither promised nor given as a reason to choose a higher level (issue 29
 * item 18). An unknown age (no registration year) keeps every benefit.
 */
export function benefitsForVehicle(
  benefits: readonly Benefit[],
  vehicleAge: number | null,
): readonly Benefit[] {
  if (vehicleAge === null) return benefits;
  return benefits.filter(
    (benefit) => benefit.maxVehicleAge === undefined || vehicleAge <= benefit.maxVehicleAge,
  );
}

export interface CoverageLevel {
  id: string;
  heading: string;
  /** Its place in the ladder (higher covers more); levels of the same rank are alternatives. */
  rank: number;
  benefits: readonly Benefit[];
}

export interface CoverageDifference {
  /** The heading of the level below it, or null for the lowest. */
  below: string | null;
  /** Short names of what it adds over the level below (new benefits and upgraded ones). */
  adds: string[];
  /** Short names of what the highest level has and it has not. */
  lacks: string[];
}

const compared = (level: CoverageLevel) => level.benefits.filter((benefit) => !benefit.note);

/** The difference of each level, by id, against the others offered beside it. */
export function compareCoverageLevels(
  levels: readonly CoverageLevel[],
): Record<string, CoverageDifference> {
  const ranked = [...levels].sort((a, b) => a.rank - b.rank);
  const highest = ranked.at(-1);
  const differences: Record<string, CoverageDifference> = {};
  for (const level of ranked) {
    const below = ranked.filter((other) => other.rank < level.rank).at(-1) ?? null;
    const belowTexts = new Set(below ? compared(below).map((benefit) => benefit.text) : []);
    const own = new Set(compared(level).map((benefit) => benefit.key));
    differences[level.id] = {
      below: below?.heading ?? null,
      adds: below
        ? compared(level)
            .filter((benefit) => !belowTexts.has(benefit.text))
            .map((benefit) => benefit.short)
        : [],
      lacks: highest
        ? compared(highest)
            .filter((benefit) => !own.has(benefit.key))
            .map((benefit) => benefit.short)
        : [],
    };
  }
  return differences;
}
