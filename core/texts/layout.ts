/** Copy of the page frame. */
export const layoutTexts = {
  skipToMain: "Hopp til hovedinnhold",
  /** The product name in the header, per product path (SPEC §2). */
  productName: {
    bil: "Bilforsikring",
    bobil: "Bobilforsikring",
  },
  /** SPEC §6: the union programme's mark beside the product name, for a union member. */
  unionProgrammeMark: "Medlemsfordel i forbundsprogrammet",
  /** The document title of a page: its h1, then the product (WCAG 2.4.2). */
  documentTitle: (pageTitle: string, productName: string) => `${pageTitle} – ${productName}`,
} as const;
