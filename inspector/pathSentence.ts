/**
 * A generated QA path as the sentence a product owner reads: "bobil, ikke eier, bonus fra annet
 * selskap, kjøp". Only the choices that change the flow are named; the app's ordinary answers,
 * the questions answered the usual way and the plain "Neste" are left out. Pure.
 */
import { coverage } from "../core/domain/coverage.ts";

type Event = { type: string } & Record<string, unknown>;

const coverageNames: Record<string, string> = Object.fromEntries(
  Object.entries(coverage).map(([name, id]) => [id, name]),
);

const actorNames: Record<string, string> = {
  lookupVehicle: "kjøretøyoppslaget",
  fetchGuarantee: "garantien",
  fetchPrice: "prisen",
  saveOffer: "lagringen",
  fetchOffer: "tilbudet",
  fetchBasisData: "ekspressprisen",
  purchase: "kjøpet",
  fetchConsentTexts: "samtykketekstene",
  postConsent: "samtykkesvaret",
};

const summaryCards: Record<string, string> = {
  leasing: "leasing",
  eier: "eier",
  pant: "pant",
  over23: "alder",
  bonus: "bonus",
  bobilVerdi: "bobilverdi",
};

/** The words for one event, or null when it says nothing a product owner chooses between. */
export function eventWords(event: Event): string | null {
  const id = (prefix: string) => event.type.slice(prefix.length);
  if (event.type.startsWith("xstate.error.actor.")) {
    const actor = id("xstate.error.actor.");
    return `feil fra ${actorNames[actor] ?? actor}`;
  }
  if (event.type.startsWith("xstate.done.actor.")) {
    const output = event.output as { garanti?: { transaksjonstype?: string } } | undefined;
    return output?.garanti?.transaksjonstype === "STOPP_KJOP" ? "garantien stopper kjøpet" : null;
  }
  switch (event.type) {
    case "hasRegnr.answer":
      return event.hasRegNr ? null : "uten registreringsnummer";
    case "vehicle.pickModel":
    case "model.submit":
      return "modellvelger";
    // The usual answers (not leased, owner, no lien, all over 23, bonus from us) go unsaid.
    case "leasing.answer":
      return event.leasing ? "leaset" : null;
    case "owner.answer":
      return event.eier ? null : "ikke eier";
    case "lien.answer":
      return event.pant ? "pant" : null;
    case "over23.answer":
      return event.over23 ? null : "sjåfør under 23";
    case "bonus.answer":
      return event.bonusFraOss === false ? "bonus fra annet selskap" : null;
    case "summary.edit":
      return `endrer ${summaryCards[String(event.question)] ?? String(event.question)}`;
    case "overview.edit":
      return `endrer ${summaryCards[String(event.question)] ?? String(event.question)} i oversikten`;
    case "price.select":
      return coverageNames[String(event.dekningId)] ?? `dekning ${String(event.dekningId)}`;
    case "bonusTransfer.submit":
      return "bonusoverføring";
    case "purchase.confirm":
      return "kjøp";
    case "consent.submit":
      return event.marketingConsentApproved || event.crossDomainConsentApproved
        ? "samtykker"
        : "samtykker ikke";
    case "flow.retry":
      return "prøver igjen";
    case "flow.restart":
      return "starter på nytt";
    case "flow.resume":
      return "fortsetter der kunden slapp";
    case "xstate.route":
      return `går til ${String(event.to).replace(/^#/, "")} i adressefeltet`;
    case "express.open":
      return "åpner en ekspressprislenke";
    case "offer.open":
      return "åpner et lagret tilbud";
    default:
      return null;
  }
}

/**
 * The path's sentence: the product (and the customer when not an ordinary one), the choices in
 * order, and where it ends unless that is the receipt after a purchase.
 */
export function pathSentence(
  scenario: { name: string; product: string },
  events: readonly Event[],
  end: { step: string | null; receipt: boolean },
): string {
  const { name, product } = scenario;
  // "bil med registreringsnummer" says the product itself; "LO-medlem" needs it said.
  const namesProduct = name.startsWith(product) && /^[ ,]/.test(name.slice(product.length));
  const words: string[] =
    name === "bilkunde" || name === product ? [product] : namesProduct ? [name] : [product, name];
  for (const event of events) {
    const said = eventWords(event);
    if (said && words.at(-1) !== said) words.push(said);
  }
  const sentence = words.join(", ");
  return end.receipt || !end.step ? sentence : `${sentence} ⇒ ${end.step}`;
}
