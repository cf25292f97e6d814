/**
 * Issue 27 item 3, the way back: a chart edited in Stately's editor and exported as code is
 * compared with the code's chart, and the steps, transitions, guards and descriptions added,
 * removed or changed are printed in Norwegian. Tested on edited copies of the generated file,
 * written the way the editor exports (`setup({...}).createMachine`, guards and actions as
 * `{ type }`, targets by the machine's id).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { statelyDiff } from "../../inspector/stately/statelyDiff.ts";
import { currentStatelyFile, statelyFiles } from "../../inspector/stately/statelyFiles.ts";

const generated = currentStatelyFile(statelyFiles[0] as (typeof statelyFiles)[number]);

/** The generated file as the editor writes an export: no header, `{ type }` objects, setup(). */
function asExported(text: string): string {
  return text
    .replace(/^\/\*\*[\s\S]*?\*\/\n/, "")
    .replace(/guard: "(\w+)"/g, 'guard: { type: "$1" }')
    .replace(/(actions|entry|exit): "(\w+)"/g, '$1: { type: "$2" }')
    .replace(
      'import { and, createMachine, or } from "xstate";',
      'import { and, or, setup } from "xstate";',
    )
    .replace(
      "export const purchaseMachine = createMachine({",
      "export const machine = setup({ guards: {}, actions: {}, actors: {} }).createMachine({",
    )
    .replace('target: "#velgBil",', 'target: "#purchase.velgBil",');
}

/** Replaces one exact piece of the text, failing when it is not there once. */
function edit(text: string, from: string, to: string): string {
  expect(text.split(from), `"${from}" once in the file`).toHaveLength(2);
  return text.replace(from, to);
}

const exported = asExported(generated);
const diff = (text: string) => statelyDiff(text, "eksport.ts");

