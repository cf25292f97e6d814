/** Where the app lives; a `goto` outside our own site is never followed (open redirect). */
export const appHomePath = "/privat/forsikring/motor/bil/";

/** The app's page of the customer's open offers (issue 26.7; `offersPagePath` in the app). */
export const appOffersPath = "/privat/forsikring/motor/tilbud";

/** The sandbox's test-ID login page (its form posts here too). */
export const sandboxLoginPath = "/sandbox/login";

/** Where the login's ticket is exchanged for a session, on the app's origin (decision 0015). */
export const sandboxLoginCompletePath = `${sandboxLoginPath}/complete`;

export function safeAppPath(goto: string | undefined): string {
  if (!goto) return appHomePath;
  if (!goto.startsWith("/privat/forsikring/") && !goto.startsWith("/sandbox/")) return appHomePath;
  if (goto.startsWith("//") || goto.includes("\\")) return appHomePath;
  return goto;
}
