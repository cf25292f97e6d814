import * as v from "valibot";
import {
  type DistributorInfo as ClientDistributorInfo,
  type RuntimeConfig,
  trafficLevels,
} from "../core/contract/auth.ts";
import { type Distributor, distributors } from "../core/contract/common.ts";

/** A distributor's links as GET /distributor answers them, and the origins that may frame the app. */
export interface DistributorInfo extends ClientDistributorInfo {
  /** Origins allowed to embed the app in a frame (the distributor's online bank). */
  frameOrigins: string[];
}

/** The runtime configuration's settings the server holds (the rest it derives). */
type RuntimeSettings = Pick<
  RuntimeConfig,
  | "unauthorizedUrl"
  | "mixpanelProjectKey"
  | "nysalgSkade"
  | "sentryDsn"
  | "trafficLevel"
  | "bankDomains"
  | "environmentHosts"
>;

export interface ServerConfig extends RuntimeSettings {
  sessionTtlSeconds: number;
  /** The clock; tests fix it so ages and expiry are deterministic. */
  now: () => Date;
  defaultDistributor: Distributor;
  distributors: Record<Distributor, DistributorInfo>;
  /** Behind a TLS-terminating proxy that sets X-Forwarded-Proto. */
  trustProxy: boolean;
  /** Extra `connect-src` origins (analytics, error reporting) for the CSP. */
  connectOrigins: string[];
  /** Relaxes the CSP for Vite's dev server (inline HMR preamble, websocket). */
  devMode: boolean;
  /**
   * `/sandbox/feil/{kundenummer}` (planned faults) is mounted: anyone who can reach the server
   * can fail any test customer's calls with it, so only test runs turn it on (SANDBOX_FAULTS).
   */
  plannedFaults: boolean;
  /**
   * The browser build's source maps (`.js.map`) are served only when asked for (issue 28): they
   * give away the app's whole source; the error service gets them from the build, not the site.
   */
  serveSourceMaps: boolean;
  /** PostgreSQL: how long one query may take (ms); undefined: `defaultQueryTimeoutMs`. */
  databaseQueryTimeoutMs: number | undefined;
  /**
   * How long the page server may run a saved offer's link to its price page before it sends the
   * page as built and leaves the offer to the browser (decision 0006): a slow insurer must not
   * hold the first paint. Tests that check the rendered page give it a limit a busy machine meets.
   */
  savedOfferRenderTimeoutMs: number;
  /**
   * Where the sandbox serves its login frame (decision 0015): `other`, the other loopback host
   * name of the same server when the app is opened at 127.0.0.1 or localhost over HTTP, so the
   * browser isolates the frame as it does production's login, another site's page; `same`, the
   * app's own origin (as for any other host).
   */
  sandboxLoginSite: "other" | "same";
}

/**
 * Sandbox distributors. Their online banks are fictional hosts under the reserved `.example`
 * domain; the logout and timeout pages are served by the sandbox itself.
 */
const sandboxDistributors: Record<Distributor, DistributorInfo> = {
  sb1: {
    loggUtUrl: "/sandbox/utlogget?distributor=sb1",
    timeoutUrl: "/sandbox/tidsavbrudd?distributor=sb1",
    nettbankUrl: "https://nettbank.sb1.example",
    frameOrigins: ["https://nettbank.sb1.example"],
  },
  eika: {
    loggUtUrl: "/sandbox/utlogget?distributor=eika",
    timeoutUrl: "/sandbox/tidsavbrudd?distributor=eika",
    nettbankUrl: "https://nettbank.eika.example",
    frameOrigins: ["https://nettbank.eika.example"],
  },
  dnb: {
    loggUtUrl: "/sandbox/utlogget?distributor=dnb",
    timeoutUrl: "/sandbox/tidsavbrudd?distributor=dnb",
    nettbankUrl: "https://nettbank.dnb.example",
    frameOrigins: ["https://nettbank.dnb.example"],
  },
  none: {
    loggUtUrl: "/sandbox/utlogget?distributor=none",
    timeoutUrl: "/sandbox/tidsavbrudd?distributor=none",
    nettbankUrl: "",
    frameOrigins: [],
  },
};

const EnvSchema = v.object({
  SESSION_TTL_SECONDS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(10), v.maxValue(86_400)),
    "900",
  ),
  DEFAULT_DISTRIBUTOR: v.optional(v.picklist(distributors), "sb1"),
  TRUST_PROXY: v.optional(v.picklist(["true", "false"]), "false"),
  CONNECT_ORIGINS: v.optional(v.string(), ""),
  UNAUTHORIZED_URL: v.optional(v.string(), "/sandbox/uautorisert"),
  MIXPANEL_PROJECT_KEY: v.optional(v.string(), ""),
  FEATURE_NYSALG_SKADE: v.optional(v.string(), "true"),
  SENTRY_DSN: v.optional(v.string(), ""),
  TRAFFIC_LEVEL: v.optional(v.picklist(trafficLevels), "normal"),
  PRODUCTION_HOSTS: v.optional(v.string(), ""),
  QA_HOSTS: v.optional(v.string(), ""),
  SANDBOX_FAULTS: v.optional(v.picklist(["true", "false"]), "false"),
  SERVE_SOURCE_MAPS: v.optional(v.picklist(["true", "false"]), "false"),
  SANDBOX_LOGIN_SITE: v.optional(v.picklist(["other", "same"]), "other"),
  // Under the 30 s a request may take: a stalled database must get a 503 out in time.
  DATABASE_QUERY_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(100), v.maxValue(20_000)),
  ),
});

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the configuration from the environment; an invalid value stops the server at start. */
export function configFromEnvironment(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(
      `Invalid server configuration ${v.getDotPath(issue) ?? ""}: ${issue?.message ?? ""}`,
    );
  }
  const values = parsed.output;
  return {
    sessionTtlSeconds: values.SESSION_TTL_SECONDS,
    now: () => new Date(),
    defaultDistributor: values.DEFAULT_DISTRIBUTOR,
    distributors: sandboxDistributors,
    trustProxy: values.TRUST_PROXY === "true",
    connectOrigins: list(values.CONNECT_ORIGINS),
    unauthorizedUrl: values.UNAUTHORIZED_URL,
    mixpanelProjectKey: values.MIXPANEL_PROJECT_KEY,
    nysalgSkade: values.FEATURE_NYSALG_SKADE,
    sentryDsn: values.SENTRY_DSN,
    trafficLevel: values.TRAFFIC_LEVEL,
    bankDomains: ["nettbank.sb1.example", "nettbank.eika.example", "nettbank.dnb.example"],
    environmentHosts: { production: list(values.PRODUCTION_HOSTS), qa: list(values.QA_HOSTS) },
    devMode: false,
    plannedFaults: values.SANDBOX_FAULTS === "true",
    serveSourceMaps: values.SERVE_SOURCE_MAPS === "true",
    databaseQueryTimeoutMs: values.DATABASE_QUERY_TIMEOUT_MS,
    savedOfferRenderTimeoutMs: 3000,
    sandboxLoginSite: values.SANDBOX_LOGIN_SITE,
    ...overrides,
  };
}
