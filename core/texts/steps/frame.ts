import type { VehicleNoun } from "./questions.ts";

/** Copy shared by every step of the flow. */
export const stepFrameTexts = {
  back: "Tilbake",
  next: "Neste",
  yes: "Ja",
  no: "Nei",
  /** Shown while an answer is being sent and the next step is prepared. */
  working: "Vennligst vent",
} as const;

/** The progress indicator above a step (issue 20): which part of the purchase, of how many. */
export const stepProgressTexts = {
  position: (number: number, of: number) => `Steg ${number} av ${of}`,
  section: {
    kjoretoy: (noun: VehicleNoun) => (noun === "bobilen" ? "Finn bobilen" : "Finn bilen"),
    sporsmal: (noun: VehicleNoun) => `Om ${noun} og deg`,
    tilbud: () => "Pris og dekning",
    kjop: () => "Kjøp",
  },
} as const;
