import type { ProductValue } from "../domain/products.ts";

/**
 * The product's word in 'Sjekk pris på {product}forsikring' (SPEC §2) and in '{Product}forsikring':
 * one per product of SPEC §1. The detail page (detalj) is about a motor insurance in general.
 */
export const productWords: Readonly<Record<ProductValue, string>> = {
  bil: "bil",
  moped: "moped",
  motorsykkel: "motorsykkel",
  båt: "båt",
  snøscooter: "snøscooter",
  traktor: "traktor",
  veteran: "veteranbil",
  "henger-campingvogn": "henger- og campingvogn",
  "smaa-elektriske": "elsparkesykkel",
  bobil: "bobil",
  detalj: "motor",
};

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** The page of a product that is bought somewhere else (never the not-found page). */
export const soldElsewhereTexts = {
  title: (product: ProductValue) => `${capitalised(productWords[product])}forsikring`,
  lead: (product: ProductValue) =>
    `Her kan du kjøpe bilforsikring og bobilforsikring. ${capitalised(productWords[product])}forsikring kjøper du under Kjøp forsikring på forsikringssidene våre.`,
  contact: "Lurer du på noe, eller vil du heller kjøpe på telefon? Ring oss, så hjelper vi deg.",
  buyLink: "Gå til Kjøp forsikring",
  buyHref: "/privat/forsikring/kjop",
  contactLink: "Kontakt oss",
} as const;
