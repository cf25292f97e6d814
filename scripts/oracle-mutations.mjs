// `node scripts/oracle-mutations.mjs [--only=name,name] [--no-baseline] [--keep] [--bail]`: the proof of
// the generated paths' oracle (issue 26.10, docs/testing.md "The oracle's proof").
//
// Each mutation changes one line of the app so that one answer of the customer goes wrongly into
// the request the app sends (the lien, the lender, the mileage, the typed mobile replaced by the
// registered one, …). For each, a temporary copy of this checkout (its tracked and untracked files,
// node_modules linked) gets the change, the generated jsdom paths run there
// (`vitest run tests/paths`, the subset npm test runs), and the paths that failed are recorded.
// A mutation that no path fails is a hole in the oracle or the scenarios. `--bail` stops each run
// at its first failing path (the proof needs one; a whole run is 14 paths of 5-30 s each), and the
// table then says "caught by" that path instead of counting; a first failure that is no outcome
// check (a timeout on a busy machine) is not taken for a catch: the mutation runs again whole. First the copy runs
// unchanged (the baseline: every path must pass there). Nothing is committed; the copy is removed
// at the end (--keep leaves it). The table goes to stdout and test-results/oracle-mutations.json.
// Plain JavaScript, like scripts/start.mjs (docs/decisions/0001).
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The mutations: in `file`, the one line holding `from` gets `to` instead (`from` must occur
 * exactly once in the file). Each maps one answer wrongly, the way a real slip would: a default,
 * the registered value, the first of a list, a field left out.
 */
