/**
 * The Stately files (stately/*.ts): one per machine, generated from the machine's own config by
 * `npm run stately` (scripts/stately.mjs). Node only: it formats with Biome and reads the disk.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { appMachine } from "../../machines/appMachine.ts";
import { feedbackMachine } from "../../machines/feedbackMachine.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";
import { sessionTimeoutMachine } from "../../machines/sessionTimeoutMachine.ts";
import { type StatelyFileSpec, statelySource } from "./statelySource.ts";

export const repositoryRoot = path.resolve(import.meta.dirname, "../..");

export const statelyFiles: readonly StatelyFileSpec[] = [
  {
    source: "machines/purchaseMachine.ts (its phases under machines/purchase/)",
    file: "stately/purchaseMachine.ts",
    name: "Kjøpsflyten",
    exportName: "purchaseMachine",
    title:
      "Kjøpsflyten: fra registreringsnummer til kvittering, med alle steg, spørsmål og regler.",
    machine: purchaseMachine,
  },
  {
    source: "machines/appMachine.ts",
    file: "stately/appMachine.ts",
    name: "Appen",
    exportName: "appMachine",
    title:
      "Appen: innlogging og sperrer, så kjøpsflyten, sesjonsutløpet og tilbakemeldingen som barn.",
    machine: appMachine,
  },
  {
    source: "machines/sessionTimeoutMachine.ts",
    file: "stately/sessionTimeoutMachine.ts",
    name: "Sesjonsutløpet",
    exportName: "sessionTimeoutMachine",
    title: "Sesjonsutløpet: varselet før økten går ut (appens barn 'sessionTimeout').",
    machine: sessionTimeoutMachine,
  },
  {
    source: "machines/feedbackMachine.ts",
    file: "stately/feedbackMachine.ts",
    name: "Tilbakemeldingen",
    exportName: "feedbackMachine",
    title: "Tilbakemeldingen på kvitteringen (appens barn 'feedback').",
    machine: feedbackMachine,
  },
];

/** TypeScript as Biome formats it (the repository's own settings, biome.json). */
export function formatTypeScript(text: string, file: string): string {
  const biome = path.join(repositoryRoot, "node_modules/.bin/biome");
  const result = spawnSync(biome, ["format", `--stdin-file-path=${file}`], {
    cwd: repositoryRoot,
    input: text,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`biome format ${file}: ${result.stderr}`);
  return result.stdout;
}

/** The file as `npm run stately` writes it. */
export function generatedStatelyFile(spec: StatelyFileSpec): string {
  return formatTypeScript(statelySource(spec), spec.file);
}

/** The file as it is on disk ("" when missing). */
export function currentStatelyFile(spec: StatelyFileSpec): string {
  try {
    return readFileSync(path.join(repositoryRoot, spec.file), "utf8");
  } catch {
    return "";
  }
}
