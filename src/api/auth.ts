import * as v from "valibot";
import {
  BankContactResponse,
  ClientContextResponse,
  DistributorResponse,
  distributorPath,
  LoginResponse,
  LogoutResponse,
  PageStart,
  pageStartElementId,
  RuntimeConfig,
  runtimeConfigElementId,
  SessionStatusResponse,
} from "../../core/contract/auth.ts";
import type { ApiClient } from "./client.ts";
import { sharedDefault } from "./fetchingPolicy.ts";

export const fetchSessionStatus = (api: ApiClient) =>
  api.get(SessionStatusResponse, "/auth/session-status");
export const clientContextPath = "/auth/client-context";
export const fetchClientContext = (api: ApiClient) =>
  api.get(ClientContextResponse, clientContextPath);
export const fetchDistributor = (api: ApiClient) => api.get(DistributorResponse, distributorPath);
/** SPEC §7 "Cached as bankkontakt": a read of the shared frame (SPEC §9 shared default). */
export const readBankContact = (api: ApiClient) =>
  api.read(BankContactResponse, "/auth/bankkontakt", sharedDefault);

/**
 * SPEC §7: GET /auth/login carries no payload. Where the login returns to is the app's own to
 * say, so it is set on the address the answer gives (`goto`, which the sandbox's login page reads).
 */
export async function fetchLoginUrl(api: ApiClient, goto: string): Promise<LoginResponse> {
  const { loginUrl } = await api.get(LoginResponse, "/auth/login");
  return { loginUrl: withReturnAddress(loginUrl, goto) };
}

/** The login address with `goto` set, relative when it came relative. */
export function withReturnAddress(loginUrl: string, goto: string): string {
  const base = "http://relative.invalid";
  const url = new URL(loginUrl, base);
  url.searchParams.set("goto", goto);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

let prefetchedLogin: { goto: string; answer: Promise<LoginResponse> } | undefined;

/**
 * Has the login address ready at start, so a logged-out customer's login page does not wait for
 * one more round trip (issue 9): the page's own answer when the server wrote one in for this
 * address (`PageStart.login`), else asked for beside the session check. When the page says the
 * customer is logged in, nothing is asked.
 */
export function prefetchLoginUrl(api: ApiClient, goto: string, pageStart?: PageStart): void {
  pageLogin = pageStart?.login?.goto === goto ? pageStart.login : undefined;
  if (pageLogin || pageStart?.sessionStatus.kfpSessionId) return;
  const answer = fetchLoginUrl(api, goto);
  answer.catch(() => undefined); // the login page asks again if it needs the answer
  prefetchedLogin = { goto, answer };
}

let pageLogin: PageStart["login"];

/**
 * The login address the page came with for this address, at once: the login page's first render
 * then equals the server's copy of it. The address for a `goto` never changes, so it may be used
 * again (after a logout, say).
 */
export function pageLoginUrl(goto: string): string | undefined {
  return pageLogin?.goto === goto ? pageLogin.loginUrl : undefined;
}

/** The prefetched answer for this `goto` (used once), else a new request. */
export function loginUrlFor(api: ApiClient, goto: string): Promise<LoginResponse> {
  const prefetched = prefetchedLogin;
  prefetchedLogin = undefined;
  return prefetched?.goto === goto ? prefetched.answer : fetchLoginUrl(api, goto);
}

export const logout = (api: ApiClient, goto?: string) =>
  api.post(LogoutResponse, "/auth/logout", goto ? { goto } : {});

/** A JSON data block the server wrote into the page, if it is there and matches its schema. */
function readEmbedded<S extends v.GenericSchema>(
  page: Pick<Document, "getElementById">,
  elementId: string,
  schema: S,
): v.InferOutput<S> | undefined {
  const text = page.getElementById(elementId)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The runtime configuration the server wrote into the page (a JSON data block), or undefined
 * when there is none or it does not match the contract (the dev server; then it is fetched).
 */
export function readEmbeddedRuntimeConfig(
  page: Pick<Document, "getElementById">,
): RuntimeConfig | undefined {
  return readEmbedded(page, runtimeConfigElementId, RuntimeConfig);
}

/**
 * The session status and login address the server wrote into the page for this request, or
 * undefined (the dev server, or a page from a cache); then the app asks for them.
 */
export function readEmbeddedPageStart(
  page: Pick<Document, "getElementById">,
): PageStart | undefined {
  return readEmbedded(page, pageStartElementId, PageStart);
}

/** The runtime configuration lives beside the app (it names the api host, so it cannot be on it). */
export async function fetchRuntimeConfig(
  appBaseUrl: string,
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetcher(`${appBaseUrl}runtime-config.json`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Runtime configuration: HTTP ${response.status}`);
  return v.parse(RuntimeConfig, await response.json());
}
