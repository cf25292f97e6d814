/**
 * The data behind the storyboard card and the paths in words: the rows of docs/flow-rules.md per
 * step, a step's address, and a QA path as a product owner's sentence (the screens themselves:
 * storyboardScreens.test.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFlowRules, rulesForStep } from "../../inspector/flowRules.ts";
import { extractChart } from "../../inspector/model.ts";
import { scenarioPaths, scenarios } from "../../inspector/pathModel.ts";
import { pathSentence } from "../../inspector/pathSentence.ts";
import { summarizeQaPaths } from "../../inspector/qaPaths.ts";
import { replayPath } from "../../inspector/replay.ts";
import { stepUrl } from "../../inspector/stepScreens.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";

const flowRules = readFileSync(
  path.resolve(import.meta.dirname, "../../docs/flow-rules.md"),
  "utf8",
);
const rows = parseFlowRules(flowRules);
const rulesOf = (id: string, stepPath: string) =>
  rulesForStep(rows, { id, path: stepPath }).map((row) => row.number ?? row.rule);

describe("Storyboard: the rows of docs/flow-rules.md that concern a step", () => {
  it("reads every rule table (the rule and the tests that prove it), and no other table", () => {
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.every((row) => row.rule !== "" && row.tests !== "")).toBe(true);
    const leased = rows.find((row) => row.number === "2d");
    expect(leased?.rule).toBe("(decision) A leased car skips the owner questions.");
    expect(leased?.tests).toContain("a leased car skips the owner questions");
    // The state table (section 3) and the events table have no test column.
    expect(rows.some((row) => row.rule === "intro" || row.rule.startsWith("`intro.start`"))).toBe(
      false,
    );
  });

  it("finds a step's rows by its id, its address and the words the rules use for it", () => {
    expect(rulesOf("leasing", "/leasing")).toEqual(expect.arrayContaining(["2a", "2d"]));
    expect(rulesOf("eier", "/eier")).toEqual(expect.arrayContaining(["2a", "2b", "2c"]));
    expect(rulesOf("kvittering", "/kvittering")).toEqual(expect.arrayContaining(["12a", "12b"]));
    expect(rulesOf("kjop", "/kjop")).toEqual(expect.arrayContaining(["11a", "11b"]));
    expect(rulesOf("kjop", "/kjop")).not.toContain("2a");
    expect(rulesOf("bonusOverforing", "/bonus-overforing").length).toBeGreaterThan(0);
  });
});

describe("Storyboard: screenshots per step and screen size", () => {
  it("gives the step's address in the car and the motorhome flow", () => {
    expect(stepUrl("/leasing")).toBe("/privat/forsikring/motor/bil/leasing");
    expect(stepUrl("/bobil-verdi", "bobil")).toBe("/privat/forsikring/motor/bobil/bobil-verdi");
    expect(stepUrl("/")).toBe("/privat/forsikring/motor/bil/");
  });
});

describe("Paths in words", () => {
  const done = (id: string, output: unknown = {}) => ({ type: `xstate.done.actor.${id}`, output });

  it("names only the choices that change the flow, and the purchase", () => {
    const events = [
      { type: "intro.start" },
      { type: "hasRegnr.answer", hasRegNr: true },
      { type: "vehicle.lookup", registreringsnummer: "BO10001" },
      done("lookupVehicle"),
      { type: "vehicle.submit" },
      { type: "motorhomeValue.submit", bobilVerdikode: "V1" },
      { type: "leasing.answer", leasing: false },
      { type: "owner.answer", eier: false },
      { type: "ownerName.submit", annenEierNavn: "Ola" },
      { type: "ownerFnr.submit", annenEierFnr: "01010112345" },
      { type: "summary.edit", question: "bonus" },
      { type: "bonus.answer", bonusFraOss: false, bonuskode: "75" },
      { type: "summary.confirm" },
      { type: "price.submit" },
      { type: "contact.submit", epost: "a@b.no", telefonnummer: "91234567" },
      { type: "bonusTransfer.submit", bonusRegnummer: "AB12345" },
      { type: "purchase.confirm" },
      done("purchase"),
    ];
    expect(
      pathSentence({ name: "bobil", product: "bobil" }, events, {
        step: "kvittering",
        receipt: true,
      }),
    ).toBe("bobil, ikke eier, endrer bonus, bonus fra annet selskap, bonusoverføring, kjøp");
  });

  it("says who the customer is when not an ordinary one, the errors, and where a path ends", () => {
    const events = [
      { type: "intro.start" },
      { type: "leasing.answer", leasing: true, leasingCompanykode: "X" },
      { type: "xstate.error.actor.fetchPrice", error: new Error("503") },
      done("fetchGuarantee", { garanti: { transaksjonstype: "STOPP_KJOP" } }),
      { type: "price.select", dekningId: "120" },
    ];
    expect(
      pathSentence({ name: "LO-medlem", product: "bil" }, events, { step: "pris", receipt: false }),
    ).toBe("bil, LO-medlem, leaset, feil fra prisen, garantien stopper kjøpet, kasko ⇒ pris");
  });

  it("a scenario named after its product is not named twice", () => {
    const events = [{ type: "leasing.answer", leasing: true }, { type: "purchase.confirm" }];
    const end = { step: "kvittering", receipt: true };
    expect(pathSentence({ name: "bil med registreringsnummer", product: "bil" }, events, end)).toBe(
      "bil med registreringsnummer, leaset, kjøp",
    );
    expect(pathSentence({ name: "bilkunde", product: "bil" }, events, end)).toBe(
      "bil, leaset, kjøp",
    );
  });

  it("lists the paths QA runs in Chromium as sentences, and they replay on the machine", () => {
    const scenario = scenarios.find((s) => s.name === "ung sjåfør med bonus fra et annet selskap");
    if (!scenario) throw new Error("scenario renamed");
    const summaries = summarizeQaPaths(scenarioPaths(scenario));
    const transfer = summaries.find(
      (p) => p.endsAtReceipt && p.sentence.includes("bonus fra annet selskap"),
    );
    expect(transfer?.sentence).toMatch(
      /^bil, ung sjåfør med bonus fra et annet selskap, .*bonus fra annet selskap, .*bonusoverføring, kjøp$/,
    );
    // The summary is plain data (a worker posts it) and still replays to the receipt.
    const model = extractChart(purchaseMachine);
    const steps = replayPath(purchaseMachine, model, transfer?.input, transfer?.events ?? []);
    expect(steps.at(-1)?.activeIds).toContain("kvittering");
    expect(steps.some((s) => s.activeIds.includes("bonusOverforing"))).toBe(true);
  });
});
