/**
 * `npm run stately:diff FILE`: a chart edited in Stately's editor and exported as code, against
 * the chart the app runs, in Norwegian (docs/stately.md "The way back"). Node only (it reads the
 * file with Stately's own reader).
 */
import type { AnyStateMachine } from "xstate";
import { purchaseGuardDescriptions } from "../../machines/purchase/guardDescriptions.ts";
import { type ChartFacts, factsFromExtract, factsFromMachine } from "./chartFacts.ts";
import { changesInNorwegian, chartChanges } from "./flowChanges.ts";
import { extractStatelyFile } from "./readStatelyFile.ts";
import { statelyFiles } from "./statelyFiles.ts";

/** A purchase guard's sentence (a sentence made from params is left out: no params here). */
export function describePurchaseGuard(name: string): string | null {
  const description = purchaseGuardDescriptions[name];
  return typeof description === "string" ? description : null;
}

/**
 * The code's facts as Stately's reader can hold them: without `onSnapshot` (the extractor does
 * not read it), and without routes or meta when the edited file has none at all (the editor's
 * export may leave them out; then they are not compared, and the report says so).
 */
function comparable(code: ChartFacts, file: ChartFacts): { code: ChartFacts; notes: string[] } {
  const notes: string[] = [];
  let facts: ChartFacts = {
    ...code,
    transitions: code.transitions.filter((t) => !t.event.startsWith("snapshot:")),
  };
  if (file.routes.length === 0 && facts.routes.length > 0) {
    facts = { ...facts, routes: [] };
    notes.push(
      "Filen har ingen `route`: når lenker og Tilbake kan åpne et steg, er ikke sammenlignet.",
    );
  }
  if (file.states.every((s) => !s.meta) && facts.states.some((s) => s.meta)) {
    facts = { ...facts, states: facts.states.map((s) => ({ ...s, meta: null })) };
    notes.push("Filen har ingen `meta`: adresser, trakt-steg og seksjoner er ikke sammenlignet.");
  }
  return { code: facts, notes };
}

export interface StatelyDiffResult {
  text: string;
  changes: number;
}

/** The report for an exported file's text; `fileName` only names it in the report. */
export function statelyDiff(fileText: string, fileName: string): StatelyDiffResult {
  const machines = extractStatelyFile(fileText);
  if (machines.length === 0)
    return {
      text: `${fileName}: fant ingen createMachine(...) i filen. Eksporter maskinen som kode fra Stately og prøv igjen.\n`,
      changes: 0,
    };
  const parts: string[] = [];
  let count = 0;
  for (const machine of machines) {
    const file = factsFromExtract(machine);
    const spec = statelyFiles.find((s) => (s.machine as AnyStateMachine).id === file.machineId);
    if (!spec) {
      parts.push(
        `${fileName}: maskinen ${JSON.stringify(file.machineId)} finnes ikke i koden (kjente: ${statelyFiles
          .map((s) => (s.machine as AnyStateMachine).id)
          .join(", ")}). Behold maskinens id når du redigerer i Stately.\n`,
      );
      continue;
    }
    const { code, notes } = comparable(factsFromMachine(spec.machine as AnyStateMachine), file);
    const changes = chartChanges(code, file, {
      describeGuard: file.machineId === "purchase" ? describePurchaseGuard : undefined,
      edited: true,
    });
    count += changes.length;
    const codeFile = spec.source.split(" ")[0];
    const title = `${fileName} mot koden (${codeFile}, maskinen ${JSON.stringify(file.machineId)})`;
    parts.push(
      changesInNorwegian(title, changes) +
        (notes.length > 0 ? `\n${notes.map((n) => `Merk: ${n}`).join("\n")}\n` : ""),
    );
  }
  return { text: parts.join("\n"), changes: count };
}
