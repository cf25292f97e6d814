/** SPEC §2: where the default back action goes when there is no history to go back to. */
export const fallbackBackHref = "/privat/forsikring/oversikt";

/** The parts of `window` the back action uses, so tests can pass their own. */
export interface BackEnvironment {
  history: Pick<History, "length" | "back">;
  location: Pick<Location, "assign">;
}

/**
 * The default back action (SPEC §2): browser history back, or the insurance overview when this
 * page is the first entry of the tab's history.
 */
export function defaultBack(environment: BackEnvironment = window): void {
  if (environment.history.length > 1) environment.history.back();
  else environment.location.assign(fallbackBackHref);
}

/**
 * The back action of a page every address of the app shows (a purchase block, the generic
 * error): going back within the app only shows it again, and how many of the tab's entries
 * before it are the app's (the login, an earlier visit) cannot be known. So it leaves for the
 * insurance overview, where the customer came from or would go next.
 */
export function leaveApp(environment: Pick<BackEnvironment, "location"> = window): void {
  environment.location.assign(fallbackBackHref);
}
