import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { html } from "hono/html";
import * as v from "valibot";
import {
  type Distributor,
  distributors,
  type LoginContext,
  loginContexts,
} from "../../core/contract/common.ts";
import { clearLoginState, isLoginToken, sentLoginState } from "../http/loginState.ts";
import {
  appHomePath,
  safeAppPath,
  sandboxLoginCompletePath,
  sandboxLoginPath,
} from "../http/paths.ts";
import { pairedOrigin } from "../http/requestInfo.ts";
import { setResponseHeaders } from "../http/responseHeaders.ts";
import { type AppEnv, hashToken, newToken, sameToken, startSession } from "../http/session.ts";
import { hasMediaType, parseOrBadRequest, unsupportedMediaType } from "../http/validation.ts";
import { loginAnswer } from "../routes/auth.ts";
import type { RouteDeps } from "../routes/deps.ts";
import { testPersons } from "../seed/testPersons.ts";
import { sandboxAssets } from "./assets.ts";
import { sandboxPage } from "./html.ts";

/**
 * How long a login's ticket may wait for its exchange: the browser follows the form's redirect at
 * once, so this is only a limit for a slow machine.
 */
const ticketTtlSeconds = 2 * 60;

const LoginForm = v.object({
  kundenummer: v.pipe(v.string(), v.regex(/^\d{8}$/, "Velg en testperson")),
  distributor: v.picklist(distributors),
  loginContext: v.picklist(loginContexts),
  goto: v.optional(v.string()),
  state: v.pipe(v.string(), v.check<string>(isLoginToken)),
});

const appLink = html`<p><a href="${appHomePath}">Til bilforsikring</a></p>`;

/** The answer to a login that cannot go on: its ticket unknown, used, expired or not this browser's. */
const expired = (c: Context) =>
  c.html(
    sandboxPage("Innloggingen har utløpt", html`<p class="error">Logg inn på nytt.</p>${appLink}`),
    403,
  );

interface TicketRow {
  state_hash: string;
  kundenummer: string;
  distributor: Distributor;
  login_context: LoginContext;
  goto: string;
}

interface PersonRow {
  kundenummer: string;
  fnr: string;
  fornavn: string;
  etternavn: string;
  persona: string;
}

/**
 * The sandbox's test-ID login: a stand-in for the bank ID frame. It lists the synthetic test
 * persons, lets the tester pick distributor and login context, and starts a real session. Served
 * from the other loopback name when the app has one (decision 0015), like production's login
 * from another site: its form issues a ticket bound to the browser's login state, and the app's
 * origin exchanges it for the session (`/login/complete`).
 */
