/**
 * Runs a model path against the app through a driver: each customer event is what a customer does
 * on the screen, each actor answer is "wait for the app", and each stable state is checked the way
 * a customer sees it (the h1 heading and the address). The same code runs in jsdom (Testing
 * Library) and in Chromium (Playwright); only the driver differs.
 */

import { quoteTexts } from "../../core/texts/common.ts";
import { fullScreenErrors } from "../../core/texts/errors.ts";
import { pageErrorTexts, priceErrorTexts } from "../../core/texts/stepErrors.ts";
import {
  harBilTexts,
  introTexts,
  redigerTilbudTexts,
  velgBilTexts,
} from "../../core/texts/steps/intro.ts";
import {
  contactTexts,
  identityTexts,
  kjopTexts,
  kvitteringTexts,
  odometerTexts,
  prisTexts,
  samtykkeTexts,
  tilleggsdekningTexts,
  tilpassTexts,
} from "../../core/texts/steps/offer.ts";
import {
  bobilVerdiTexts,
  bonusOverforingTexts,
  bonusTexts,
  eierFnrTexts,
  eierNavnTexts,
  eierTexts,
  leasingTexts,
  modellvelgerTexts,
  over23Texts,
  pantTexts,
  sjekkBilInfoTexts,
  type VehicleNoun,
} from "../../core/texts/steps/questions.ts";
import {
  actorEndpoints,
  bonusTransfer,
  carQuotePrefix,
  chassisNumber,
  customerFor,
  customerPicks,
  type GatingPath,
  type ModelPath,
  type PathEvent,
  type PathStep,
  type PurchaseSnapshot,
  plannedFaultOf,
  type Scenario,
  startUrl,
  stepIdOf,
} from "../../inspector/pathModel.ts";
import { isMotorhomeContext } from "../../machines/purchase/requests.ts";
import type { StepMeta } from "../../machines/purchaseMachine.ts";
import type { OverviewQuestion } from "../../machines/types.ts";
import { retryPolicy } from "../../src/api/client.ts";
import { concreteStepPath, flowBasePath, stepRoutes } from "../../src/app/flowPaths.ts";
import { typedOwnerFnr } from "./answers.ts";
import { beginOutcomes, checkOutcomes, noteCustomerEvent, type OutcomeMemory } from "./outcomes.ts";

export type Name = string | RegExp;

/** What the sandbox answered a call made as the logged-in customer. */
export interface SandboxAnswer {
  status: number;
  body: unknown;
}

/** What a customer can do and see; one implementation per test runner. */
export interface Driver {
  /**
   * Logs in as the scenario's test person and opens the app where the scenario starts;
   * `afterLogin` runs with the session before the app makes its first call.
   */
  open(scenario: Scenario, url: string, afterLogin?: () => Promise<void>): Promise<void>;
  /** Calls the sandbox API (below /api/privat/forsikring) as the logged-in customer. */
  sandbox(method: "GET" | "POST", path: string, body?: unknown): Promise<SandboxAnswer>;
  /** The page as the customer sees it now, with the live state of its inputs. */
  document(): Promise<Document>;
  /** Runs `check` until it passes or the driver's patience runs out (then its last error). */
  eventually(check: () => Promise<void>): Promise<void>;
  /** Uncaught page errors and console errors since the last call (each reported once). */
  takePageErrors(): string[];
  expectHeading(name: string): Promise<void>;
  expectPath(path: string): Promise<void>;
  expectText(text: Name): Promise<void>;
  /** Waits until nothing on the page is busy (prices and saves done). */
  expectIdle(): Promise<void>;
  /** Clicks a button (or link) once it is not busy. */
  click(name: Name): Promise<void>;
  /** Picks a radio in a radio group (by legend). */
  choose(group: Name, choice: Name): Promise<void>;
  /** Picks the radio at `index` in a radio group. */
  chooseNth(group: Name, index: number): Promise<void>;
  /** Answers every radio group on the page with `choice`. */
  chooseInEveryGroup(choice: Name): Promise<void>;
  check(name: Name): Promise<void>;
  /** Replaces a text field's value, as a customer types it. */
  fill(label: Name, text: string): Promise<void>;
  /** Picks the first real option of a select once its list has loaded. */
  selectFirst(label: Name): Promise<void>;
  /** Picks the option with this text once the select's list has it. */
  selectByName(label: Name, option: string): Promise<void>;
  /** Picks the option at `index` of a select once its list has loaded. */
  selectNth(label: Name, index: number): Promise<void>;
  /** Goes to an address inside the app the way back/forward does (history + popstate). */
  goTo(path: string): Promise<void>;
  /** Opens an address anew (a new page load): same session, same session storage. */
  reopen(path: string): Promise<void>;
  /**
   * Asks the sandbox to fail the scenario's customer's next calls (server/sandbox/faults.ts):
   * `replace` sets the whole plan (before logging in), `add` adds to it.
   */
  planFaults(
    scenario: Scenario,
    faults: readonly PlannedFault[],
    mode: "replace" | "add",
  ): Promise<void>;
  /** Called after every checked screen (accessibility scan, screenshots). */
  afterScreen?(label: string): Promise<void>;
}

