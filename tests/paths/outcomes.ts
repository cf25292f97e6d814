/**
 * Outcome checks of the generated paths: on every screen a path reaches, what the customer is told
 * and charged is compared with the sandbox's own answers, never with the app's state.
 *
 * - Price table (add-ons, tilpass, purchase page): the total is the sum of the visible lines, no
 *   line is zero, and every line is what POST /motor/bil/pris answers for the stored offer's
 *   choices (coverage at its deductible, the chosen add-ons, the traffic fee).
 * - Price page: each coverage's price is what /pris answers at its default deductible; the chosen
 *   coverage is the stored one; the discount statement is GET /motor/bil/rabatt's figure, and the
 *   bank customers' extra text is shown unless the distributor variant hides it.
 * - After each save: GET /motor/bil/tilbud/hent equals what the screen shows (coverage, deductible,
 *   add-ons, mileage), and a saved offer the customer only opened is unchanged.
 * - Receipt: the new agreement (GET /motor/bil/avtale, its detail page's data) has the coverage,
 *   deductible, add-ons, mileage and yearly price the customer confirmed on the purchase page.
 *
 * The screen is read from a DOM (the live one in jsdom, a copy of the page in Chromium), with the
 * live state of inputs written into it; the checks are the same for both drivers.
 */
import { isDeepStrictEqual } from "node:util";
import * as v from "valibot";
import { MileageListResponse, OfferOverviewResponse } from "../../src/api/contract/lists.ts";
import {
  AgreementResponse,
  DiscountResponse,
  FetchOfferResponse,
  type PriceRequest,
  PriceResponse,
  type StoredOffer,
} from "../../src/api/contract/motor.ts";
import { distributorVariant } from "../../src/domain/distributorVariants.ts";
import { menuTexts } from "../../src/texts/menu.ts";
import { kjopTexts, priceSummaryTexts, prisTexts } from "../../src/texts/steps/offer.ts";
import type { Driver } from "./executor.ts";
import type { PathEvent, PurchaseSnapshot, Scenario } from "./model.ts";

/** What the path remembers between screens. */
export interface OutcomeMemory {
  /** Offers the customer had before the path began (a new quote's offer is not among them). */
  offersBefore: Set<string>;
  /** The saved offer a tilbud entry opens, as stored before the customer opened it. */
  openedOffer?: StoredOffer;
  /** Whether the customer has changed anything that belongs in the offer since it was opened. */
  customerChangedOffer: boolean;
  /** What the purchase page showed when the customer confirmed. */
  confirmed?: ConfirmedPurchase;
  /** Screens whose outcomes were checked. */
  screensChecked: number;
}

export interface ConfirmedPurchase {
  coverage: string;
  deductible: number;
  addOns: string[];
  mileage: string;
  yearly: number;
  monthly: number;
}

/** Events that change nothing the offer stores (moving on, looking, the app's own answers). */
const neutralEvent =
  /^(xstate\.|intro\.start|price\.submit|addons\.submit|adjust\.submit|identity\.submit|odometer\.submit|contact\.submit|summary\.(edit|confirm)|purchase\.confirm|flow\.retry|vehicle\.submit)/;

export function noteCustomerEvent(memory: OutcomeMemory, event: PathEvent) {
  if (!neutralEvent.test(event.type)) memory.customerChangedOffer = true;
}

// ---- the sandbox's answers ------------------------------------------------------------------

async function sandboxGet<T>(
  driver: Driver,
  schema: v.GenericSchema<unknown, T>,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await driver.sandbox(body === undefined ? "GET" : "POST", path, body);
  if (answer.status !== 200)
    throw new Error(
      `The sandbox answered ${answer.status} to ${path}: ${JSON.stringify(answer.body)}`,
    );
  return v.parse(schema, answer.body);
}

async function openOffers(driver: Driver) {
  return (await sandboxGet(driver, OfferOverviewResponse, "/avtaleoversikt/tilbud")).tilbud;
}

export async function beginOutcomes(driver: Driver, scenario: Scenario): Promise<OutcomeMemory> {
  const memory: OutcomeMemory = {
    offersBefore: new Set((await openOffers(driver)).map((offer) => offer.avtalenummer)),
    customerChangedOffer: false,
    screensChecked: 0,
  };
  if (scenario.entry.kind === "tilbud") {
    const stored = await driver.sandbox(
      "GET",
      `/motor/bil/tilbud/hent?avtalenummer=${scenario.entry.avtalenummer}`,
    );
    // Another customer's offer is not theirs to read (404): nothing to compare then.
    if (stored.status === 200) memory.openedOffer = v.parse(FetchOfferResponse, stored.body).tilbud;
  }
  return memory;
}

