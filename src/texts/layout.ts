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
} as const;
