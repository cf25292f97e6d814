import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import {
  apiBasePath,
  requestedByHeader,
  requestedByValue,
  xsrfHeader,
} from "../../core/contract/common.ts";
import type { startServer as startBuiltServer } from "../../pageServer/main.ts";
import type { ServerConfig } from "../../server/config.ts";
import type { Database } from "../../server/db/database.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { type ServerOptions, startServer } from "../../server/serve.ts";
import { priceRequestBody, purchaseRequestBody } from "./priceRequest.ts";

export { priceRequestBody, purchaseRequestBody };

/** A clock the test moves by hand, so session expiry is tested without waiting. */
export class TestClock {
  constructor(private current: Date) {}
  now = () => new Date(this.current);
  advanceSeconds(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface RunningServer {
  origin: string;
  db: Database;
  config: ServerConfig;
  clock: TestClock;
  close(): Promise<void>;
}

/**
 * The server under test: the built file (`dist/server/main.js`'s build, made once per run by
 * tests/setup/builtServer.ts) in the vitest project "built server", the source elsewhere.
 */
export const testsBuiltServer = (): boolean => inject("builtServerEntry") !== undefined;

/** The built server's `startServer`, loaded by Node itself from the bundle (no Vite transform). */
async function builtStartServer(): Promise<typeof startBuiltServer> {
  const entry = inject("builtServerEntry");
  if (!entry) throw new Error("No built server in this project");
  const bundle = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as {
    startServer: typeof startBuiltServer;
  };
  return bundle.startServer;
}

/** A fresh schema's name on the test PostgreSQL: each server gets its own database. */
export const testSchemaName = () => `test_${randomBytes(6).toString("hex")}`;

/** Drops a test schema (its server has closed its own connections). */
export async function dropTestSchema(databaseUrl: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts the real sandbox server on an ephemeral 127.0.0.1 port. The database is PGlite in
 * memory, or, with DATABASE_URL set, a fresh schema on that PostgreSQL.
 */
export async function startTestServer(
  options: {
    config?: Partial<ServerConfig>;
    extendApi?: ServerOptions["extendApi"];
    today?: Date;
    /** A built app to serve (as `npm start` does with dist/client). */
    clientRoot?: string;
    /** Sees every request the server receives, before it is answered (to count calls). */
    onRequest?: (request: Request) => void;
    /** Node's request timeout (production's by default), shorter for the slow-client test. */
    requestTimeoutMs?: number;
  } = {},
): Promise<RunningServer> {
  const clock = new TestClock(options.today ?? new Date("2026-06-15T10:00:00Z"));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? testSchemaName() : undefined;
  const common = {
    env: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    // Tests plan faults (tests/server/faults.test.ts, the path tests): on unless a test says not.
    // A query's limit for a hang, not a budget: at a load average of 30-45 the production limit
    // (8 s) was missed on PostgreSQL. The tests of the limit itself set their own.
    config: {
      now: clock.now,
      plannedFaults: true,
      databaseQueryTimeoutMs: 60_000,
      ...options.config,
    },
    ...(schema ? { schema } : {}),
    port: 0,
    hostname: "127.0.0.1",
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
  };
  let server: Awaited<ReturnType<typeof startServer>>;
  if (testsBuiltServer()) {
    if (options.extendApi) throw new Error("The built server takes no extra routes");
    const start = await builtStartServer();
    server = await start({
      ...common,
      ...(options.clientRoot ? { clientRoot: options.clientRoot } : {}),
    });
  } else {
    // Loaded only for a test of the pages: the page server brings React and the whole app.
    const pages = options.clientRoot
      ? (await import("../../pageServer/pages.ts")).pageRoutes(options.clientRoot)
      : undefined;
    server = await startServer({
      ...common,
      ...(pages ? { pages } : {}),
      ...(options.extendApi ? { extendApi: options.extendApi } : {}),
    });
  }
  return {
    origin: server.origin,
    db: server.db,
    config: server.config,
    clock,
    async close() {
      await server.close();
      if (databaseUrl && schema) await dropTestSchema(databaseUrl, schema);
    },
  };
}

/** Every table a call of the API writes to (sessions aside: every logged-in call slides them). */
export const writtenTables = [
  "customers",
  "consent_changes",
  "feedback",
  "feedback_followups",
  "feedback_contacts",
  "offers",
  "agreements",
  "purchase_requests",
] as const;

/**
 * A fingerprint of everything the API has written: a rejected request must leave it as it was.
 * Each row as its text, in a stable order, so an update shows as well as an insert.
 */
export async function writtenState(db: Database): Promise<Record<string, string>> {
  const state: Record<string, string> = {};
  for (const table of writtenTables) {
    const rows = await db.query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), ''))
         as digest from ${table} t`,
    );
    state[table] = `${rows[0]?.rows} ${rows[0]?.digest}`;
  }
  return state;
}

/** A page with no more than a `#root`: the server writes its data blocks into it and no screen. */
export const plainPage =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';

// The shape of Vite's index.html: the entry, its preloads, the stylesheet, the loader in #root.
export const builtPage = `<!doctype html>
<html lang="nb">
  <head>
    <title>Bilforsikring</title>
    <script type="module" crossorigin src="/privat/forsikring/motor/bil/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/privat/forsikring/motor/bil/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/privat/forsikring/motor/bil/assets/xstate-ghi.js">
    <link rel="stylesheet" crossorigin href="/privat/forsikring/motor/bil/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"><div role="status" class="loader">Vennligst vent</div></div>
  </body>
</html>`;

/**
 * The server with a built app whose page is `indexHtml` (as `npm start` serves dist/client), for
 * tests of the page the server sends; the folder goes with the server.
 */
export async function startTestServerWithPage(
  indexHtml: string,
  options: Omit<Parameters<typeof startTestServer>[0] & object, "clientRoot"> = {},
): Promise<RunningServer> {
  const clientRoot = mkdtempSync(path.join(tmpdir(), "motor-client-"));
  writeFileSync(path.join(clientRoot, "index.html"), indexHtml);
  const server = await startTestServer({ ...options, clientRoot });
  return {
    ...server,
    async close() {
      await server.close();
      rmSync(clientRoot, { recursive: true, force: true });
    },
  };
}

export interface ApiResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** The login page as its frame shows it (`TestClient.openLoginPage`). */
export interface LoginPage {
  /** Its address: on the other loopback name when the app is at 127.0.0.1 (decision 0015). */
  url: URL;
  status: number;
  headers: Headers;
  html: string;
  /** The login's state its form carries. */
  state: string;
}

const appHome = "/privat/forsikring/motor/bil/";

/** What the tester picks in the login form, and headers for each of its requests (a proxy's). */
export interface LoginChoices {
  distributor?: string;
  loginContext?: string;
  goto?: string;
  headers?: Record<string, string>;
}

/** The origin of the sandbox's other site for a test server's origin (http://localhost:P). */
export const loginSiteOf = (origin: string): string =>
  origin.replace("//127.0.0.1:", "//localhost:");

/**
 * A browser stand-in: keeps cookies and sends the marker and XSRF headers like the app does. Its
 * cookies are kept per host name, as a browser keeps them: `cookies` are the app's (`origin`'s),
 * and the login's other site (localhost when the app is at 127.0.0.1) has its own jar.
 */
export class TestClient {
  /** Other hosts' cookies, by host name. */
  private readonly elsewhere = new Map<string, Map<string, string>>();

  /** `cookies`: another client's jar, for one browser's calls to two servers (instances). */
  constructor(
    readonly origin: string,
    readonly cookies = new Map<string, string>(),
  ) {}

  /** The cookies as `document.cookie` would show them (the XSRF token is read from here). */
  cookieHeader(jar = this.cookies): string {
    return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** A fetch for the app's api client that keeps this client's cookies, as a browser does. */
  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    return this.raw(`${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body:
        request.method === "GET" || request.method === "HEAD" ? undefined : await request.text(),
    });
  };

  /** The jar of an address's host: the app's, or another site's (ports share one, as in a browser). */
  private jarOf(url: URL): Map<string, string> {
    if (url.hostname === new URL(this.origin).hostname) return this.cookies;
    let jar = this.elsewhere.get(url.hostname);
    if (!jar) {
      jar = new Map();
      this.elsewhere.set(url.hostname, jar);
    }
    return jar;
  }

  /** The cookies this client holds for another host (the login's site). */
  cookiesOf(address: string | URL): Map<string, string> {
    return this.jarOf(new URL(address, this.origin));
  }

  private keepCookies(response: Response, jar: Map<string, string>) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /max-age=0/i.test(attribute.trim()));
      if (expired || value === "") jar.delete(name);
      else jar.set(name, value);
    }
  }

  /** A request to a path of the app's origin. */
  raw(path: string, init: RequestInit = {}): Promise<Response> {
    return this.visit(`${this.origin}${path}`, init);
  }

  /**
   * A request to any address with its host's cookies; a redirect is answered, not followed. The
   * other loopback name (`localhost`) resolves to 127.0.0.1, where the test servers listen.
   */
  async visit(address: string | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(address, this.origin);
    const jar = this.jarOf(url);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set("Cookie", this.cookieHeader(jar));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.keepCookies(response, jar);
    return response;
  }

  async api<T = unknown>(
    method: string,
    path: string,
    options: {
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
      omitMarker?: boolean;
      omitXsrf?: boolean;
    } = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
    if (!options.omitMarker) headers[requestedByHeader] = requestedByValue;
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (method !== "GET" && xsrf && !options.omitXsrf) headers[xsrfHeader] = xsrf;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers["Content-Type"])
      headers["Content-Type"] = "application/json";
    const response = await this.raw(`${apiBasePath}${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : undefined) as T,
    };
  }

  get<T = unknown>(path: string, options?: Parameters<TestClient["api"]>[2]) {
    return this.api<T>("GET", path, options);
  }

  post<T = unknown>(path: string, body: unknown, options?: Parameters<TestClient["api"]>[2]) {
    return this.api<T>("POST", path, { ...options, body });
  }

  /**
   * The login page as the app's frame opens it: its address from GET /auth/login (whose answer
   * sets the login's state cookie on the app's origin), then the page at that address.
   */
  async openLoginPage(
    goto = appHome,
    options: { headers?: Record<string, string> } = {},
  ): Promise<LoginPage> {
    const answer = await this.get<{ loginUrl: string }>(
      `/auth/login?${new URLSearchParams({ goto })}`,
      options,
    );
    if (answer.status !== 200)
      throw new Error(`GET /auth/login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    const url = new URL(answer.body.loginUrl, this.origin);
    const page = await this.visit(url, options);
    const html = await page.text();
    const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
    if (!state)
      throw new Error(`The login page has no state (${page.status}): ${html.slice(0, 300)}`);
    return { url, status: page.status, headers: page.headers, html, state };
  }

  /**
   * Sends the login page's form as the tester's click does: the answer is its redirect to the
   * app's origin with the login's ticket (or the refusal).
   */
  submitLogin(
    page: Pick<LoginPage, "url" | "state">,
    persona: string,
    choices: LoginChoices = {},
  ): Promise<Response> {
    const person = testPersons.find((candidate) => candidate.persona === persona);
    if (!person) throw new Error(`Unknown persona ${persona}`);
    const form = new URLSearchParams({
      kundenummer: person.kundenummer,
      distributor: choices.distributor ?? "sb1",
      loginContext: choices.loginContext ?? "ÅPEN",
      goto: choices.goto ?? appHome,
      state: page.state,
    });
    return this.visit(new URL("/sandbox/login", page.url), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...choices.headers },
      body: form.toString(),
    });
  }

  /**
   * Logs in through the sandbox's login form, the way a tester does in the frame, and follows
   * its redirect to the app's origin, where the ticket becomes the session. Answers that last
   * answer: a redirect to `goto`, with the session's cookies.
   */
  async login(persona: string, choices: LoginChoices = {}): Promise<Response> {
    const page = await this.openLoginPage(choices.goto ?? appHome, { headers: choices.headers });
    const answer = await this.submitLogin(page, persona, choices);
    const complete = answer.headers.get("Location");
    if (answer.status !== 303 || !complete)
      throw new Error(`The login form was refused (${answer.status}): ${await answer.text()}`);
    return this.visit(new URL(complete, page.url), { headers: choices.headers });
  }
}

/**
 * One logged-in client per test person, made on first use: `const as = loggedInClients(() =>
 * server)` once per file, then `await as("vanlig")`. The server is read when a client is made,
 * so it may be started in `beforeAll`.
 */
export function loggedInClients(server: () => RunningServer) {
  const clients = new Map<string, TestClient>();
  return async (persona: string): Promise<TestClient> => {
    const existing = clients.get(persona);
    if (existing) return existing;
    const client = new TestClient(server().origin);
    await client.login(persona);
    clients.set(persona, client);
    return client;
  };
}

/**
 * One sandbox for the whole test file, started before its tests and closed after them, with
 * logged-in clients per test person: `const { as, server } = sandboxForFile(today)`.
 */
export function sandboxForFile(today: Date) {
  let running: RunningServer | undefined;
  const server = () => {
    if (!running) throw new Error("The file's sandbox is not started yet");
    return running;
  };
  beforeAll(async () => {
    running = await startTestServer({ today });
  });
  afterAll(() => running?.close());
  return { server, as: loggedInClients(server) };
}

/** An offer the customer saved through the API, as the price page would: its `avtalenummer`. */
export async function savedOfferOf(
  server: RunningServer,
  persona: string,
  { distributor = "sb1", dekningsgruppeId = "120" } = {},
): Promise<string> {
  const owner = new TestClient(server.origin);
  await owner.login(persona, { distributor });
  const saved = await owner.post<{ avtalenummer: string }>(
    "/motor/bil/tilbud/lagre",
    priceRequestBody({ registreringsnummer: "SX20002" }, { dekningsgruppeId, egenandelId: "6000" }),
  );
  if (saved.status !== 200) throw new Error(`saving an offer: ${JSON.stringify(saved.body)}`);
  return saved.body.avtalenummer;
}