/** One planned fault as the sandbox takes it (`PUT/POST /sandbox/feil/:kundenummer`). */
export interface PlannedFault {
  metode: "GET" | "POST";
  sti: string;
  antall: number;
}

/** Where the sandbox takes the plan for the scenario's test customer. */
export function faultPlanUrl(scenario: Scenario): string {
  return `/sandbox/feil/${customerFor(scenario.persona).niceKundenummer}`;
}

const isActorAnswer = (event: PathEvent) =>
  event.type.startsWith("xstate.done.actor.") || event.type.startsWith("xstate.error.actor.");

/**
 * The planned faults among the app's answers from `from` up to the customer's next event: they
 * must be planned before the customer acts. A GET fails as often as the client tries it (its
 * retry), so the app sees the error the model expects.
 */
export function faultsAhead(steps: readonly PathStep[], from: number): PlannedFault[] {
  const faults: PlannedFault[] = [];
  for (const step of steps.slice(from)) {
    if (!isActorAnswer(step.event)) break;
    const actor = plannedFaultOf(step.event);
    if (!actor) continue;
    for (const endpoint of [actorEndpoints[actor]].flat()) {
      const retried = retryPolicy.methods.includes(endpoint.metode.toLowerCase());
      faults.push({ ...endpoint, antall: retried ? 1 + retryPolicy.limit : 1 });
    }
  }
  return faults;
}

export interface ExpectedScreen {
  step: string;
  heading: string;
  path: string;
  text?: Name;
}

const noun = (snapshot: PurchaseSnapshot): VehicleNoun =>
  isMotorhomeContext(snapshot.context) ? "bobilen" : "bilen";

function headingOf(step: string, snapshot: PurchaseSnapshot): string {
  const { context } = snapshot;
  const product = context.product;
  const headings: Record<string, () => string> = {
    intro: () => introTexts.title(product),
    harBil: () => harBilTexts.title,
    velgBil: () => velgBilTexts.title(noun(snapshot)),
    modellvelger: () => modellvelgerTexts.title(noun(snapshot)),
    bobilVerdi: () => bobilVerdiTexts.title,
    leasing: () => leasingTexts.title(noun(snapshot)),
    eier: () => eierTexts.title(noun(snapshot)),
    eierNavn: () => eierNavnTexts.title,
    eierFnr: () => eierFnrTexts.title(context.form.annenEierNavn),
    pant: () => pantTexts.title(noun(snapshot)),
    over23: () => over23Texts.title(noun(snapshot)),
    bonus: () => bonusTexts.title,
    sjekkBilInfo: () => sjekkBilInfoTexts.title,
    pris: () => prisTexts.title,
    tilleggsdekning: () => tilleggsdekningTexts.title,
    tilpass: () => tilpassTexts.title,
    regnummerChassisnummer: () => identityTexts.title(noun(snapshot)),
    kilometer: () => odometerTexts.title,
    kontaktinfo: () => contactTexts.title,
    bonusOverforing: () => bonusOverforingTexts.title,
    kjop: () => kjopTexts.title,
    samtykke: () => samtykkeTexts.title,
    kvittering: () => kvitteringTexts.title,
  };
  const heading = headings[step];
  if (!heading) throw new Error(`The executor has no heading for step '${step}'`);
  return heading();
}