describe("npm run stately:diff", () => {
  it("finds nothing changed in an export of the unchanged chart", () => {
    const result = diff(exported);
    expect(result.text).toContain("ingen endringer");
    expect(result.changes).toBe(0);
  });

  it("names a new step, its transition in, and the guard the code must write", () => {
    let text = edit(
      exported,
      '    harBil: {\n      id: "harBil",',
      `    bilType: {
      id: "bilType",
      description: "Spør om bilen er elbil.",
      meta: { path: "/bil-type", funnelStep: 1 },
      on: {
        "bilType.answer": {
          target: "#harBil",
          guard: { type: "isElectricCarCampaign" },
          description: "Videre til registreringsnummeret.",
        },
      },
    },
    harBil: {
      id: "harBil",`,
    );
    text = text.replace(/("intro\.start": \{\s*target: )"#harBil",/, '$1"#bilType",');
    const result = diff(text);
    expect(result.text).toContain(
      "+ Nytt steg «bilType» (/bil-type) i «purchase»: «Spør om bilen er elbil.»",
    );
    expect(result.text).toContain(
      "+ Ny overgang fra «bilType» ved «bilType.answer» [isElectricCarCampaign] til «harBil»: «Videre til registreringsnummeret.»",
    );
    expect(result.text).toContain(
      "~ Overgangen fra «intro» ved «intro.start» til «bilType»: går til et annet sted",
    );
    expect(result.text).toContain("før: til «harBil»");
    expect(result.text).toContain(
      "+ Nytt vilkår «isElectricCarCampaign», brukt 1 gang: må skrives i koden (machines/)",
    );
  });

  it("names a removed transition and a guard no longer used, with its sentence", () => {
    const text = edit(
      exported,
      `          {
            target: "#sjekkBilInfo",
            guard: and(["isReturningToSummary", "ownerAnswered"]),
            actions: { type: "storeLeasing" },
            description: "Endret fra oppsummeringen og eierspørsmålet er besvart: tilbake.",
          },
`,
      "",
    );
    const result = diff(text);
    expect(result.text).toContain(
      "− Fjernet overgang fra «leasing» ved «leasing.answer» [isReturningToSummary and ownerAnswered] til «sjekkBilInfo»",
    );
    expect(result.changes).toBe(1);
  });

  it("names a changed description and a changed guard, before and after", () => {
    let text = edit(
      exported,
      'description: "Leaset bil: leasingselskapet eier bilen, så eierspørsmålene hoppes over.",',
      'description: "Leaset bil: eierspørsmålene hoppes over.",',
    );
    text = edit(
      text,
      'guard: and(["isReturningToSummary", "ownerAnswered"]),\n            actions: { type: "storeLeasing" },',
      'guard: { type: "isReturningToSummary" },\n            actions: { type: "storeLeasing" },',
    );
    const result = diff(text);
    expect(result.text).toContain(
      "~ Overgangen fra «leasing» ved «leasing.answer» [isLeased] til «sjekkBilInfo»: beskrivelsen er endret",
    );
    expect(result.text).toContain(
      "før: Leaset bil: leasingselskapet eier bilen, så eierspørsmålene hoppes over.",
    );
    expect(result.text).toContain("nå:  Leaset bil: eierspørsmålene hoppes over.");
    expect(result.text).toContain(
      "~ Overgangen fra «leasing» ved «leasing.answer» [isReturningToSummary] til «sjekkBilInfo»: nytt vilkår",
    );
    expect(result.text).toContain("før: isReturningToSummary and ownerAnswered");
  });

  it("names a new order of a step's choices (the first that holds is taken)", () => {
    const first = `          {
            target: "#velgBil",`;
    const text = exported.replace(
      /("hasRegnr\.answer": \[\n)(\s+\{[\s\S]*?\n {10}\},\n)(\s+\{[\s\S]*?\n {10}\},\n)/,
      (_, start, a, b) => `${start}${b}${a}`,
    );
    expect(text).not.toBe(exported);
    expect(exported).toContain(first);
    const result = diff(text);
    expect(result.text).toContain(
      "~ Rekkefølgen på overgangene fra «harBil» ved «hasRegnr.answer» er endret (den første som passer, gjelder)",
    );
  });

  it("names a step's changed address and a changed route", () => {
    let text = edit(
      exported,
      'meta: { path: "/leasing", funnelStep: 4, section: "sporsmal" },',
      'meta: { path: "/leaset", funnelStep: 4, section: "sporsmal" },',
    );
    text = edit(
      text,
      `route: {
        guard: { type: "hasVehicle" },
        actions: { type: "clearError" },
        description: "Kun når kjøretøyet er valgt.",
      },
      exit: { type: "discardDraft" },
      on: {
        "leasing.answer"`,
      `route: {
        guard: { type: "hasOfferAndCoverage" },
        actions: { type: "clearError" },
        description: "Kun med tilbud.",
      },
      exit: { type: "discardDraft" },
      on: {
        "leasing.answer"`,
    );
    const result = diff(text);
    expect(result.text).toContain("~ «leasing» (/leaset): meta.path er endret");
    expect(result.text).toContain('før: "/leasing"');
    expect(result.text).toContain("~ «leasing»: når lenke eller Tilbake kan åpne steget er endret");
    expect(result.text).toContain("nå:  når hasOfferAndCoverage: Kun med tilbud.");
  });

  it("does not count routes and meta an export left out, and says so", () => {
    const text = exported
      .replace(/\n\s+route: \{[^{}]*(\{[^{}]*\}[^{}]*)*\},/g, "")
      .replace(/\n\s+meta: \{[^{}]*\},/g, "");
    expect(text).not.toContain("route:");
    const result = diff(text);
    expect(result.changes).toBe(0);
    expect(result.text).toContain("Merk: Filen har ingen `route`");
    expect(result.text).toContain("Merk: Filen har ingen `meta`");
  });

  it("says so when the machine's id is not the code's", () => {
    const result = diff(
      edit(exported, '  id: "purchase",\n  version', '  id: "kjop2",\n  version'),
    );
    expect(result.text).toContain('maskinen "kjop2" finnes ikke i koden');
  });

  // A new Node process loads the TypeScript through Vite: seconds, more on a busy machine.
  it("runs as a command on a file", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "stately-diff-"));
    const file = path.join(dir, "eksport.ts");
    writeFileSync(
      file,
      edit(
        exported,
        'description: "Spør om kunden husker registreringsnummeret.",',
        'description: "Husker du registreringsnummeret?",',
      ),
    );
    const run = spawnSync(process.execPath, ["scripts/statelyDiff.mjs", file], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(
      `${file} mot koden (machines/purchaseMachine.ts, maskinen "purchase"): 1 endring`,
    );
    expect(run.stdout).toContain("~ «harBil» (/har-bil): beskrivelsen er endret");
  }, 120_000);
});
