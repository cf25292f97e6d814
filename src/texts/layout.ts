/** Copy of the page frame. */
export const layoutTexts = {
  skipToMain: "Hopp til hovedinnhold",
  /** The product name in the header, per product path (SPEC §2). */
  productName: {
    bil: "Bilforsikring",
    bobil: "Bobilforsikring",
  },
} as const;
