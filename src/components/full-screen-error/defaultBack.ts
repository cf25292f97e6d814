/** SPEC §2: where the default back action goes when there is no history to go back to. */
const fallbackBackHref = "/privat/forsikring/oversikt";

/** The parts of `window` the back action uses, so tests can pass their own. */
export interface BackEnvironment {
  history: Pick<History, "length" | "back" | "go">;
  location: Pick<Location, "assign" | "pathname" | "search">;
  /** Chromium's Navigation API: whether this page is the first of its own entries in the tab. */
  navigation?:
    | {
        readonly currentEntry: { readonly index: number } | null;
        entries(): readonly { readonly sameDocument: boolean }[];
      }
    | undefined;
  sessionStorage?: Pick<Storage, "setItem"> | undefined;
  /** The login page this page load followed (default: read as the page loaded). */
  loginPageBefore?: LoginPageMark | null;
}

/** Where the app's login page was shown in this tab, and the tab's history length then. */
const loginPageKey = "kfp-login-page";

export interface LoginPageMark {
  address: string;
  length: number;
}

const addressOf = (location: Pick<Location, "pathname" | "search">) =>
  `${location.pathname}${location.search}`;

/**
 * The login page notes where it was shown: after the login the tab loads the same address anew,
 * so the entry before that page is the login page, and going back to it shows the same page
 * again (issue 29 item 22).
 */
export function markLoginPage(environment: BackEnvironment = window): void {
  try {
    const mark: LoginPageMark = {
      address: addressOf(environment.location),
      length: environment.history.length,
    };
    environment.sessionStorage?.setItem(loginPageKey, JSON.stringify(mark));
  } catch {
    // Without session storage the back action is plain history back.
  }
}

/**
 * The login page's mark, taken once as this page loads and removed: the page after the login
 * finds it; the login page's own page (its error, 'Prøv igjen') never reads its own.
 */
function takeLoginPageMark(): LoginPageMark | null {
  if (typeof window === "undefined") return null;
  try {
    const mark = JSON.parse(window.sessionStorage.getItem(loginPageKey) ?? "null");
    window.sessionStorage.removeItem(loginPageKey);
    return typeof mark?.address === "string" && typeof mark?.length === "number" ? mark : null;
  } catch {
    return null;
  }
}

const loginPageBeforeThisPage = takeLoginPageMark();

/**
 * How many entries back the default back action goes: 1 (history back), 2 past the login page
 * that led to this page (the same address), or 0 when there is nothing to go back to.
 */
export function stepsBack(environment: BackEnvironment): number {
  const { history, location, navigation } = environment;
  const mark =
    environment.loginPageBefore === undefined
      ? loginPageBeforeThisPage
      : environment.loginPageBefore;
  if (mark && mark.address === addressOf(location) && history.length > mark.length) {
    // The first entry after the login page: the Navigation API lists no entry of this page's
    // own before it; without the API, nothing was added to the history since the login.
    const firstAfterLogin = navigation?.currentEntry
      ? isFirstOwnEntry(navigation.currentEntry.index, navigation.entries())
      : history.length === mark.length + 1;
    if (firstAfterLogin) return mark.length > 1 ? 2 : 0;
  }
  return history.length > 1 ? 1 : 0;
}

/**
 * Whether the entry at `index` is this page's first: none before it, or the one before it is
 * another page's. The Navigation API lists the entries of this origin up to the current one, so
 * the login page's entry is listed when the login's form took the whole window back to this
 * origin (decision 0015); it was not when the login frame's script did.
 */
function isFirstOwnEntry(
  index: number,
  entries: readonly { readonly sameDocument: boolean }[],
): boolean {
  return index === 0 || entries[index - 1]?.sameDocument === false;
}

/**
 * The default back action (SPEC §2): browser history back, or the insurance overview when this
 * page is the first entry of the tab's history. The login page that led here does not count: it
 * would show this page again, a button that seems to do nothing.
 */
export function defaultBack(environment: BackEnvironment = window): void {
  const steps = stepsBack(environment);
  if (steps === 0) environment.location.assign(fallbackBackHref);
  else if (steps === 1) environment.history.back();
  else environment.history.go(-steps);
}