const errorTitle = (kode: string) =>
  (priceErrorTexts as unknown as Record<string, { title?: string }>)[kode]?.title ??
  priceErrorTexts.feil.title;

/** What the customer should see in a stable state; undefined while the app is loading. */
export function expectedScreen(snapshot: PurchaseSnapshot): ExpectedScreen | undefined {
  if (snapshot.hasTag("loading")) return undefined;
  const step = stepIdOf(snapshot);
  if (!step) return undefined;
  const meta = (snapshot.getMeta() as Record<string, StepMeta | undefined>)[`purchase.${step}`];
  const route = stepRoutes.find((candidate) => candidate.id === step);
  const relative = concreteStepPath(meta?.path ?? route?.path ?? "/", snapshot.context.entry);
  const path = `${flowBasePath(snapshot.context.product)}${relative === "/" ? "/" : relative}`;
  const error = snapshot.context.error;
  // The pages an express price or a saved offer ends on when it cannot be shown: each has an h1.
  if (step === "ekspresspris") {
    const notFound = !error || error.kode === "feil" || error.kode === "ikkeFunnet";
    return notFound
      ? {
          step,
          heading: pageErrorTexts.expressPriceNotFound.title,
          path,
          text: pageErrorTexts.expressPriceNotFound.text,
        }
      : { step, heading: errorTitle(error.kode), path };
  }
  if (step === "redigerTilbud") {
    // A number the insurer has no offer under for this customer (404) is said to be so.
    const entry = snapshot.context.entry;
    if (error?.kode === "ikkeFunnet" && entry.kind === "tilbud")
      return {
        step,
        heading: redigerTilbudTexts.notTheCustomers.title,
        path,
        text: redigerTilbudTexts.notTheCustomers.text(entry.avtalenummer),
      };
    return {
      step,
      heading: pageErrorTexts.offerNotFound.title,
      path,
      text: pageErrorTexts.offerNotFound.text,
    };
  }
  // A price the insurer refuses is the page's heading (issue 29 item 10), not the step's title.
  if (step === "pris" && error && snapshot.hasTag("priceRefused"))
    return { step, heading: errorTitle(error.kode), path };
  const screen: ExpectedScreen = { step, heading: headingOf(step, snapshot), path };
  const { entry } = snapshot.context;
  if (step === "intro" && entry.kind === "ekspresspris" && entry.referenceId.length !== 20)
    screen.text = introTexts.invalidExpressLink;
  // The purchase page says what failed in its own words (and offers 'Prøv igjen').
  if (error && step === "kjop") screen.text = kjopTexts.failedTitle;
  else if (error) screen.text = errorTitle(error.kode);
  else if (snapshot.matches({ velgBil: "found" })) screen.text = velgBilTexts.found(noun(snapshot));
  return screen;
}

/** A path fails on any uncaught page error or console error. */
function assertNoPageErrors(driver: Driver) {
  const errors = driver.takePageErrors();
  if (errors.length > 0)
    throw new Error(`The page reported ${errors.length} error(s):\n${errors.join("\n")}`);
}

