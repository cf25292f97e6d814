/** Synthetic personal data used by the privacy tests, and a finder for any trace of it. */
export const person = {
  fnr: "01019012345",
  fnrSpaced: "010190 12345",
  otherOwnerFnr: "24068912346",
  regnr: "AB12345",
  regnrSpaced: "EL 12345",
  bonusRegnr: "CD1234",
  phone: "91234567",
  phoneMasked: "912 34 567",
  phonePairs: "22 33 44 55",
  phoneIntl: "+47 91234567",
  email: "ola.nordmann@example.no",
  firstName: "Ola",
  lastName: "Nordmann",
  otherOwnerName: "Kari Bakke-Hansen",
} as const;

export const knownNames = [`${person.firstName} ${person.lastName}`, person.otherOwnerName];

/** Every way a value may appear: as typed, without spaces, URL-encoded. */
function variants(value: string): string[] {
  return [value, value.replace(/\s/g, ""), encodeURIComponent(value)];
}

const needles = [
  ...variants(person.fnr),
  ...variants(person.fnrSpaced),
  ...variants(person.otherOwnerFnr),
  ...variants(person.regnr),
  ...variants(person.regnrSpaced),
  ...variants(person.bonusRegnr),
  ...variants(person.phone),
  ...variants(person.phoneMasked),
  ...variants(person.phonePairs),
  ...variants(person.email),
  "ola.nordmann%40example.no",
  person.firstName,
  person.lastName,
  "Kari",
  "Bakke",
  "Hansen",
];

const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Each value as a whole token (not inside a longer run of letters or digits): a random id such as
 * mixpanel's `$insert_id` may well contain "ola" or "kari" without naming anyone.
 */
const patterns = needles.map((needle) => ({
  needle,
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapePattern(needle)}(?![\\p{L}\\p{N}])`, "iu"),
}));

/** The personal values found in `payload` (serialised), case-insensitive for names. */
export function personalDataIn(payload: unknown): string[] {
  const text = JSON.stringify(payload) ?? "";
  return [
    ...new Set(patterns.filter(({ pattern }) => pattern.test(text)).map(({ needle }) => needle)),
  ];
}
