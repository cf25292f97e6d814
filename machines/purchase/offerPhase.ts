/**
 * Offer phase: price, add-ons, adjustments, identity, mileage, contact and bonus transfer, while a
 * parallel region keeps the offer priced and saved. The purchase step (purchasePhase.ts) is the
 * last of these steps.
 */
import { and, not } from "xstate";
import { errorOf } from "../eventParams.ts";
import type { OfferResumeStep, PurchaseContext } from "../types.ts";
import { kontaktinfo } from "./contactStep.ts";
import { purchasePhase } from "./purchasePhase.ts";
import { buildPriceRequest, buildSaveOfferRequest } from "./requests.ts";
import { purchaseSetup } from "./setup.ts";
import { backToOverview, routeWhen, showError, step, whenOfferAndCoverage } from "./subflows.ts";

/** An offer step opened from the overview before purchase returns there once the offer is priced. */
const backToOverviewWhenReady = {
  guard: and(["offerIsReady", "isReturningToOverview"]),
  target: "kjop",
  description: "Endret fra oversikten før kjøp: tilbake til oversikten når tilbudet er oppdatert.",
} as const;

/**
 * The insurer keeps the step of the saved offer the customer has reached (issue 26.6); the steps
 * after the identity step ask what the offer does not keep, so it is opened again at most there.
 */
const reached = (steg: OfferResumeStep) =>
  ({
    type: "recordStepReached",
    params: ({ context }: { context: PurchaseContext }) => ({
      avtalenummer: context.avtalenummer,
      steg,
    }),
  }) as const;