/** The offer the app works on: the opened one, else the newest offer this path created. */
async function currentOffer(
  driver: Driver,
  scenario: Scenario,
  memory: OutcomeMemory,
): Promise<StoredOffer | undefined> {
  let avtalenummer: string | undefined;
  if (scenario.entry.kind === "tilbud" && memory.openedOffer)
    avtalenummer = scenario.entry.avtalenummer;
  else
    avtalenummer = (await openOffers(driver)).find(
      (offer) => !memory.offersBefore.has(offer.avtalenummer),
    )?.avtalenummer;
  if (!avtalenummer) return undefined;
  return (
    await sandboxGet(
      driver,
      FetchOfferResponse,
      `/motor/bil/tilbud/hent?avtalenummer=${avtalenummer}`,
    )
  ).tilbud;
}

/** The price request a stored offer stands for (SPEC §3 "Price request"). */
export function priceRequestOf(offer: StoredOffer): PriceRequest {
  const { bildata } = offer;
  return {
    avtalenummer: offer.avtalenummer,
    bonuskode: offer.bonuskode as PriceRequest["bonuskode"],
    foererUnder23: offer.foererUnder23,
    nyPakkestruktur: offer.nyPakkestruktur,
    tilleggsdekninger: offer.tilleggsdekninger,
    pant: offer.pant,
    leasing: offer.leasing,
    kjorelengdekode: offer.kjorelengdekode as PriceRequest["kjorelengdekode"],
    bildetaljer: {
      ...(bildata.registreringsnummer ? { registreringsnummer: bildata.registreringsnummer } : {}),
      ...(bildata.ofvdata ? { ofvdata: bildata.ofvdata } : {}),
      ...(bildata.bobilVerdi ? { bobilVerdi: bildata.bobilVerdi } : {}),
    },
    ...(offer.annenEier
      ? { annenEier: { fodselsnummer: offer.annenEier.fnrOrgnr, navn: offer.annenEier.navn } }
      : {}),
    ...(offer.panthaverId ? { panthaverId: offer.panthaverId } : {}),
    ...(offer.leasingselskapId ? { leasingselskapId: offer.leasingselskapId } : {}),
  };
}

