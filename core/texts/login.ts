import type { ProductValue } from "../domain/products.ts";
import { productWords } from "./products.ts";

/** The login page (SPEC §2, "Other screens"). */
export const loginTexts = {
  title: (product: ProductValue) => `Sjekk pris på ${productWords[product]}forsikring`,
  deliveredBy: "Forsikringen leveres av forsikringsselskapet vårt.",
  whyIdentify:
    "For å gi deg et personlig tilbud må vi vite hvem du er. Logg inn med elektronisk ID.",
  frameTitle: "Innlogging",
} as const;

export const welcomeTexts = {
  greeting: (name: string) => `Hei, ${name}`,
  customerNumber: (kundenummer: string) => `Kundenummer ${kundenummer}`,
} as const;
