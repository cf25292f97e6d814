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
 * - The customer's own answers (issue 26.9): on every settled offer step the stored offer, and on
 *   the receipt the new agreement, equal field by field the answers the path itself gave, as the
 *   oracle of tests/paths/answers.ts folds them from the path's events and the sandbox's lists
 *   (never from the app's request or context), so a wrongly mapped answer fails the path even
 *   though the screen and the sandbox's price for the app's request agree.
 *
 * The screen is read from a DOM (the live one in jsdom, a copy of the page in Chromium), with the
 * live state of inputs written into it; the checks are the same for both drivers.
 */
import { isDeepStrictEqual } from "node:util";
import * as v from "valibot";
import { CustomerResponse } from "../../core/contract/customer.ts";
import {
  CompaniesResponse,
  MileageListResponse,
  OfferOverviewResponse,
} from "../../core/contract/lists.ts";
import {
  type Agreement,
  AgreementResponse,
  BasisDataResponse,
  DefaultBonusResponse,
  DiscountResponse,
  FetchOfferResponse,
  holdsBasisData,
  MakesResponse,
  ModelsResponse,
  type PriceRequest,
  PriceResponse,
  type StoredOffer,
  VariantsResponse,
  VehicleSearchResponse,
} from "../../core/contract/motor.ts";
import { distributorVariant } from "../../core/domain/distributorVariants.ts";
import { menuTexts } from "../../core/texts/menu.ts";
import { kjopTexts, priceSummaryTexts, prisTexts } from "../../core/texts/steps/offer.ts";
import {
  hasOutcomeChecks,
  type PathEvent,
  type PurchaseSnapshot,
  type Scenario,
} from "../../inspector/pathModel.ts";
import {
  type Answers,
  answerEvent,
  choicesAfterPrice,
  expectedOfferAnswers,
  expectedPriceRequest,
  expectedPurchaseAnswers,
  initialAnswers,
  modelKey,
  type OfferAnswers,
  type OfferChoices,
  offerAnswersOf,
  type PurchaseAnswers,
  type SandboxFacts,
  startAnswers,
} from "./answers.ts";
import type { Driver } from "./executor.ts";

export { hasOutcomeChecks };

/** What the path remembers between screens. */
export interface OutcomeMemory {
  /** The oracle of the customer's answers (tests/paths/answers.ts). */
  oracle: AnswerMemory;
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
  memory.oracle.pending.push(event);
}

/**
 * The oracle's state: the answers folded so far, the customer events not folded yet, and the
 * sandbox's facts read so far. Events are folded when a screen is checked: the sandbox is read
 * then, never while a planned fault waits for the app's own call.
 */
export interface AnswerMemory {
  facts: SandboxFacts;
  answers?: Answers;
  pending: PathEvent[];
  /** The sandbox's price for the answers at the last checked offer screen. */
  priced: PriceResponse | null;
  /** The choices and price the screen being checked settles (kept once the check passes). */
  settled?: { choices: OfferChoices; priced: PriceResponse };
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

/**
 * The sandbox's facts that no planned fault can touch, read as the path begins: the customer's
 * registered contact and age, the offered bonus (before the path buys anything) and the lists.
 */
async function readBaseFacts(driver: Driver): Promise<SandboxFacts> {
  const customer = await sandboxGet(driver, CustomerResponse, "/skadekunde/");
  const companies = async (list: string) =>
    (await sandboxGet(driver, CompaniesResponse, `/skadeforsikring/selskaper/${list}`)).selskaper;
  return {
    customer: {
      alder: customer.alder,
      epost: customer.kontaktInformasjon.epostAdresse,
      mobil: customer.kontaktInformasjon.mobilNummer,
    },
    defaultBonus: (await sandboxGet(driver, DefaultBonusResponse, "/motor/bil/defaultBonus"))
      .bonuskode,
    leasingCompanies: await companies("leasing"),
    lenders: await companies("panthavere"),
    bonusCompanies: await companies("bonusoverfoering"),
    mileages: (await sandboxGet(driver, MileageListResponse, "/skadeforsikring/kjoerelengder"))
      .kjoerelengder as SandboxFacts["mileages"],
    vehicles: {},
    models: {},
    basisData: {},
    offers: {},
    latestOffer: null,
    currentYear: new Date().getFullYear(),
  };
}

/** A read the sandbox may refuse (an unknown reference, a vehicle error): undefined then. */
async function sandboxFind<T>(
  driver: Driver,
  schema: v.GenericSchema<unknown, T>,
  path: string,
): Promise<T | undefined> {
  const answer = await driver.sandbox("GET", path);
  return answer.status === 200 ? v.parse(schema, answer.body) : undefined;
}

async function readVehicle(driver: Driver, facts: SandboxFacts, regnr: string) {
  if (!regnr || regnr in facts.vehicles) return;
  const found = await sandboxFind(
    driver,
    VehicleSearchResponse,
    `/motor/bil/sok?registreringsnummer=${regnr}&inkludereBobil=true`,
  );
  if (found) facts.vehicles[regnr] = found;
}

async function readBasisData(driver: Driver, facts: SandboxFacts, reference: string) {
  if (reference in facts.basisData) return;
  const data = await sandboxFind(
    driver,
    BasisDataResponse,
    `/motor/bil/beregningsgrunnlag?prisreferanse=${reference}`,
  );
  if (!data) return;
  facts.basisData[reference] = data;
  if (holdsBasisData(data)) await readVehicle(driver, facts, data.registreringsnummer);
}

async function readOffer(driver: Driver, facts: SandboxFacts, avtalenummer: string) {
  if (avtalenummer in facts.offers) return;
  const found = await sandboxFind(
    driver,
    FetchOfferResponse,
    `/motor/bil/tilbud/hent?avtalenummer=${avtalenummer}`,
  );
  if (!found) return;
  facts.offers[avtalenummer] = found.tilbud;
  await readVehicle(driver, facts, found.tilbud.bildata.registreringsnummer ?? "");
}

/** The make, model and variant the executor picks: the first of each list, or the named one. */
async function readPickedModel(
  driver: Driver,
  facts: SandboxFacts,
  scenario: Scenario,
  event: PathEvent,
) {
  const key = modelKey(event);
  if (key in facts.models) return;
  const ofvdata = event.ofvdata as { modellaar: number; registreringsaar: number };
  const motorhome = scenario.product === "bobil";
  const query = `aar=${ofvdata.modellaar}&inkludereBobil=${motorhome}`;
  const named = <T>(list: readonly T[], name: unknown, nameOf: (item: T) => string) => {
    const found = String(name).startsWith("(")
      ? list[0]
      : list.find((item) => nameOf(item) === name);
    if (!found) throw new Error(`The sandbox's model picker has no '${String(name)}'`);
    return found;
  };
  const { merker } = await sandboxGet(driver, MakesResponse, `/motor/bil/sok/merker?${query}`);
  const make = named(merker, event.merkenavn, (item) => item.merkenavn);
  const { modeller } = await sandboxGet(
    driver,
    ModelsResponse,
    `/motor/bil/sok/modeller?${query}&merkekode=${make.merkekode}`,
  );
  const model = named(modeller, event.modellnavn, (item) => item.modellnavn);
  const { varianter } = await sandboxGet(
    driver,
    VariantsResponse,
    `/motor/bil/sok/varianter?${query}&merkekode=${make.merkekode}&modellkode=${model.modellkode}`,
  );
  const variant = varianter[0];
  if (!variant)
    throw new Error(`The sandbox has no variant of ${make.merkenavn} ${model.modellnavn}`);
  facts.models[key] = {
    ofvdata: {
      modellaar: ofvdata.modellaar,
      registreringsaar: ofvdata.registreringsaar,
      merkekode: make.merkekode,
      modellkode: model.modellkode,
      variantkode: variant.variantkode,
    },
    bobilMerker: variant.bobilMerker ?? [],
    motorhome,
  };
}

/** The answers up to now: the pending events folded, with what the sandbox says about them. */
async function answersNow(driver: Driver, scenario: Scenario, memory: OutcomeMemory) {
  const oracle = memory.oracle;
  const { facts } = oracle;
  if (!oracle.answers) {
    const { entry } = scenario;
    if (entry.kind === "ekspresspris") await readBasisData(driver, facts, entry.referenceId);
    if (entry.kind === "tilbud" && memory.openedOffer) {
      facts.offers[entry.avtalenummer] = memory.openedOffer;
      await readVehicle(driver, facts, memory.openedOffer.bildata.registreringsnummer ?? "");
    }
    if (entry.kind === "registreringsnummer")
      await readVehicle(driver, facts, entry.registreringsnummer);
    oracle.answers = startAnswers(scenario, facts);
  }
  for (const event of oracle.pending) {
    if (event.type === "vehicle.lookup")
      await readVehicle(driver, facts, String(event.registreringsnummer));
    if (event.type === "express.open")
      await readBasisData(driver, facts, String(event.referenceId));
    if (event.type === "offer.open") await readOffer(driver, facts, String(event.avtalenummer));
    if (event.type === "model.submit") await readPickedModel(driver, facts, scenario, event);
    oracle.answers = answerEvent(oracle.answers, event, facts, oracle.priced);
  }
  oracle.pending = [];
  return oracle.answers;
}

export async function beginOutcomes(driver: Driver, scenario: Scenario): Promise<OutcomeMemory> {
  const memory: OutcomeMemory = {
    oracle: { facts: await readBaseFacts(driver), pending: [], priced: null },
    customerChangedOffer: false,
    screensChecked: 0,
  };
  // Only a scenario that logs in anew to a saved offer resumes the sandbox's latest one ('reopen'
  // resumes the quote in this tab). Read before the app can save anything, so that the resumed
  // offer is compared with what the customer left, not with what the app stored on resuming it.
  const latest = scenario.extras.includes("resumeSaved")
    ? ((await openOffers(driver))[0]?.avtalenummer ?? null)
    : null;
  if (latest) {
    await readOffer(driver, memory.oracle.facts, latest);
    memory.oracle.facts.latestOffer = latest;
  }
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

/**
 * The offer the app works on: the one the customer opened by its number, else the customer's open
 * offer for the vehicle the customer answered (the sandbox keeps one per customer and vehicle, issue
 * 26.5; a model-picker vehicle's is the one with its make, model and variant, else the newest one
 * without a registration number, so a wrong ofvdata is named by the comparison).
 */
async function currentOffer(
  driver: Driver,
  scenario: Scenario,
  memory: OutcomeMemory,
  answers: Answers,
): Promise<StoredOffer | undefined> {
  const read = async (avtalenummer: string) =>
    (
      await sandboxGet(
        driver,
        FetchOfferResponse,
        `/motor/bil/tilbud/hent?avtalenummer=${avtalenummer}`,
      )
    ).tilbud;
  if (scenario.entry.kind === "tilbud" && memory.openedOffer)
    return read(scenario.entry.avtalenummer);
  const { vehicle } = answers;
  if (!vehicle) return undefined;
  const produkt = answers.motorhome ? "bobil" : "bil";
  const plate = "registreringsnummer" in vehicle ? vehicle.registreringsnummer : null;
  const candidates = (await openOffers(driver)).filter(
    (offer) => offer.produkt === produkt && (offer.registreringsnummer ?? null) === plate,
  );
  const offers = await Promise.all(candidates.map((offer) => read(offer.avtalenummer)));
  if ("registreringsnummer" in vehicle) return offers[0];
  return (
    offers.find((offer) => isDeepStrictEqual(offer.bildata.ofvdata, vehicle.ofvdata)) ?? offers[0]
  );
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
        ? await receiptCheck(driver, facts.scenario, memory)
        : await offerCheck(driver, facts, memory);
    check(await driver.document());
  });
  // What the checked screen settled becomes the ground for the customer's next choices.
  const { oracle } = memory;
  if (oracle.settled && oracle.answers) {
    oracle.answers = { ...oracle.answers, choices: oracle.settled.choices };
    oracle.priced = oracle.settled.priced;
  }
  // SPEC §4: on the receipt the form resets.
  if (facts.step === "kvittering") oracle.answers = initialAnswers(oracle.facts);
  oracle.settled = undefined;
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
  const expected = await expectedOffer(driver, scenario, memory);
  const offer = await currentOffer(
    driver,
    scenario,
    memory,
    await answersNow(driver, scenario, memory),
  );
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
    compareAnswers(offerAnswersOf(offer), expected, `the stored offer (on '${step}')`);
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

/** SPEC §1/§9: the customer's discount as the tariff applies it; the general texts where it does not say them. */
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
  // The general rules stand only where the customer's own discount does not say them (issue 29.23).
  const bankText = items.includes(prisTexts.discountBank);
  expectEqual(
    bankText,
    distributorVariant(scenario.distributor).showsBankDiscountText &&
      discount.bankkunderabattProsent === 0,
    `the bank customers' extra discount text for distributor ${scenario.distributor}`,
  );
  expectEqual(
    items.includes(prisTexts.discountLoyalty),
    discount.lojalitetsrabattProsent === 0,
    "the general loyalty discount text",
  );
}

/**
 * What the stored offer must hold for the customer's answers: the answers folded so far, and the
 * coverage, deductible and add-ons SPEC §4 gives them on the sandbox's price for the request the
 * test builds from those answers.
 */
async function expectedOffer(
  driver: Driver,
  scenario: Scenario,
  memory: OutcomeMemory,
): Promise<OfferAnswers> {
  const answers = await answersNow(driver, scenario, memory);
  const priced = await sandboxGet(
    driver,
    PriceResponse,
    "/motor/bil/pris",
    expectedPriceRequest(answers),
  );
  const choices = choicesAfterPrice(answers, priced, memory.oracle.facts.currentYear);
  memory.oracle.settled = { choices, priced };
  return expectedOfferAnswers(answers, choices);
}

/** Field by field, so a failure names the answer the sandbox got wrong. */
function compareAnswers<T extends object>(stored: T, answered: T, what: string) {
  const wrong = (Object.keys(answered) as (keyof T)[]).filter(
    (key) => !isDeepStrictEqual(stored[key], answered[key]),
  );
  if (wrong.length > 0)
    fail(
      `${what} is not what the customer answered: ${wrong
        .map(
          (key) =>
            `${String(key)}: the sandbox has ${JSON.stringify(stored[key])}, the customer answered ${JSON.stringify(answered[key])}`,
        )
        .join("; ")}`,
    );
}

/** The new agreement's answers, named as the oracle names them. */
function agreementAnswersOf(avtale: Agreement): OfferAnswers & PurchaseAnswers {
  const { kjoretoy } = avtale;
  return {
    bildata: {
      ...(kjoretoy.registreringsnummer !== undefined
        ? { registreringsnummer: kjoretoy.registreringsnummer }
        : {}),
      ...(avtale.ofvdata !== undefined ? { ofvdata: avtale.ofvdata } : {}),
      ...(avtale.bobilVerdi !== undefined ? { bobilVerdi: avtale.bobilVerdi.bobilVerdikode } : {}),
    },
    leasing: avtale.leasing,
    leasingselskapId: avtale.leasingselskapId,
    annenEier: avtale.annenEier,
    pant: avtale.pant,
    panthaverId: avtale.panthaverId,
    foererUnder23: avtale.foererUnder23,
    bonuskode: avtale.bonuskode,
    dekningsId: avtale.dekning.id,
    egenandelId: avtale.egenandel.id,
    tilleggsdekninger: avtale.tillegg.map((tillegg) => tillegg.id).sort(),
    kjorelengdekode: avtale.kjorelengdekode,
    registreringsnummer: kjoretoy.registreringsnummer,
    chassisnummer: kjoretoy.chassisnummer,
    kmStand: avtale.kmStand,
    mobilnummer: avtale.mobilnummer,
    epostadresse: avtale.epostadresse,
    bonusoverfoering: avtale.bonusoverfoering,
  };
}

async function receiptCheck(
  driver: Driver,
  scenario: Scenario,
  memory: OutcomeMemory,
): Promise<ScreenCheck> {
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
  const answers = await answersNow(driver, scenario, memory);
  const { choices } = answers;
  if (!choices) fail("the receipt came without an offer the customer was shown");
  const expected = {
    ...expectedOfferAnswers(answers, choices),
    ...expectedPurchaseAnswers(answers, memory.oracle.facts),
  };
  return (screen) => {
    compareAnswers(agreementAnswersOf(avtale), expected, `the new agreement ${avtalenummer}`);
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