export const offerPhase = {
  tilbud: purchaseSetup.createStateConfig({
    id: "tilbud",
    type: "parallel",
    // A jump by the address bar into any offer step passes no question's settling: a lien without
    // a lender is no lien here too (SPEC §4), before the price is asked for.
    entry: "resetLienWithoutLender",
    description:
      "Pris og tilbud: stegene fra pris til kjøp, mens tilbudet holdes oppdatert (ny pris bare når forespørselen er endret, lagring bare når tilbudet er endret).",
    states: {
      steg: {
        description: "Stegene fra pris til kjøp.",
        initial: "pris",
        states: {
          pris: {
            ...step(
              "pris",
              { path: "/pris", funnelStep: 12 },
              routeWhen(
                "vehicleQuestionsAnswered",
                "Kun når kjøretøyet er valgt og leasing, eier og bobilverdi er besvart.",
              ),
            ),
            description:
              "Kunden velger dekning. Dekninger kunden ikke kan velge vises med årsak (LO-medlem, pant, leasing).",
            entry: reached("pris"),
            always: {
              guard: and(["offerIsReady", "opensAtSavedStep"]),
              actions: ["openSavedStep", "forgetSavedStep"],
              description:
                "Et lagret tilbud kunden forlot på et senere steg: når prisen er hentet, åpnes det steget.",
            },
            on: {
              "price.select": {
                guard: "isSelectableCoverage",
                actions: "selectCoverage",
                description:
                  "Dekningen kan velges. Tillegg dekningen ikke kan ha slås av (ansvar og minikasko har ingen, toppkasko har leiebil med fra før). Egenandelen settes til første valg om den ikke finnes i dekningen.",
              },
              "price.submit": [
                {
                  guard: and(["offerIsReady", "hasCoverage", "isReturningToOverview"]),
                  target: "kjop",
                  description:
                    "Endret fra oversikten før kjøp: tilbake til oversikten når tilbudet er oppdatert.",
                },
                {
                  guard: and(["offerIsReady", "hasCoverage", "showsAddOnsStep"]),
                  target: "tilleggsdekning",
                  description:
                    "Dekningen kan ha leiebil eller maskinskade som tillegg (ikke ansvar eller minikasko, og ikke et tillegg dekningen har med fra før).",
                },
                {
                  guard: and(["offerIsReady", "hasCoverage"]),
                  target: "tilpass",
                  description: "Ellers rett til tilpasning.",
                },
              ],
            },
          },
          tilleggsdekning: {
            ...step(
              "tilleggsdekning",
              { path: "/tilleggsdekning", funnelStep: 13 },
              routeWhen(
                and(["hasOfferAndCoverage", "showsAddOnsStep"]),
                "Kun med tilbud og dekning som har tillegg.",
              ),
            ),
            description: "Tillegg: leiebil og maskinskade.",
            entry: reached("tilleggsdekning"),
            on: {
              "addons.change": { actions: "changeAddOns" },
              "addons.submit": [
                backToOverviewWhenReady,
                {
                  guard: "offerIsReady",
                  target: "tilpass",
                  description: "Når tilbudet er oppdatert.",
                },
              ],
            },
          },
          tilpass: {
            ...step("tilpass", { path: "/tilpass", funnelStep: 14 }, whenOfferAndCoverage),
            description: "Tilpass kjørelengde per år og egenandel.",
            entry: reached("tilpass"),
            on: {
              "adjust.change": { actions: "changeAdjustments" },
              "adjust.submit": [
                backToOverviewWhenReady,
                {
                  guard: "offerIsReady",
                  target: "regnummerChassisnummer",
                  description: "Når tilbudet er oppdatert.",
                },
              ],
            },
          },
          regnummerChassisnummer: {
            ...step(
              "regnummerChassisnummer",
              {
                path: "/regnummer-chassisnummer",
                funnelStep: 15,
                aliases: ["/reg-and-chassis"],
              },
              whenOfferAndCoverage,
            ),
            description: "Forsikringen kjøpes på registreringsnummer eller understellsnummer.",
            entry: reached("regnummerChassisnummer"),
            on: {
              "identity.submit": [
                backToOverview("storeIdentity"),
                { target: "kilometer", actions: "storeIdentity" },
              ],
            },
          },
          kilometer: {
            ...step("kilometer", { path: "/kilometer", funnelStep: 16 }, whenOfferAndCoverage),
            description: "Kilometerstand; kan også fylles inn senere.",
            on: {
              "odometer.submit": [
                backToOverview("storeOdometer"),
                { target: "kontaktinfo", actions: "storeOdometer" },
              ],
            },
          },
          kontaktinfo,
          bonusOverforing: {
            ...step(
              "bonusOverforing",
              { path: "/bonus-overforing", funnelStep: 10, aliases: ["/overfor_bonus"] },
              routeWhen(
                and(["hasOfferAndCoverage", "bonusFromOtherCompany"]),
                "Kun når bonusen kommer fra et annet selskap.",
              ),
            ),
            description:
              "Bonusoverføring: registreringsnummeret bonusen er opptjent på og selskapet den kommer fra.",
            on: { "bonusTransfer.submit": { target: "kjop", actions: "storeBonusTransfer" } },
          },
          ...purchasePhase,
        },
      },
      oppdatering: {
        description:
          "Holder tilbudet oppdatert: ny pris når forespørselen er endret, lagring når tilbudet er endret.",
        initial: "syncing",
        on: {
          "price.select": {
            guard: "isSelectableCoverage",
            target: ".syncing",
            actions: "clearError",
            description:
              "Bare en dekning kunden kan velge gir ny pris; en sperret dekning (pant, leasing, LO) endrer ingenting. En tidligere feil gjelder ikke lenger.",
          },
          "addons.change": {
            target: ".syncing",
            actions: "clearError",
            description: "Nytt valg av tillegg: ny pris, og en tidligere feil gjelder ikke lenger.",
          },
          "adjust.change": {
            target: ".syncing",
            actions: "clearError",
            description:
              "Ny kjørelengde eller egenandel: ny pris, og en tidligere feil gjelder ikke lenger.",
          },
          "flow.retry": {
            guard: not("priceIsRefused"),
            target: ".syncing",
            actions: "clearError",
            description: "Prøv igjen: ikke når prisen er nektet, for da blir svaret det samme.",
          },
        },
        states: {
          syncing: {
            description: "Sjekker om prisen må hentes på nytt eller tilbudet lagres.",
            always: [
              {
                guard: "priceRequestChanged",
                target: "fetchingPrice",
                description: "Prisforespørselen er endret siden forrige pris.",
              },
              {
                guard: "offerChanged",
                target: "savingOffer",
                description:
                  "Tilbudet (dekning, egenandel eller forespørsel) er endret siden det ble lagret.",
              },
              { target: "ready" },
            ],
          },
          fetchingPrice: {
            tags: ["loading", "priceFetching"],
            description: "Henter pris.",
            invoke: {
              id: "fetchPrice",
              src: "fetchPrice",
              input: ({ context }) => buildPriceRequest(context),
              onDone: [
                {
                  guard: { type: "isRefusal", params: ({ event }) => ({ error: event.output }) },
                  target: "failed.refused",
                  actions: {
                    type: "setFlowError",
                    params: ({ event }) => ({ error: event.output }),
                  },
                  description:
                    "Prissvaret sier nei med en egen kode (for eksempel begrenset): kunden får vite hvorfor og hvem som kan hjelpe.",
                },
                {
                  guard: { type: "carriesError", params: ({ event }) => event.output },
                  target: "failed",
                  actions: {
                    type: "setFlowError",
                    params: ({ event }) => ({ error: event.output }),
                  },
                  description:
                    "Prissvaret har en feil (feil i et 200-svar): den pris- eller kjøretøyfeilen vises.",
                },
                {
                  guard: { type: "priceHasNoCoverages", params: ({ event }) => event.output },
                  target: "failed",
                  actions: "setGenericError",
                  description: "Ingen dekninger i svaret (som kunden kan velge) er en feil.",
                },
                {
                  target: "syncing",
                  actions: { type: "storePrice", params: ({ event }) => event.output },
                },
              ],
              onError: [
                {
                  guard: { type: "isRefusal", params: errorOf },
                  target: "failed.refused",
                  actions: { type: "setFlowError", params: errorOf },
                  description:
                    "Prisen nektes med en egen kode i feilsvaret (for eksempel et for gammelt kjøretøy).",
                },
                showError(),
              ],
            },
          },
          savingOffer: {
            tags: ["loading", "priceSaving"],
            description: "Lagrer tilbudet; lagringen gir avtalenummer.",
            invoke: {
              id: "saveOffer",
              src: "saveOffer",
              input: ({ context }) => buildSaveOfferRequest(context),
              onDone: {
                target: "syncing",
                actions: { type: "storeSavedOffer", params: ({ event }) => event.output },
              },
              onError: showError(),
            },
          },
          ready: {
            id: "tilbudKlart",
            tags: "priceReady",
            description: "Prisen er oppdatert og tilbudet lagret.",
          },
          failed: {
            description:
              "Pris eller lagring feilet, eller forsikringsselskapet sa nei; feilkoden bestemmer meldingen.",
            always: {
              guard: "isOnPurchasePage",
              target: "#intro",
              description: "Feiler pris eller lagring på kjøpssiden, sendes kunden til startsiden.",
            },
            initial: "retryable",
            states: {
              retryable: {
                tags: "priceFailed",
                description:
                  "En feil som kan gå over (den generelle feil, nettverket): kunden kan prøve igjen.",
              },
              refused: {
                id: "prisNektet",
                tags: "priceRefused",
                description:
                  "Forsikringsselskapet gir ikke pris på nett her (SPEC §8-koden bestemmer meldingen): siden sier hvorfor og viser kontakt. Å spørre igjen gir samme svar, så det tilbys ikke; et endret svar tidligere i flyten gir en ny pris.",
              },
            },
          },
        },
      },
    },
  }),
};