export const mutations = [
  {
    name: "lien: never sent in the price and save request",
    file: "machines/purchase/requests.ts",
    from: "  const { pant } = form;",
    to: "  const pant = false;",
  },
  {
    name: "lender: the first of the list instead of the chosen one (offer)",
    file: "machines/purchase/requests.ts",
    from: "    ...(pant && form.panthaverId ? { panthaverId: form.panthaverId } : {}),",
    to: '    ...(pant && form.panthaverId ? { panthaverId: "PH01" } : {}),',
  },
  {
    name: "lender: the first of the list instead of the chosen one (purchase)",
    file: "machines/purchase/requests.ts",
    from: '    ...optional("panthaverId", form.pant ? form.panthaverId : null),',
    to: '    ...optional("panthaverId", form.pant ? "PH01" : null),',
  },
  {
    name: "leasing company: the first of the list instead of the chosen one",
    file: "machines/purchase/requests.ts",
    from: "    ...(leasing && form.leasingCompanykode ? { leasingselskapId: form.leasingCompanykode } : {}),",
    to: '    ...(leasing && form.leasingCompanykode ? { leasingselskapId: "LS01" } : {}),',
  },
  {
    name: "mileage: the default (12) instead of the chosen one",
    file: "machines/purchase/requests.ts",
    from: "    kjorelengdekode: form.kjorelengde,",
    to: "    kjorelengdekode: defaultKjorelengde,",
  },
  {
    name: "young driver: drivers under 23 never sent",
    file: "machines/purchase/requests.ts",
    from: "    foererUnder23: !form.over23,",
    to: "    foererUnder23: false,",
  },
  {
    name: "young driver: a customer of 23 counted as under 23 (the age rule from 24)",
    file: "machines/purchase/requests.ts",
    from: "  return customer.alder < over23Age;",
    to: "  return customer.alder <= over23Age;",
  },
  {
    name: "other owner: the customer's own name instead of the owner's",
    file: "machines/purchase/requests.ts",
    from: "      ? { annenEier: { fodselsnummer: form.annenEierFnr, navn: form.annenEierNavn } }",
    to: '      ? { annenEier: { fodselsnummer: form.annenEierFnr, navn: [context.customer.fornavn, context.customer.etternavn].join(" ") } }',
  },
  {
    name: "other owner: the national id left out",
    file: "machines/purchase/requests.ts",
    from: "      ? { annenEier: { fodselsnummer: form.annenEierFnr, navn: form.annenEierNavn } }",
    to: "      ? { annenEier: { navn: form.annenEierNavn } }",
  },
  {
    name: "odometer: never sent",
    file: "machines/purchase/requests.ts",
    from: '    ...optional("kmStand", kmStand !== null && Number.isFinite(kmStand) ? kmStand : null),',
    to: '    ...optional("kmStand", null),',
  },
  {
    name: "mobile: the registered one instead of the typed one",
    file: "machines/purchase/requests.ts",
    from: "    mobilnummer: form.telefonnummer,",
    to: "    mobilnummer: context.customer.kontaktInformasjon.mobilNummer,",
  },
  {
    name: "e-mail: the registered one instead of the typed one",
    file: "machines/purchase/requests.ts",
    from: "    epostadresse: form.epost,",
    to: "    epostadresse: context.customer.kontaktInformasjon.epostAdresse,",
  },
  {
    name: "chassis number: never sent",
    file: "machines/purchase/requests.ts",
    from: '    ...optional("chassisnummer", byChassis ? form.chassisnummer : null),',
    to: '    ...optional("chassisnummer", null),',
  },
  {
    name: "bonus transfer: the first company of the list instead of the chosen one",
    file: "machines/purchase/requests.ts",
    from: '    ...optional("bonusFraSelskap", transfer ? form.bonusoverforingsselskap : null),',
    to: '    ...optional("bonusFraSelskap", transfer ? "BO01" : null),',
  },
  {
    name: "bonus transfer: the insured vehicle's plate instead of the one the bonus comes from",
    file: "machines/purchase/requests.ts",
    from: '    ...optional("bonusRegnr", transfer ? form.bonusRegnummer : null),',
    to: '    ...optional("bonusRegnr", transfer ? form.registreringsnummer : null),',
  },
  {
    name: "motorhome value: the first of the offered values instead of the chosen one",
    file: "machines/purchase/setup.ts",
    from: '    storeMotorhomeValue: assign(copyToForm("motorhomeValue.submit", ["bobilVerdikode"])),',
    to: '    storeMotorhomeValue: assign(({ context }) => ({ form: { ...context.form, bobilVerdikode: context.bobilMerker[0]?.bobilVerdikode ?? "" } })),',
  },
  {
    name: "add-ons: the rental car never sent",
    file: "machines/purchase/requests.ts",
    from: "    tilleggsdekninger: chosenAddOnIds(form),",
    to: "    tilleggsdekninger: chosenAddOnIds({ ...form, leiebil: false }),",
  },
  {
    name: "deductible: the coverage's default instead of the chosen one",
    file: "machines/purchase/requests.ts",
    from: "    egenandelId: context.form.egenandel,",
    to: "    egenandelId: context.offer?.dekninger.find((d) => d.id === context.selectedDekningId)?.egenandeler.find((e) => e.isDefault)?.id ?? context.form.egenandel,",
  },
  {
    name: "express: the reference's young driver left for the age default",
    file: "machines/purchase/requests.ts",
    from: "    over23: !data.ungFoerer,",
    to: "    over23: form.over23,",
  },
  {
    name: "express: the reference's mileage left for the default",
    file: "machines/purchase/requests.ts",
    from: "    kjorelengde: data.valgtKjoerelengdekode,",
    to: "    kjorelengde: form.kjorelengde,",
  },
  {
    name: "express: the reference's lien dropped",
    file: "machines/purchase/requests.ts",
    from: "    pant: data.pant,",
    to: "    pant: false,",
  },
  {
    name: "express: the reference's bonus taken as ours (the bonus before issue 26.1)",
    file: "machines/purchase/requests.ts",
    from: "    ...bonus,",
    to: "    bonuskode: data.valgtBonuskode,",
  },
  {
    name: "express: our bonus always, a better reference bonus (and its transfer) ignored",
    file: "machines/purchase/requests.ts",
    from: "    { bonusFraOss: true, bonuskode: data.valgtBonuskode },",
    to: "    { bonusFraOss: true, bonuskode: offeredBonus },",
  },
];

const args = new Set(process.argv.slice(2));
const only = process.argv
  .slice(2)
  .find((arg) => arg.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",");

function run(command, commandArgs, cwd) {
  return spawnSync(command, commandArgs, { cwd, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 });
}

