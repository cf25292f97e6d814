const firstWeights = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;
const secondWeights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

function checkDigit(digits: string, weights: readonly number[]): number | undefined {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const remainder = 11 - (sum % 11);
  if (remainder === 11) return 0;
  if (remainder === 10) return undefined;
  return remainder;
}

/**
 * A synthetic national id in the Test Norge style: the birth month is raised by 80, so it can
 * never belong to a real person, and both mod-11 check digits are valid. The individual number
 * is the first one from `startIndividual` that gives valid check digits.
 */
export function syntheticFnr(birthDate: Date, startIndividual = 0): string {
  const year = birthDate.getUTCFullYear();
  const day = String(birthDate.getUTCDate()).padStart(2, "0");
  const month = String(birthDate.getUTCMonth() + 1 + 80);
  const shortYear = String(year % 100).padStart(2, "0");
  // Individual numbers 000-499 mean born 1900-1999, 500-999 mean born 2000-2039.
  const [low, high] = year >= 2000 ? [500, 999] : [0, 499];
  for (let offset = 0; offset <= high - low; offset += 1) {
    const individual = low + ((startIndividual + offset) % (high - low + 1));
    const base = `${day}${month}${shortYear}${String(individual).padStart(3, "0")}`;
    const first = checkDigit(base, firstWeights);
    if (first === undefined) continue;
    const second = checkDigit(`${base}${first}`, secondWeights);
    if (second === undefined) continue;
    return `${base}${first}${second}`;
  }
  throw new Error(`No synthetic fnr possible for ${birthDate.toISOString()}`);
}