export async function checkScreen(
  driver: Driver,
  snapshot: PurchaseSnapshot,
  outcomes?: { scenario: Scenario; memory: OutcomeMemory },
) {
  const expected = expectedScreen(snapshot);
  if (expected) {
    if (expected.heading) await driver.expectHeading(expected.heading);
    if (expected.text) await driver.expectText(expected.text);
    await driver.expectPath(expected.path);
    await driver.expectIdle();
    if (outcomes)
      await checkOutcomes(
        driver,
        { step: expected.step, snapshot, scenario: outcomes.scenario },
        outcomes.memory,
      );
    // Error texts are SPEC §8's own copy ('Denne bilen er allerede forsikret'), so they are left out.
    if (isMotorhomeContext(snapshot.context) && !snapshot.context.error)
      await checkMotorhomeWording(driver, expected.step);
    await driver.afterScreen?.(expected.step);
  }
  assertNoPageErrors(driver);
}

/** Words for a car ('bilen', 'Bilforsikring'), not inside another word ('bobilen', 'Leiebil'). */
const carWords = /(?<![\p{L}])(bil|bilen|biler|bilene|bilens|bilforsikring)(?![\p{L}])/giu;

/** Issue 20: the motorhome flow never speaks of a car, in its heading, texts or header. */
async function checkMotorhomeWording(driver: Driver, step: string) {
  const doc = await driver.document();
  const shown = [doc.querySelector("header"), doc.querySelector("main")]
    .map((element) => element?.textContent ?? "")
    .join(" ");
  const found = [...shown.matchAll(carWords)].map((match) => {
    const at = match.index ?? 0;
    return `'${shown.slice(Math.max(at - 30, 0), at + 30).replace(/\s+/g, " ")}'`;
  });
  if (found.length > 0)
    throw new Error(`The motorhome flow's '${step}' speaks of a car: ${found.join(", ")}`);
}

const summaryCards: Record<string, string> = {
  leasing: sjekkBilInfoTexts.cards.leasing,
  eier: sjekkBilInfoTexts.cards.owner,
  pant: sjekkBilInfoTexts.cards.lien,
  over23: sjekkBilInfoTexts.cards.under23,
  bonus: sjekkBilInfoTexts.cards.bonus,
  bobilVerdi: sjekkBilInfoTexts.cards.motorhomeValue,
};

/** The kjop overview's row each `overview.edit` question changes (its "Endre <row>"). */
const overviewRows: Record<OverviewQuestion, string> = {
  identitet: kjopTexts.identity,
  bobilVerdi: kjopTexts.motorhomeValue,
  leasing: kjopTexts.leasing,
  eier: kjopTexts.owner,
  pant: kjopTexts.lien,
  over23: kjopTexts.under23,
  bonus: kjopTexts.bonus,
  bonusOverforing: kjopTexts.bonusTransfer,
  dekning: kjopTexts.coverage,
  tillegg: kjopTexts.addOns,
  egenandel: kjopTexts.deductible,
  kjorelengde: kjopTexts.mileage,
  kilometerstand: kjopTexts.odometer,
  kontakt: kjopTexts.mobile,
};

const coverageNames: Record<string, RegExp> = {
  "150": /^Ansvar/,
  "140": /^Minikasko/,
  "120": /^Kasko/,
  "110": /^Toppkasko/,
};

/** A company select's option for a pick of the sandbox's list (its first option is a placeholder). */
const listOption = (pick: number) => pick + 1;

/** The index of a pick among `count` options (-1 is the last). */
const pickIndex = (pick: number, count: number) => (pick < 0 ? count + pick : pick);