/** A copy of the checkout's files (tracked and untracked, not ignored), node_modules linked. */
function makeCopy() {
  const copy = mkdtempSync(path.join(tmpdir(), "oracle-mutations-"));
  const listed = run("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], root);
  if (listed.status !== 0) throw new Error(listed.stderr);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    try {
      cpSync(path.join(root, file), path.join(copy, file));
    } catch (error) {
      // A file deleted but not yet staged is listed and missing: nothing to copy.
      if (error.code !== "ENOENT") throw error;
    }
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

function applyMutation(copy, mutation) {
  const file = path.join(copy, mutation.file);
  const text = readFileSync(file, "utf8");
  const count = text.split(mutation.from).length - 1;
  if (count !== 1)
    throw new Error(
      `'${mutation.name}': ${mutation.file} has ${count} lines '${mutation.from.trim()}'`,
    );
  writeFileSync(file, text.replace(mutation.from, mutation.to));
  return () => writeFileSync(file, text);
}

/** Runs the generated jsdom paths in the copy; the failed paths with their first error line. */
function runPaths(copy, bail = args.has("--bail")) {
  const output = path.join(copy, "oracle-mutation-result.json");
  const result = run(
    "npx",
    [
      "vitest",
      "run",
      "tests/paths",
      "-t",
      "generated paths in jsdom",
      "--reporter=json",
      `--outputFile=${output}`,
      ...(bail ? ["--bail=1"] : []),
    ],
    copy,
  );
  let report;
  try {
    report = JSON.parse(readFileSync(output, "utf8"));
  } catch {
    throw new Error(`vitest wrote no report:\n${result.stdout}\n${result.stderr}`);
  }
  const tests = report.testResults.flatMap((file) => file.assertionResults);
  const ran = tests.filter((test) => test.status === "passed" || test.status === "failed");
  const failed = ran
    .filter((test) => test.status === "failed")
    .map((test) => {
      const message = (test.failureMessages ?? []).join("\n");
      // The executor's message is the path, its numbered steps, a blank line, then the cause.
      const cause = message.split("\n\n").slice(1).join("\n").trim();
      const reason =
        /Outcome check: [^\n]*/.exec(message)?.[0] ??
        cause.split("\n").find((line) => line.trim()) ??
        message.split("\n")[0] ??
        "";
      return { path: test.title, reason: reason.slice(0, 400) };
    });
  return { ran: ran.length, failed };
}

const results = [];
const resultsFile = path.join(root, "test-results/oracle-mutations.json");
/** After each mutation, so a run stopped half-way keeps what it found. */
function writeResults() {
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}

const copy = makeCopy();
try {
  if (!args.has("--no-baseline")) {
    const baseline = runPaths(copy);
    console.log(`baseline: ${baseline.ran} paths, ${baseline.failed.length} failed`);
    if (baseline.failed.length > 0) {
      for (const failure of baseline.failed)
        console.log(`  ✗ ${failure.path}\n    ${failure.reason}`);
      throw new Error(
        "The unchanged copy fails paths: fix those first, the proof needs a green baseline",
      );
    }
  }
  for (const mutation of mutations) {
    if (only && !only.some((name) => mutation.name.includes(name))) continue;
    const restore = applyMutation(copy, mutation);
    try {
      let outcome = runPaths(copy);
      // A stop at a failure that is no outcome check (a screen not found in time on a busy
      // machine) proves nothing: the whole run decides then.
      const first = outcome.failed[0];
      if (args.has("--bail") && first && !first.reason.startsWith("Outcome check"))
        outcome = runPaths(copy, false);
      results.push({ ...mutation, ...outcome });
      writeResults();
      console.log(`${mutation.name}: ${outcome.failed.length} of ${outcome.ran} paths failed`);
      for (const failure of outcome.failed)
        console.log(`  ✗ ${failure.path}\n    ${failure.reason}`);
    } finally {
      restore();
    }
  }
} finally {
  if (!args.has("--keep")) rmSync(copy, { recursive: true, force: true });
  else console.log(`The copy is kept at ${copy}`);
}

writeResults();
const undetected = results.filter((result) => result.failed.length === 0);
console.log("");
console.log("| Mutation | Failing generated paths |");
console.log("| --- | --- |");
for (const result of results)
  console.log(
    args.has("--bail") && result.failed.length > 0
      ? `| ${result.name} | caught by ${result.failed[0].path.split(":")[0]} (${result.failed[0].reason.slice(0, 120)}) |`
      : `| ${result.name} | ${result.failed.length} of ${result.ran} |`,
  );
if (undetected.length > 0) {
  console.log(
    `\n${undetected.length} mutation(s) passed every path: ${undetected.map((r) => r.name).join("; ")}`,
  );
  process.exitCode = 1;
}