// ---- reading the screen -----------------------------------------------------------------------

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? "")
    .replace(/\u00ad/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** "1 234 kr", "1 234,50 kr per måned" → 1234, 1234.5 */
export function amountOf(shown: string): number {
  const digits = shown.replace(/[^\d,]/g, "").replace(",", ".");
  if (digits === "") throw new Error(`No amount in '${shown}'`);
  return Number(digits);
}

export interface ShownLine {
  name: string;
  monthly: number;
  yearly: number;
}

function priceTable(doc: Document): { lines: ShownLine[]; total: ShownLine } | undefined {
  const table = doc.querySelector("table.price-summary");
  if (!table) return undefined;
  const lineOf = (row: Element): ShownLine => {
    const cells = row.querySelectorAll("td");
    return {
      name: text(row.querySelector("th")),
      monthly: amountOf(text(cells[0])),
      yearly: amountOf(text(cells[1])),
    };
  };
  const total = table.querySelector("tfoot tr");
  if (!total) throw new Error("The price table has no total");
  return { lines: [...table.querySelectorAll("tbody tr")].map(lineOf), total: lineOf(total) };
}

/** The term/description pairs of the purchase page's overview ('Dette kjøper du'). */
function overviewOf(doc: Document): Map<string, string> {
  const pairs = new Map<string, string>();
  const list = doc.querySelector("dl.offer-overview");
  // The value only: each row's "Endre" sits beside it in the same dd.
  for (const term of list?.querySelectorAll("dt") ?? []) {
    const value = term.nextElementSibling;
    pairs.set(text(term), text(value?.querySelector(".offer-overview__value") ?? value));
  }
  return pairs;
}

function checkedLabels(doc: Document, selector: string): string[] {
  return [...doc.querySelectorAll<HTMLInputElement>(selector)]
    .filter((input) => input.checked)
    .map((input) => text(input.closest("label") ?? doc.querySelector(`label[for="${input.id}"]`)));
}

// ---- the checks --------------------------------------------------------------------------------

function fail(message: string): never {
  throw new Error(`Outcome check: ${message}`);
}

function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (!isDeepStrictEqual(actual, expected))
    fail(
      `${what}: the screen shows ${JSON.stringify(actual)}, the sandbox ${JSON.stringify(expected)}`,
    );
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** SPEC §5: the total is the sum of the visible lines, and no visible line is zero. */
function checkSum(table: { lines: ShownLine[]; total: ShownLine }) {
  for (const line of table.lines)
    if (line.monthly === 0 && line.yearly === 0) fail(`the line '${line.name}' is zero but shown`);
  const monthly = table.lines.reduce((sum, line) => sum + line.monthly, 0);
  const yearly = table.lines.reduce((sum, line) => sum + line.yearly, 0);
  if (!same(monthly, table.total.monthly) || !same(yearly, table.total.yearly))
    fail(
      `the total ${table.total.monthly}/${table.total.yearly} is not the sum of the lines ${monthly}/${yearly}`,
    );
}

/** The lines the sandbox's price gives for the stored offer's choices. */
function expectedLines(offer: StoredOffer, priced: PriceResponse): ShownLine[] {
  const dekning = priced.dekninger.find((option) => option.id === offer.dekningsId);
  if (!dekning) fail(`the sandbox does not price the stored coverage ${offer.dekningsId}`);
  const egenandel = dekning.egenandeler.find((option) => option.id === offer.egenandelId);
  if (!egenandel) fail(`the sandbox has no deductible ${offer.egenandelId} for ${dekning.id}`);
  const lines: ShownLine[] = [
    { name: dekning.heading, monthly: egenandel.prisPerMnd, yearly: egenandel.prisPerAar },
  ];
  for (const id of ["122", "190"] as const) {
    if (!offer.tilleggsdekninger.includes(id)) continue;
    const tillegg = priced.tillegg.find((option) => option.id === id);
    if (!tillegg) fail(`the stored add-on ${id} is not offered for this vehicle`);
    const name = id === "122" ? priceSummaryTexts.maskinskade : priceSummaryTexts.leiebil;
    lines.push({ name, monthly: tillegg.prisPerMnd, yearly: tillegg.prisPerAar });
  }
  lines.push({
    name: priceSummaryTexts.tfa.replace(/\u00ad/g, ""),
    monthly: priced.tfadetaljer.prisPerMnd,
    yearly: priced.tfadetaljer.prisPerAar,
  });
  return lines.filter((line) => line.monthly !== 0 || line.yearly !== 0);
}

function checkAgainstPrice(
  table: { lines: ShownLine[] },
  offer: StoredOffer,
  priced: PriceResponse,
) {
  const expected = expectedLines(offer, priced);
  const byName = (lines: ShownLine[]) =>
    [...lines]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((line) => [line.name, line.monthly, line.yearly]);
  expectEqual(byName(table.lines), byName(expected), "the price lines");
}

export interface ScreenFacts {
  step: string;
  snapshot: PurchaseSnapshot;
  scenario: Scenario;
}

const offerSteps = new Set(["pris", "tilleggsdekning", "tilpass", "kjop"]);

/** The saved offer is current when the model says the price region is ready (not failed). */
const offerIsSettled = (snapshot: PurchaseSnapshot) =>
  snapshot.matches({ tilbud: { oppdatering: "ready" } }) && snapshot.context.error === null;

/** Does this screen get outcome checks? (For the coverage report, too.) */
export function hasOutcomeChecks(step: string | undefined, snapshot: PurchaseSnapshot): boolean {
  if (step === "kvittering") return snapshot.matches({ kvittering: "shown" });
  return step !== undefined && offerSteps.has(step) && offerIsSettled(snapshot);
}

/**
 * Checks one settled screen; retried until the screen and the sandbox agree or the driver's
 * patience runs out (lists such as the mileage options arrive after the step is idle).
 */
export async function checkOutcomes(driver: Driver, facts: ScreenFacts, memory: OutcomeMemory) {
  if (!hasOutcomeChecks(facts.step, facts.snapshot)) return;
  // The sandbox is asked again on every try: a save may still be on its way when the step's
  // button stops being busy.
  await driver.eventually(async () => {
    const check =
      facts.step === "kvittering"
        ? await receiptCheck(driver, memory)
        : await offerCheck(driver, facts, memory);
    check(await driver.document());
  });
  memory.screensChecked++;
}

type ScreenCheck = (doc: Document) => void;

/** The menu's offers badge counts the customer's open offers (when the menu is shown at all). */
function checkOffersBadge(doc: Document, openOffers: number) {
  const menu = doc.querySelector("nav.navigation-menu");
  if (!menu) return;
  const offers = [...menu.querySelectorAll("a")].find((link) =>
    text(link).startsWith(menuTexts.links.offers),
  );
  const shown = offers ? amountOf(text(offers.querySelector(".navigation-menu__badge"))) : 0;
  expectEqual(shown, openOffers, "the menu's count of open offers");
}

async function offerCheck(
  driver: Driver,
  { step, scenario }: ScreenFacts,
  memory: OutcomeMemory,
): Promise<ScreenCheck> {
  const offer = await currentOffer(driver, scenario, memory);
  if (!offer) fail(`on '${step}' the sandbox has no saved offer for this quote`);
  const openCount = (await openOffers(driver)).length;
  if (memory.openedOffer && !memory.customerChangedOffer) {
    const { avtalenummer: _a, ...before } = memory.openedOffer;
    const { avtalenummer: _b, ...now } = offer;
    expectEqual(now, before, "the saved offer, only opened by the customer (it must not change)");
  }
  const priced = await sandboxGet(driver, PriceResponse, "/motor/bil/pris", priceRequestOf(offer));
  const discount =
    step === "pris" ? await sandboxGet(driver, DiscountResponse, "/motor/bil/rabatt") : undefined;
  const mileages = await sandboxGet(driver, MileageListResponse, "/skadeforsikring/kjoerelengder");
  const mileageText = mileages.kjoerelengder.find(
    (item) => item.kode === offer.kjorelengdekode,
  )?.tekst;
  const dekning = priced.dekninger.find((option) => option.id === offer.dekningsId);
  const addOnHeadings = priced.tillegg
    .filter((tillegg) => offer.tilleggsdekninger.includes(tillegg.id))
    .map((tillegg) => tillegg.heading);

  return (doc) => {
    checkOffersBadge(doc, openCount);
    const table = priceTable(doc);
    if (step !== "pris") {
      if (!table) fail(`'${step}' shows no price table`);
      checkSum(table);
      checkAgainstPrice(table, offer, priced);
    }
    if (step === "pris") {
      for (const card of doc.querySelectorAll("li.coverage-card")) {
        const heading = text(card.querySelector(".coverage-card__heading"));
        const option = priced.dekninger.find((candidate) => candidate.heading === heading);
        if (!option)
          fail(`the price page shows a coverage '${heading}' the sandbox does not price`);
        const marked =
          option.egenandeler.find((egenandel) => egenandel.isDefault) ?? option.egenandeler[0];
        const price = card.querySelector(".coverage-card__price");
        if (!price || !marked) continue;
        expectEqual(
          [
            amountOf(text(price.querySelector("strong"))),
            amountOf(text(price.querySelector("span"))),
          ],
          [marked.prisPerMnd, marked.prisPerAar],
          `the price of '${heading}'`,
        );
      }
      const chosen = [...doc.querySelectorAll<HTMLInputElement>('input[name="dekning"]')].find(
        (input) => input.checked,
      );
      expectEqual(chosen?.value, offer.dekningsId, "the chosen coverage");
      checkDiscount(doc, scenario, discount);
    }
    if (step === "tilleggsdekning") {
      // In the page's main content: the cookie dialog (a portal) has checkboxes of its own.
      const shown = checkedLabels(doc, 'main input[type="checkbox"]').map(
        (label) =>
          priced.tillegg.find((tillegg) => label.startsWith(tillegg.heading))?.heading ?? label,
      );
      expectEqual(shown.sort(), [...addOnHeadings].sort(), "the chosen add-ons");
    }
    if (step === "tilpass") {
      const mileage = doc.querySelector<HTMLSelectElement>('select[name="kjorelengde"]');
      expectEqual(mileage?.value, offer.kjorelengdekode, "the yearly mileage");
      const deductible = [
        ...doc.querySelectorAll<HTMLInputElement>('input[name="egenandel"]'),
      ].find((input) => input.checked);
      expectEqual(deductible?.value, offer.egenandelId, "the deductible");
    }
    if (step === "kjop") {
      const overview = overviewOf(doc);
      const confirmed: ConfirmedPurchase = {
        coverage: overview.get(kjopTexts.coverage) ?? "",
        deductible: amountOf(overview.get(kjopTexts.deductible) ?? ""),
        addOns:
          overview.get(kjopTexts.addOns) === kjopTexts.noAddOns
            ? []
            : (overview.get(kjopTexts.addOns) ?? "").split(", ").filter(Boolean),
        mileage: overview.get(kjopTexts.mileage) ?? "",
        monthly: table?.total.monthly ?? Number.NaN,
        yearly: table?.total.yearly ?? Number.NaN,
      };
      expectEqual(
        [confirmed.coverage, confirmed.deductible, [...confirmed.addOns].sort(), confirmed.mileage],
        [dekning?.heading, offer.egenandel, [...addOnHeadings].sort(), mileageText],
        "the purchase overview (coverage, deductible, add-ons, mileage)",
      );
      expectEqual(
        amountOf(overview.get(kjopTexts.bonus) ?? ""),
        Number(offer.bonuskode),
        "the purchase overview's bonus",
      );
      memory.confirmed = confirmed;
    }
  };
}

/** SPEC §1/§9: the customer's discount as the tariff applies it; the bank text unless hidden. */
function checkDiscount(doc: Document, scenario: Scenario, discount: DiscountResponse | undefined) {
  if (!discount) return;
  const items = [...doc.querySelectorAll('[aria-labelledby="price-discounts-heading"] li')].map(
    text,
  );
  const statement = items.find((item) => /prosent rabatt:/.test(item));
  if (discount.rabattProsent > 0) {
    if (!statement)
      fail(`no discount statement, while /rabatt answers ${discount.rabattProsent} %`);
    expectEqual(
      /(\d+) prosent rabatt/.exec(statement)?.[1],
      String(discount.rabattProsent),
      "the discount",
    );
  } else if (statement) fail(`a discount statement '${statement}' while /rabatt answers 0 %`);
  const bankText = items.includes(prisTexts.discountBank);
  expectEqual(
    bankText,
    distributorVariant(scenario.distributor).showsBankDiscountText,
    `the bank customers' extra discount text for distributor ${scenario.distributor}`,
  );
}

async function receiptCheck(driver: Driver, memory: OutcomeMemory): Promise<ScreenCheck> {
  const confirmed = memory.confirmed;
  if (!confirmed) fail("the receipt came without a confirmed purchase page");
  const doc = await driver.document();
  const avtalenummer = /Avtalenummeret er (\d{9})/.exec(text(doc.body))?.[1];
  if (!avtalenummer) fail("the receipt names no agreement number");
  const { avtale } = await sandboxGet(
    driver,
    AgreementResponse,
    `/motor/bil/avtale?avtalenummer=${avtalenummer}`,
  );
  const mileages = await sandboxGet(driver, MileageListResponse, "/skadeforsikring/kjoerelengder");
  const open = await openOffers(driver);
  return (screen) => {
    expectEqual(
      { ...confirmed, addOns: [...confirmed.addOns].sort() },
      {
        coverage: avtale.dekning.heading,
        deductible: avtale.egenandel.beloep,
        addOns: avtale.tillegg.map((tillegg) => tillegg.heading).sort(),
        mileage: mileages.kjoerelengder.find((item) => item.kode === avtale.kjorelengdekode)?.tekst,
        yearly: avtale.prisPerAar,
        monthly: avtale.prisPerMnd,
      },
      "what the customer confirmed on the purchase page, against the new agreement",
    );
    const body = text(screen.body);
    const shown = [...body.matchAll(/([\d\s\u00a0]+(?:,\d+)?)\s?kr per (måned|år)/g)].map((match) =>
      amountOf(match[1] ?? ""),
    );
    expectEqual(shown.slice(0, 2), [avtale.prisPerMnd, avtale.prisPerAar], "the receipt's prices");
    if (open.some((offer) => offer.avtalenummer === avtalenummer))
      fail(`the bought offer ${avtalenummer} is still listed as an open offer`);
    checkOffersBadge(screen, open.length);
  };
}
