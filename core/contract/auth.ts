import * as v from "valibot";
import { distributors, loginContexts } from "./common.ts";

export const SessionStatusResponse = v.object({ kfpSessionId: v.optional(v.string()) });
export type SessionStatusResponse = v.InferOutput<typeof SessionStatusResponse>;

export const ClientContextResponse = v.object({
  loginContext: v.picklist(loginContexts),
  distributor: v.picklist(distributors),
});
export type ClientContextResponse = v.InferOutput<typeof ClientContextResponse>;

export const LoginResponse = v.object({ loginUrl: v.string() });
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

export const LoginQuery = v.object({
  goto: v.optional(v.pipe(v.string(), v.maxLength(500))),
  distributor: v.optional(v.picklist(distributors)),
});

export const LogoutRequest = v.object({
  goto: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type LogoutRequest = v.InferOutput<typeof LogoutRequest>;

export const LogoutResponse = v.object({ logoutUrl: v.string() });
export type LogoutResponse = v.InferOutput<typeof LogoutResponse>;

/** The customer's bank relation; `domene` is the bank domain segment used in online-bank links. */
export const BankContactResponse = v.object({
  distributor: v.picklist(distributors),
  banknavn: v.string(),
  domene: v.string(),
});
export type BankContactResponse = v.InferOutput<typeof BankContactResponse>;

export const DistributorInfo = v.object({
  loggUtUrl: v.string(),
  timeoutUrl: v.string(),
  nettbankUrl: v.string(),
});
export type DistributorInfo = v.InferOutput<typeof DistributorInfo>;
/** GET: the distributor of the session (or the default one without a session) and its addresses. */
export const distributorPath = "/distributor";
export const DistributorResponse = v.object({
  shortname: v.picklist(distributors),
  info: DistributorInfo,
});
export type DistributorResponse = v.InferOutput<typeof DistributorResponse>;

/** How busy the site is; error reporting samples fewer sessions when it is busy (SPEC §9). */
export const trafficLevels = ["normal", "high", "extraHigh"] as const;
export type TrafficLevel = (typeof trafficLevels)[number];

/** Served from the app's own base path, so it can be read before the api host is known. */
export const RuntimeConfig = v.object({
  kfpApiHost: v.string(),
  unauthorizedUrl: v.string(),
  mixpanelProjectKey: v.string(),
  defaultDistributor: v.picklist(distributors),
  /** Feature flag 'nysalg-skade' (SPEC §6): any value but 'false' means the overview exists. */
  nysalgSkade: v.string(),
  /** Error reporting: no DSN, no reporting (the sandbox default). */
  sentryDsn: v.string(),
  trafficLevel: v.picklist(trafficLevels),
  /** Bank domains whose windows may send 'optin_closed' (consent re-read). */
  bankDomains: v.array(v.string()),
  /** Host lists that decide the environment (SPEC §4 "Environment"). */
  environmentHosts: v.object({ production: v.array(v.string()), qa: v.array(v.string()) }),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfig>;

/** The id of the JSON data block in which the server embeds the runtime configuration. */
export const runtimeConfigElementId = "runtime-config";

/** The answer to a GET of the API that the page carries: the app takes it instead of asking. */
export const PageAnswer = v.object({
  path: v.string(),
  query: v.record(v.string(), v.string()),
  body: v.unknown(),
});
export type PageAnswer = v.InferOutput<typeof PageAnswer>;

/**
 * A saved offer's link that the server has opened for a logged-in customer (decision 0006): the
 * app's own flow, run on the server against the API, up to the step it settled on, whose screen
 * is in the page.
 */
export const PageFlow = v.object({
  /** The browser path of the step the flow settled on (the price page). */
  path: v.string(),
  /** The answers of the app's start calls (client context, customer, default bonus). */
  answers: v.array(PageAnswer),
  /** The flow as sessionStorage keeps it; machines/persistence.ts checks it when it reads it. */
  saved: v.unknown(),
});
export type PageFlow = v.InferOutput<typeof PageFlow>;

/**
 * What the server knows about the page it sends, embedded beside the runtime configuration so
 * the first screen needs no round trip for it (issue 9): the answer GET /auth/session-status
 * would give, and for a customer without a session the answer GET /auth/login gives for this
 * page's address (`goto`); a saved offer's link the server has opened (`flow`); and the answers
 * every page asks for at its start (`answers`: the distributor's, the footer's contact block), so
 * the login page makes no call of the API at all and the price page two fewer (issue 31).
 */
export const PageStart = v.object({
  sessionStatus: SessionStatusResponse,
  login: v.optional(v.object({ goto: v.string(), loginUrl: v.string() })),
  flow: v.optional(PageFlow),
  answers: v.optional(v.array(PageAnswer)),
});
export type PageStart = v.InferOutput<typeof PageStart>;

/** The id of the JSON data block in which the server embeds the page start. */
export const pageStartElementId = "page-start";
