/** The session-timeout warning (SPEC §4 "Session timeout"). */
export const sessionTimeoutTexts = {
  title: "Du blir snart logget ut",
  body: (secondsLeft: number) =>
    `Av sikkerhetshensyn blir du logget ut om ${secondsLeft} ${secondsLeft === 1 ? "sekund" : "sekunder"} hvis du ikke gjør noe.`,
  continue: "Fortsett økten",
  logout: "Logg ut",
  busy: "Vennligst vent",
  expiredTitle: "Du er logget ut",
  expiredBody: "Økten din er utløpt. Logg inn på nytt for å fortsette.",
} as const;
