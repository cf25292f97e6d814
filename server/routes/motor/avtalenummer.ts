import type { Queryable } from "../../db/database.ts";

const weights = [3, 2, 7, 6, 5, 4, 3, 2];

/** Mod-11 check digit (weights 3,2,7,6,5,4,3,2); undefined when the remainder gives 10. */
export function avtalenummerCheckDigit(eightDigits: string): number | undefined {
  const sum = weights.reduce(
    (total, weight, index) => total + weight * Number(eightDigits[index]),
    0,
  );
  const remainder = 11 - (sum % 11);
  if (remainder === 11) return 0;
  if (remainder === 10) return undefined;
  return remainder;
}

/**
 * The next offer/agreement number: eight digits from a database sequence (from 70000001) and a
 * mod-11 check digit, 9 digits in all. Numbers whose check digit would be 10 are skipped.
 */
export async function nextAvtalenummer(db: Queryable): Promise<string> {
  for (;;) {
    const rows = await db.query<{ value: string }>(
      "select nextval('avtalenummer_seq')::text as value",
    );
    const base = rows[0]?.value ?? "";
    const check = avtalenummerCheckDigit(base);
    if (check !== undefined) return `${base}${check}`;
  }
}
