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