async function radiosNamed(driver: Driver, name: string): Promise<number> {
  let count = 0;
  await driver.eventually(async () => {
    count = (await driver.document()).querySelectorAll(`main input[name="${name}"]`).length;
    if (count === 0) throw new Error(`No '${name}' options on the page yet`);
  });
  return count;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Does what a customer does for one event; actor answers need nothing (the app is waited for). */
/**
 * Does what the customer does for one event of the model. `armFaults` plans the sandbox's faults
 * for the answers that follow; an event the customer performs in two changes (tilpass: mileage,
 * then deductible, each priced on its own) arms them before its last change only, so the fault
 * meets the price call the model expects and not one the next change would replace.
 */
export async function perform(
  driver: Driver,
  event: PathEvent,
  before: PurchaseSnapshot,
  armFaults: () => Promise<void> = async () => {},
) {
  const yesNo = (value: unknown) => (value === true ? "Ja" : "Nei");
  const base = flowBasePath(before.context.product);
  const e = event as Record<string, unknown> & { type: string };
  switch (e.type) {
    case "intro.start":
      return driver.click(introTexts.start);
    case "hasRegnr.answer":
      await driver.choose(harBilTexts.legend, yesNo(e.hasRegNr));
      return driver.click("Neste");
    case "vehicle.lookup":
      return driver.fill(velgBilTexts.label, String(e.registreringsnummer));
    case "vehicle.pickModel":
      return driver.click(velgBilTexts.pickModel);
    case "vehicle.submit":
      return driver.click("Neste");
    case "model.submit": {
      const ofvdata = e.ofvdata as { modellaar: number; registreringsaar: number };
      await driver.fill(modellvelgerTexts.modelYear, String(ofvdata.modellaar));
      // "(første merke)" means any: the first in the list; otherwise the named one.
      const named = !String(e.merkenavn).startsWith("(");
      if (named) {
        await driver.selectByName(modellvelgerTexts.make, String(e.merkenavn));
        await driver.selectByName(modellvelgerTexts.model, String(e.modellnavn));
      } else {
        await driver.selectFirst(modellvelgerTexts.make);
        await driver.selectFirst(modellvelgerTexts.model);
      }
      await driver.selectFirst(modellvelgerTexts.variant);
      await driver.fill(
        new RegExp(escapeRegExp(modellvelgerTexts.registrationYear)),
        String(ofvdata.registreringsaar),
      );
      return driver.click("Neste");
    }
    case "motorhomeValue.submit": {
      const values = await radiosNamed(driver, "bobilVerdikode");
      await driver.chooseNth(
        bobilVerdiTexts.legend,
        pickIndex(customerPicks.motorhomeValue, values),
      );
      return driver.click("Neste");
    }
    case "leasing.answer":
      await driver.choose(leasingTexts.legend(noun(before)), yesNo(e.leasing));
      if (e.leasing)
        await driver.selectNth(leasingTexts.company, listOption(customerPicks.leasingCompany));
      return driver.click("Neste");
    case "form.draft":
      // Chosen, not submitted: the leasing answer the model drafts (no "Neste").
      return driver.choose(leasingTexts.legend(noun(before)), yesNo(e.value));
    case "owner.answer":
      await driver.choose(eierTexts.legend(noun(before)), yesNo(e.eier));
      return driver.click("Neste");
    case "ownerName.submit":
      await driver.fill(eierNavnTexts.label, String(e.annenEierNavn));
      return driver.click("Neste");
    case "ownerFnr.submit":
      await driver.fill(eierFnrTexts.label, typedOwnerFnr(e.annenEierFnr));
      return driver.click("Neste");
    case "lien.answer":
      await driver.choose(pantTexts.legend(noun(before)), yesNo(e.pant));
      if (e.pant) await driver.selectNth(pantTexts.lender, listOption(customerPicks.lender));
      return driver.click("Neste");
    case "over23.answer":
      await driver.choose(over23Texts.legend(noun(before)), yesNo(e.over23));
      return driver.click("Neste");
    case "bonus.answer":
      await driver.choose(
        bonusTexts.legend,
        e.bonusFraOss
          ? bonusTexts.fromUs(String(e.bonuskode))
          : bonusTexts.fromOtherCompany(String(e.bonuskode)),
      );
      return driver.click("Neste");
    case "summary.edit": {
      const card = summaryCards[String(e.question)] ?? String(e.question);
      return driver.click(
        new RegExp(`^${sjekkBilInfoTexts.change}\\s+${escapeRegExp(card)}$`, "i"),
      );
    }
    case "overview.edit": {
      const row = overviewRows[e.question as OverviewQuestion];
      return driver.click(new RegExp(`^${kjopTexts.change}\\s+${row}$`, "i"));
    }
    case "summary.confirm":
      return driver.click(sjekkBilInfoTexts.submit);
    case "price.select":
      return driver.choose(prisTexts.legend, coverageNames[String(e.dekningId)] ?? /./);
    case "price.submit":
    case "addons.submit":
    case "adjust.submit":
      return driver.click("Neste");
    case "contact.submit":
      // Typed over the registered ones the step is prefilled with (issue 26.9), or an address the
      // sandbox refuses.
      await driver.fill(contactTexts.mobileLabel, String(e.telefonnummer));
      await driver.fill(contactTexts.emailLabel, String(e.epost));
      return driver.click("Neste");
    case "addons.change":
      return driver.check(/Leiebil/);
    case "adjust.change": {
      // Another yearly mileage, and another deductible where the coverage has several (ansvar
      // has one only): the last, which is neither the default nor the first.
      const deductibles = await radiosNamed(driver, "egenandel");
      if (deductibles <= 1) await armFaults();
      await driver.selectNth(tilpassTexts.mileageLabel, customerPicks.mileage);
      await driver.expectIdle();
      if (deductibles <= 1) return;
      await armFaults();
      return driver.chooseNth(
        tilpassTexts.deductibleLegend,
        pickIndex(customerPicks.deductible, deductibles),
      );
    }
    case "identity.submit":
      if (before.context.form.registreringsnummer === "")
        await driver.fill(identityTexts.chassisLabel, chassisNumber);
      return driver.click("Neste");
    case "odometer.submit":
      await driver.fill(odometerTexts.label, String(e.kilometerstand));
      return driver.click("Neste");
    case "bonusTransfer.submit":
      await driver.fill(
        new RegExp(escapeRegExp(bonusOverforingTexts.registrationNumber)),
        bonusTransfer.regnr,
      );
      await driver.selectNth(bonusOverforingTexts.company, listOption(customerPicks.bonusCompany));
      return driver.click("Neste");
    case "purchase.confirm":
      return driver.click(kjopTexts.confirm);
    case "consent.submit":
      await driver.chooseInEveryGroup(e.marketingConsentApproved ? "Ja" : "Nei");
      return driver.click(samtykkeTexts.submit);
    case "flow.retry":
      return driver.click("Prøv igjen");
    case "xstate.route": {
      const id = String(e.to).replace(/^#/, "");
      const route = stepRoutes.find((candidate) => candidate.id === id);
      const relative = concreteStepPath(route?.path ?? "/", before.context.entry);
      return driver.goTo(`${base}${relative}`);
    }
    case "flow.reopen":
      return driver.reopen(`${base}/`);
    case "flow.resume":
      return driver.click(quoteTexts.resume);
    case "flow.restart":
      return driver.click(quoteTexts.startOver);
    case "express.open":
      return driver.goTo(`${base}/ekspresspris/${String(e.referenceId)}`);
    case "offer.open":
      return driver.goTo(`${base}/${String(e.avtalenummer)}`);
    default:
      if (isActorAnswer(e)) return; // the app answers by itself; the next screen check waits for it
      throw new Error(`The executor cannot perform '${e.type}'`);
  }
}

/** What a run checked: screens, and those of them whose outcomes were compared with the sandbox. */
export interface PathRun {
  screens: number;
  outcomeScreens: number;
}

/** Runs a whole path; a failure names the step and prints the whole path. */
export async function runPath(driver: Driver, path: ModelPath): Promise<PathRun> {
  // Replacing the plan also clears what an earlier, failed test may have left unused.
  await driver.planFaults(path.scenario, faultsAhead(path.steps, 0), "replace");
  let memory: OutcomeMemory | undefined;
  const carQuote = path.scenario.carQuoteInProgress ? carQuotePrefix(path.scenario) : undefined;
  if (carQuote) {
    // The customer has a car quote in progress, then opens this scenario's address anew.
    await driver.open(carQuote.scenario, startUrl(carQuote.scenario));
    let previous = carQuote.path.start;
    for (const step of carQuote.path.steps) {
      await perform(driver, step.event, previous);
      await checkScreen(driver, step.state);
      previous = step.state;
    }
    await driver.reopen(startUrl(path.scenario));
    memory = await beginOutcomes(driver, path.scenario);
  } else {
    await driver.open(path.scenario, startUrl(path.scenario), async () => {
      memory = await beginOutcomes(driver, path.scenario);
    });
  }
  if (!memory) throw new Error("The driver did not run afterLogin");
  const outcomes = { scenario: path.scenario, memory };
  let before = path.start;
  let index = -1;
  let screens = 0;
  try {
    await checkScreen(driver, settledStart(path), outcomes);
    for (const [i, step] of path.steps.entries()) {
      index = i;
      const faults = isActorAnswer(step.event) ? [] : faultsAhead(path.steps, i + 1);
      if (!isActorAnswer(step.event)) noteCustomerEvent(memory, step.event);
      let armed = false;
      const armFaults = async () => {
        if (armed || faults.length === 0) return;
        armed = true;
        await driver.planFaults(path.scenario, faults, "add");
      };
      if (step.event.type !== "adjust.change") await armFaults();
      await perform(driver, step.event, before, armFaults);
      await checkScreen(driver, step.state, outcomes);
      if (expectedScreen(step.state)) screens++;
      before = step.state;
    }
    if (carQuote) await expectQuoteWaiting(driver, carQuote.scenario);
    return { screens, outcomeScreens: memory.screensChecked };
  } catch (error) {
    const lines = path.steps.map((step, i) => {
      const marker = i === index ? "  ✗ " : "    ";
      const screen = expectedScreen(step.state);
      return `${marker}${i + 1}. ${step.event.type}${
        step.event.type === "xstate.route" ? ` ${String(step.event.to)}` : ""
      }${screen ? `  ⇒ '${screen.heading || screen.text}' at ${screen.path}` : ""}`;
    });
    const message = `Path failed at step ${index + 1}: ${path.description}\n${lines.join("\n")}\n\n${
      error instanceof Error ? error.message : String(error)
    }`;
    throw Object.assign(new Error(message), { cause: error });
  }
}

/** The other product's quote is kept: its start page offers to continue where it was left. */
async function expectQuoteWaiting(driver: Driver, scenario: Scenario) {
  await driver.reopen(startUrl(scenario));
  await driver.expectHeading(introTexts.title(scenario.product));
  await driver.expectText(quoteTexts.inProgress);
  await driver.click(quoteTexts.resume);
  await driver.expectHeading(prisTexts.title);
  assertNoPageErrors(driver);
}

/** The first screen: the start state unless it is still loading (then the first stable one). */
function settledStart(path: ModelPath): PurchaseSnapshot {
  return path.start;
}

/**
 * Runs a generated gating path (the app root's purchase blocks): the test person logs in and sees
 * the block's full-screen message instead of the first step.
 */
export async function runGatingPath(driver: Driver, path: GatingPath) {
  const scenario: Scenario = {
    name: path.description,
    persona: path.persona,
    distributor: path.distributor,
    product: "bil",
    entry: { kind: "start" },
    regnr: "",
    extras: [],
  };
  const block = fullScreenErrors[path.block as keyof typeof fullScreenErrors];
  if (!block) throw new Error(`The app has no text for the block '${path.block}'`);
  await driver.planFaults(scenario, [], "replace");
  await driver.open(scenario, startUrl(scenario));
  await driver.expectHeading(block.title);
  await driver.expectText(block.lead);
  await driver.afterScreen?.(`sperre-${path.block}`);
  assertNoPageErrors(driver);
}
