/** Where the app lives; a `goto` outside our own site is never followed (open redirect). */
export const appHomePath = "/privat/forsikring/motor/bil/";

export function safeAppPath(goto: string | undefined): string {
  if (!goto) return appHomePath;
  if (!goto.startsWith("/privat/forsikring/") && !goto.startsWith("/sandbox/")) return appHomePath;
  if (goto.startsWith("//") || goto.includes("\\")) return appHomePath;
  return goto;
}
