/**
 * Request bodies the tests send to the sandbox API, apart from the server harness so that the
 * browser tests (which cannot load the server's modules) can send them too.
 */

/** A SPEC §3 price request with the usual answers for `bildetaljer`; `overrides` changes any field. */
export function priceRequestBody(
  bildetaljer: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    clientMode: "KUNDE",
    bonuskode: "70",
    foererUnder23: false,
    nyPakkestruktur: true,
    tilleggsdekninger: [],
    pant: false,
    leasing: false,
    kjorelengdekode: "12",
    bildetaljer,
    ...overrides,
  };
}

/** A purchase of the saved offer `avtalenummer` for Kari Nordkapp (vanlig); `overrides` changes any field. */
export function purchaseRequestBody(
  avtalenummer: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    avtalenummer,
    regnr: "SX10001",
    registreringsaar: 2026,
    kmStand: 1200,
    epostadresse: "kari.nordkapp@example.com",
    mobilnummer: "41000002",
    inkludereBobil: false,
    nyPakkestruktur: true,
    egenandelId: "6000",
    ...overrides,
  };
}
