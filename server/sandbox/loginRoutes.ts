import { hash, randomBytes } from "node:crypto";
import { Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { html } from "hono/html";
import * as v from "valibot";
import { distributors, loginContexts } from "../../core/contract/common.ts";
import { safeAppPath } from "../http/paths.ts";
import { isHttps } from "../http/requestInfo.ts";
import { setResponseHeaders } from "../http/responseHeaders.ts";
import { type AppEnv, startSession } from "../http/session.ts";
import { hasMediaType, parseOrBadRequest, unsupportedMediaType } from "../http/validation.ts";
import type { RouteDeps } from "../routes/deps.ts";
import { testPersons } from "../seed/testPersons.ts";
import { sandboxAssets } from "./assets.ts";
import { sandboxPage } from "./html.ts";

const nonceCookie = "sandbox-login-nonce";
/** How long a login page's form may be sent. */
const nonceTtlSeconds = 10 * 60;
const hashNonce = (nonce: string) => hash("sha256", nonce, "hex");

const LoginForm = v.object({
  kundenummer: v.pipe(v.string(), v.regex(/^\d{8}$/, "Velg en testperson")),
  distributor: v.picklist(distributors),
  loginContext: v.picklist(loginContexts),
  goto: v.optional(v.string()),
  nonce: v.pipe(v.string(), v.minLength(16)),
});

interface PersonRow {
  kundenummer: string;
  fnr: string;
  fornavn: string;
  etternavn: string;
  persona: string;
}

/**
 * The sandbox's test-ID login: a stand-in for the bank ID frame. It lists the synthetic test
 * persons, lets the tester pick distributor and login context, and starts a real session.
 */
export function sandboxRoutes({ db, sessions, config }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  // The login page carries a nonce, its answer starts a session: no cache may keep either,
  // whatever the answer (issue 28).
  routes.use("/login", async (c, next) => {
    await next();
    setResponseHeaders(c, { "Cache-Control": "no-store" });
  });

  routes.get("/assets/:file", (c) => {
    // Own keys only: `__proto__` or `toString` is no asset (they were a 500, issue 17).
    const file = c.req.param("file");
    const asset = Object.hasOwn(sandboxAssets, file) ? sandboxAssets[file] : undefined;
    if (!asset) return c.notFound();
    return c.body(asset.body, 200, { "Content-Type": asset.type, "Cache-Control": "no-cache" });
  });

  routes.get("/login", async (c) => {
    const goto = safeAppPath(c.req.query("goto"));
    const preselected = v.is(v.picklist(distributors), c.req.query("distributor"))
      ? c.req.query("distributor")
      : config.defaultDistributor;
    const persons = await db.query<PersonRow>(
      "select kundenummer, fnr, fornavn, etternavn, persona from customers order by sort_order, kundenummer",
    );
    const purposes = new Map(testPersons.map((person) => [person.persona, person]));
    const nonce = randomBytes(24).toString("base64url");
    const now = config.now();
    await db.query("delete from login_nonces where expires_at <= $1", [now]);
    await db.query("insert into login_nonces (nonce_hash, expires_at) values ($1, $2)", [
      hashNonce(nonce),
      new Date(now.getTime() + nonceTtlSeconds * 1000),
    ]);
    setCookie(c, nonceCookie, nonce, {
      httpOnly: true,
      sameSite: "Strict",
      path: "/sandbox/",
      secure: isHttps(c, config),
    });
    const personOptions = persons.map((person, index) => {
      const purpose = purposes.get(person.persona);
      return html`<label class="person"><input type="radio" name="kundenummer" value="${person.kundenummer}"${index === 0 ? html` checked` : ""}>
<span>${`${person.fornavn} ${person.etternavn}`}, ${purpose?.alder ?? ""} år <small><span class="fnr">${person.fnr}</span> · ${purpose?.formaal ?? ""}</small></span></label>
`;
    });
    const option = (value: string, selected: boolean) =>
      html`<option value="${value}"${selected ? html` selected` : ""}>${value}</option>`;
    const body = html`<p>Dette er sandkassens testinnlogging. Fødselsnumrene er syntetiske (måned + 80) og tilhører ingen virkelig person.</p>
<form method="post" action="/sandbox/login">
<input type="hidden" name="goto" value="${goto}">
<input type="hidden" name="nonce" value="${nonce}">
<div class="row">
<label>Distributør<select name="distributor">${distributors.map((name) => option(name, name === preselected))}</select></label>
<label>Innloggingskontekst<select name="loginContext">${loginContexts.map((name) => option(name, name === "ÅPEN"))}</select></label>
</div>
<fieldset><legend>Testperson</legend>
${personOptions}
</fieldset>
<button type="submit">Logg inn</button>
</form>`;
    return c.html(sandboxPage("Logg inn med test-ID", body, { script: "login-frame.js" }));
  });

  routes.post("/login", async (c) => {
    // What the login page's form sends, and nothing else: a multipart body (files, parts) was a
    // 500 (issue 17), and no browser form of ours sends one.
    if (!hasMediaType(c.req.header("Content-Type"), "application/x-www-form-urlencoded")) {
      throw unsupportedMediaType("application/x-www-form-urlencoded");
    }
    const form = parseOrBadRequest(LoginForm, await c.req.parseBody());
    const expired = () =>
      c.html(
        sandboxPage(
          "Innloggingen har utløpt",
          html`<p class="error">Last siden på nytt og prøv igjen.</p>`,
        ),
        403,
      );
    const expectedNonce = getCookie(c, nonceCookie);
    if (!expectedNonce || expectedNonce !== form.nonce) return expired();
    const exists = await db.query("select 1 from customers where kundenummer = $1", [
      form.kundenummer,
    ]);
    if (exists.length === 0) {
      return c.html(
        sandboxPage("Ukjent testperson", html`<p class="error">Velg en testperson fra listen.</p>`),
        400,
      );
    }
    // Once only: the row goes with the first login that sends it (on any instance), and one
    // the page did not issue, or that has expired, starts nothing.
    const consumed = await db.query(
      "delete from login_nonces where nonce_hash = $1 and expires_at > $2 returning nonce_hash",
      [hashNonce(form.nonce), config.now()],
    );
    if (consumed.length === 0) return expired();
    deleteCookie(c, nonceCookie, { path: "/sandbox/", secure: isHttps(c, config) });
    await startSession(c, sessions, config, {
      kundenummer: form.kundenummer,
      distributor: form.distributor,
      loginContext: form.loginContext,
    });
    const goto = safeAppPath(form.goto);
    return c.html(
      sandboxPage("Du er logget inn", html`<p><a href="${goto}" target="_top">Gå videre</a></p>`, {
        script: "login-complete.js",
        bodyData: { goto },
      }),
    );
  });

  const appLink = html`<p><a href="/privat/forsikring/motor/bil/">Til bilforsikring</a></p>`;
  routes.get("/utlogget", (c) =>
    c.html(sandboxPage("Du er logget ut", html`<p>Takk for besøket.</p>${appLink}`)),
  );
  routes.get("/tidsavbrudd", (c) =>
    c.html(
      sandboxPage(
        "Du ble logget ut",
        html`<p>Du har vært inaktiv for lenge og er logget ut av sikkerhetshensyn.</p>${appLink}`,
      ),
    ),
  );
  routes.get("/uautorisert", (c) =>
    c.html(
      sandboxPage(
        "Du har ikke tilgang",
        html`<p>Du må logge inn på nytt for å fortsette.</p>${appLink}`,
      ),
      401,
    ),
  );
  routes.get("/dokumenter/:file", (c) => {
    const match = /^(vilkaar|produktinformasjon)-(bil|bobil)\.html$/.exec(c.req.param("file"));
    if (!match) return c.notFound();
    const [, kind, product] = match;
    const title =
      kind === "vilkaar" ? `Forsikringsvilkår ${product}` : `Produktinformasjon ${product}`;
    return c.html(
      sandboxPage(title, html`<p>Sandkassens dokument. Vilkårene i et ekte produkt står her.</p>`),
    );
  });
  return routes;
}
