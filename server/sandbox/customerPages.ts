import { Hono } from "hono";
import { html } from "hono/html";
import { appHomePath, appOffersPath } from "../http/paths.ts";
import { sandboxPage } from "./html.ts";

/**
 * The insurer's own customer pages, which the app links to but does not own (the menu, and the
 * receipt's payment, invoice and profile links): in the sandbox a short page each, so a link is
 * never a dead end. Static text only: the pages hold no customer data. The customer's offers are
 * the app's own page (issue 26.7); their old address here leads there.
 */
export const customerPages = {
  "/privat/forsikring/oversikt": {
    title: "Forsikringsoversikt",
    body: html`<p>Sandkassens forsikringsoversikt.</p><p><a href="${appHomePath}">Kjøp bilforsikring</a></p><p><a href="/privat/forsikring/motor/bobil/">Kjøp bobilforsikring</a></p>`,
  },
  "/privat/forsikring/dokumenter": {
    title: "Dokumenter",
    body: html`<p>Her finner du forsikringsbevis og vilkår for forsikringene dine.</p>`,
  },
  "/privat/forsikring/faktura": {
    title: "Faktura",
    body: html`<p>Her ser du fakturaene dine og når de forfaller.</p>`,
  },
  "/privat/forsikring/betaling": {
    title: "Betaling",
    body: html`<p>Her velger du om du vil betale med eFaktura eller AvtaleGiro.</p>`,
  },
  "/privat/forsikring/kjop": {
    title: "Kjøp forsikring",
    body: html`<p><a href="${appHomePath}">Bilforsikring</a></p><p><a href="/privat/forsikring/motor/bobil/">Bobilforsikring</a></p>`,
  },
  "/privat/forsikring/skade/meld": {
    title: "Meld skade",
    body: html`<p>Her melder du en skade på bilen eller bobilen din.</p>`,
  },
  "/privat/forsikring/skade/saker": {
    title: "Skadesaker",
    body: html`<p>Her følger du skadesakene dine.</p>`,
  },
  "/privat/forsikring/profil": {
    title: "Forsikringsprofil",
    body: html`<p>Her endrer du kontaktinformasjonen din og samtykkene du har gitt.</p>`,
  },
} as const;

/** Where the sandbox kept its (empty) offers page before the app listed the offers. */
export const offersRedirectPath = "/privat/forsikring/tilbud";

const backToOverview = html`<p><a href="/privat/forsikring/oversikt">Til forsikringsoversikten</a></p>`;

export function customerPageRoutes(): Hono {
  const routes = new Hono();
  for (const [address, page] of Object.entries(customerPages)) {
    const body =
      address === "/privat/forsikring/oversikt" ? page.body : html`${page.body}${backToOverview}`;
    routes.get(address, (c) => c.html(sandboxPage(page.title, body)));
  }
  // A bookmark or an older link to the insurer's offers page opens the app's list.
  routes.get(offersRedirectPath, (c) => c.redirect(appOffersPath, 301));
  return routes;
}
