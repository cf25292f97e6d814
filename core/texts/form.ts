/** Copy of the shared form parts: the error summary (Aksel pattern). */
export const formTexts = {
  errorSummaryHeading: "Du må rette opp dette før du kan gå videre",
} as const;