export function sandboxRoutes({ db, sessions, config }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  // The login page carries the login's state, its answer a ticket, the exchange starts a
  // session: no cache may keep any of them, whatever the answer (issue 28).
  const neverStored = createMiddleware(async (c, next) => {
    await next();
    setResponseHeaders(c, { "Cache-Control": "no-store" });
  });
  routes.use("/login", neverStored);
  routes.use("/login/*", neverStored);

  routes.get("/assets/:file", (c) => {
    // Own keys only: `__proto__` or `toString` is no asset (they were a 500, issue 17).
    const file = c.req.param("file");
    const asset = Object.hasOwn(sandboxAssets, file) ? sandboxAssets[file] : undefined;
    if (!asset) return c.notFound();
    return c.body(asset.body, 200, { "Content-Type": asset.type, "Cache-Control": "no-cache" });
  });

  routes.get("/login", async (c) => {
    const goto = safeAppPath(c.req.query("goto"));
    const distributor = c.req.query("distributor");
    const asked = v.is(v.picklist(distributors), distributor) ? distributor : undefined;
    const state = c.req.query("state");
    // Opened without a state (a tester's own address, a bank customer's way in): the login
    // starts here, for this origin, as the app's login page starts it.
    if (!isLoginToken(state)) {
      return c.redirect(loginAnswer(c, config, goto, asked).loginUrl, 303);
    }
    const preselected = asked ?? config.defaultDistributor;
    const persons = await db.query<PersonRow>(
      "select kundenummer, fnr, fornavn, etternavn, persona from customers order by sort_order, kundenummer",
    );
    const purposes = new Map(testPersons.map((person) => [person.persona, person]));
    const personOptions = persons.map((person, index) => {
      const purpose = purposes.get(person.persona);
      return html`<label class="person"><input type="radio" name="kundenummer" value="${person.kundenummer}"${index === 0 ? html` checked` : ""}>
<span>${`${person.fornavn} ${person.etternavn}`}, ${purpose?.alder ?? ""} år <small><span class="fnr">${person.fnr}</span> · ${purpose?.formaal ?? ""}</small></span></label>
`;
    });
    const option = (value: string, selected: boolean) =>
      html`<option value="${value}"${selected ? html` selected` : ""}>${value}</option>`;
    // The form's answer takes the whole window to the app (target="_top"): a frame of another
    // site may not move the top window by script once it has navigated itself, without a click;
    // a form sent by the click may.
    const body = html`<p>Dette er sandkassens testinnlogging. Fødselsnumrene er syntetiske (måned + 80) og tilhører ingen virkelig person.</p>
<form method="post" action="${sandboxLoginPath}" target="_top">
<input type="hidden" name="goto" value="${goto}">
<input type="hidden" name="state" value="${state}">
<div class="row">
<label>Distributør<select name="distributor">${distributors.map((name) => option(name, name === preselected))}</select></label>
<label>Innloggingskontekst<select name="loginContext">${loginContexts.map((name) => option(name, name === "ÅPEN"))}</select></label>
</div>
<fieldset><legend>Testperson</legend>
${personOptions}
</fieldset>
<button type="submit">Logg inn</button>
</form>`;
    // The app's origin, which the frame's size messages go to ("" when it is this one).
    const appOrigin = pairedOrigin(c, config);
    return c.html(
      sandboxPage("Logg inn med test-ID", body, {
        script: "login-frame.js",
        bodyData: { "app-origin": appOrigin },
      }),
    );
  });

  routes.post("/login", async (c) => {
    // What the login page's form sends, and nothing else: a multipart body (files, parts) was a
    // 500 (issue 17), and no browser form of ours sends one.
    if (!hasMediaType(c.req.header("Content-Type"), "application/x-www-form-urlencoded")) {
      throw unsupportedMediaType("application/x-www-form-urlencoded");
    }
    const form = parseOrBadRequest(LoginForm, await c.req.parseBody());
    const exists = await db.query("select 1 from customers where kundenummer = $1", [
      form.kundenummer,
    ]);
    if (exists.length === 0) {
      return c.html(
        sandboxPage("Ukjent testperson", html`<p class="error">Velg en testperson fra listen.</p>`),
        400,
      );
    }
    // The session is the app origin's to set: this origin (perhaps another site) hands the
    // browser a ticket for it, which only the browser holding the login's state can use.
    const ticket = newToken();
    const now = config.now();
    await db.query("delete from login_tickets where expires_at <= $1", [now]);
    await db.query(
      `insert into login_tickets
         (ticket_hash, state_hash, kundenummer, distributor, login_context, goto, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        hashToken(ticket),
        hashToken(form.state),
        form.kundenummer,
        form.distributor,
        form.loginContext,
        safeAppPath(form.goto),
        new Date(now.getTime() + ticketTtlSeconds * 1000),
      ],
    );
    const complete = `${pairedOrigin(c, config)}${sandboxLoginCompletePath}`;
    return c.redirect(`${complete}?${new URLSearchParams({ ticket })}`, 303);
  });

  routes.get("/login/complete", async (c) => {
    const ticket = c.req.query("ticket");
    if (!isLoginToken(ticket)) return expired(c);
    // Once only, whoever brings it: the row goes with the first exchange (on any instance), and
    // a ticket the form did not issue, or that has expired, starts nothing.
    const [row] = await db.query<TicketRow>(
      `delete from login_tickets where ticket_hash = $1 and expires_at > $2
       returning state_hash, kundenummer, distributor, login_context, goto`,
      [hashToken(ticket), config.now()],
    );
    // Only in the browser that started the login: another site cannot log a customer in here
    // (login CSRF), nor a ticket work in another browser.
    const state = sentLoginState(c, config);
    if (!row || !state || !sameToken(row.state_hash, hashToken(state))) return expired(c);
    await startSession(c, sessions, config, {
      kundenummer: row.kundenummer,
      distributor: row.distributor,
      loginContext: row.login_context,
    });
    clearLoginState(c, config);
    return c.redirect(safeAppPath(row.goto), 303);
  });

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
