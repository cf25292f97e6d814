import type { Queryable } from "../db/database.ts";

/** Express-price references (ekspresspris/{prisreferanse}); docs/sandbox.md lists them. */
export const priceReferences = [
  {
    prisreferanse: "EKSPRESSPRIS00000001",
    registreringsnummer: "SX10001",
    bonuskode: "70",
    ungFoerer: false,
    pant: false,
    kjorelengdekode: "12",
  },
  {
    prisreferanse: "EKSPRESSPRIS00000002",
    registreringsnummer: "SX20002",
    bonuskode: "40",
    ungFoerer: true,
    pant: true,
    kjorelengdekode: "16",
  },
  {
    prisreferanse: "EKSPRESSPRIS00000003",
    registreringsnummer: "BO10001",
    bonuskode: "60",
    ungFoerer: false,
    pant: false,
    kjorelengdekode: "8",
  },
  // A similar vehicle is already insured (FE30003): the basis data comes with a 200 and carries
  // the error (`feil: { kode: "finnes" }`), as SPEC §4 "if the data contains an error".
  {
    prisreferanse: "EKSPRESSPRIS00000008",
    registreringsnummer: "FE30003",
    bonuskode: "60",
    ungFoerer: false,
    pant: false,
    kjorelengdekode: "12",
    feilIDataene: true,
  },
  // The price needs an assessment (FE50005, begrenset): the basis data is only the error, a 200
  // with `feil` and none of the other fields (SPEC §8 "They come from details.feil").
  {
    prisreferanse: "EKSPRESSPRIS00000010",
    registreringsnummer: "FE50005",
    bonuskode: "60",
    ungFoerer: false,
    pant: false,
    kjorelengdekode: "12",
    feilIDataene: true,
    bareFeil: true,
  },
  // The vehicle is over 20 years old: the reference answers 422 gammeltKjoretoy.
  {
    prisreferanse: "EKSPRESSPRIS00000009",
    registreringsnummer: "FE70007",
    bonuskode: "50",
    ungFoerer: false,
    pant: false,
    kjorelengdekode: "12",
  },
] as const;

/** Whether the reference answers its vehicle's error inside a 200 rather than as a 422. */
export function reportsErrorInData(prisreferanse: string): boolean {
  return priceReferences.some(
    (reference) =>
      reference.prisreferanse === prisreferanse &&
      "feilIDataene" in reference &&
      reference.feilIDataene,
  );
}

/** Whether the reference's answer is its error alone, without the basis data. */
export function answersOnlyTheError(prisreferanse: string): boolean {
  return priceReferences.some(
    (reference) =>
      reference.prisreferanse === prisreferanse && "bareFeil" in reference && reference.bareFeil,
  );
}

export async function seedPriceReferences(db: Queryable): Promise<void> {
  await db.query(
    `insert into price_references (prisreferanse, registreringsnummer, bonuskode, ung_foerer, pant,
       kjorelengdekode)
     select * from json_to_recordset($1::json) as x(prisreferanse text,
       registreringsnummer text, bonuskode text, ung_foerer boolean, pant boolean,
       kjorelengdekode text)
     on conflict (prisreferanse) do update set registreringsnummer = excluded.registreringsnummer,
       bonuskode = excluded.bonuskode, ung_foerer = excluded.ung_foerer, pant = excluded.pant,
       kjorelengdekode = excluded.kjorelengdekode`,
    [
      JSON.stringify(
        priceReferences.map((reference) => ({
          prisreferanse: reference.prisreferanse,
          registreringsnummer: reference.registreringsnummer,
          bonuskode: reference.bonuskode,
          ung_foerer: reference.ungFoerer,
          pant: reference.pant,
          kjorelengdekode: reference.kjorelengdekode,
        })),
      ),
    ],
  );
}
