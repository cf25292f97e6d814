import type { TariffInput } from "../../../server/tariff/tariff.ts";

/** The tariff's input for an ordinary car (docs/tariff.md, example A): tests vary one field at a time. */
export const ordinaryCar: TariffInput = {
  biltype: "BIL",
  verdigruppe: 5,
  alder: 8,
  registreringsalder: 8,
  avregistrert: false,
  bonuskode: "70",
  kjorelengdekode: "12",
  ungFoerer: false,
  rabattProsent: 15,
  loMedlem: false,
  pant: false,
  leasing: false,
  leasetIRegisteret: false,
};
