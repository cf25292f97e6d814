/** Reference lists of the sandbox insurer. Company names are invented, not real companies. */

export const lienHolders = [
  { id: "PH01", navn: "Fjordkreditt Bank" },
  { id: "PH02", navn: "Nordlys Finans" },
  { id: "PH03", navn: "Vestvind Sparebank" },
  { id: "PH04", navn: "Bilkreditt Norge" },
  { id: "PH05", navn: "Midtfjell Bank" },
] as const;

export const leasingCompanies = [
  { id: "LS01", navn: "Polar Leasing" },
  { id: "LS02", navn: "Kyst Bilfinans" },
  { id: "LS03", navn: "Nordvei Leasing" },
  { id: "LS04", navn: "Fjellbil Leasing" },
] as const;

export const bonusTransferCompanies = [
  { id: "BO01", navn: "Havgløtt Forsikring" },
  { id: "BO02", navn: "Trygge Veier Forsikring" },
  { id: "BO03", navn: "Nordstjerne Skadeforsikring" },
  { id: "BO04", navn: "Vidde Forsikring" },
  { id: "BO05", navn: "Brygga Gjensidig" },
] as const;

/** The bonus ladder: starting bonus 60 %, maximum 80 % (SPEC §9). */
export const bonusLevels = ["0", "10", "20", "30", "40", "50", "60", "70", "75", "80"].map(
  (bonuskode) => ({
    bonuskode,
    prosent: Number(bonuskode),
    tekst: `${bonuskode} % bonus`,
  }),
);

/** Annual mileage options; '12' (12 000 km) is the default (SPEC §9). */
export const mileageOptions = [
  { kode: "8", km: 8000, tekst: "8 000 km" },
  { kode: "12", km: 12000, tekst: "12 000 km" },
  { kode: "16", km: 16000, tekst: "16 000 km" },
  { kode: "20", km: 20000, tekst: "20 000 km" },
  { kode: "25", km: 25000, tekst: "25 000 km" },
  { kode: "30", km: 30000, tekst: "30 000 km" },
  { kode: "99", km: null, tekst: "Ubegrenset" },
] as const;

/** Customer service of the sandbox insurer, shown in the footer. */
export const contactInformation = {
  navn: "Kundeservice motor",
  telefon: "915 00 100",
  epost: "kundeservice@forsikring.example",
  apningstider: [
    { dag: "Mandag–fredag", tid: "08.00–20.00" },
    { dag: "Lørdag", tid: "10.00–15.00" },
    { dag: "Søndag", tid: "Stengt" },
  ],
};

/** Bank domain segments of the distributors' online banks (SPEC §3 "Bank domain"). */
export const bankContacts = {
  sb1: { banknavn: "Sparebank Sandkasse", domene: "sandkasse" },
  eika: { banknavn: "Eika-banken Sandkasse", domene: "eika-sandkasse" },
  dnb: { banknavn: "Storbanken Sandkasse", domene: "storbank" },
  none: { banknavn: "", domene: "" },
} as const;
