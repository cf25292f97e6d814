/** Copy shared by every step of the flow. */
export const stepFrameTexts = {
  back: "Tilbake",
  next: "Neste",
  yes: "Ja",
  no: "Nei",
  /** Shown while an answer is being sent and the next step is prepared. */
  working: "Vennligst vent",
} as const;
