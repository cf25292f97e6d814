/**
 * `npm run flow:diff REV1 [REV2]` (issue 27 item 7): what a change does to the flow between two
 * git revisions (REV2 left out: the files as they are now), for a product owner reviewing a pull
 * request without reading code: the steps, transitions, guards, actions and routes of each
 * machine (read from the Stately files of both revisions with Stately's own reader), the rules of
 * docs/flow-rules.md, and the storyboard's screens that changed. In Norwegian; as JSON for the
 * inspector's "Endringer". Node only (git, the extractor).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type FlowRuleRow, parseFlowRules } from "../flowRules.ts";
import { factsFromExtract } from "./chartFacts.ts";
import { type ChartChange, changesInNorwegian, chartChanges } from "./flowChanges.ts";
import { extractStatelyFile } from "./readStatelyFile.ts";
import { describePurchaseGuard } from "./statelyDiff.ts";
import { statelyFiles } from "./statelyFiles.ts";

/** The Stately files compared (stately/*.ts, `npm run stately`), each with its chart's name. */
export const flowDiffMachines = statelyFiles.map((spec) => ({ file: spec.file, title: spec.name }));

export const flowRulesFile = "docs/flow-rules.md";
export const screensFolder = "inspector/public/screens";

export interface Revision {
  /** As asked: `main`, `HEAD~1`, a commit; null for the files as they are now. */
  name: string | null;
  /** The commit's short hash, or null for the files as they are now. */
  commit: string | null;
}

export interface MachineDiff {
  file: string;
  title: string;
  changes: ChartChange[];
  /** When a revision has no such file (before the Stately files, or a new machine). */
  note: string | null;
}

export interface RuleChange {
  kind: "added" | "removed" | "changed";
  /** `1. SPEC §4 … › 2d`, or the rule's text when the table is not numbered. */
  where: string;
  rule: string;
  before?: string;
  after?: string;
}

export interface ScreenChange {
  kind: "added" | "removed" | "changed";
  step: string;
  /** `desktop` (1280 px) or `phone` (360 px). */
  project: string;
  file: string;
}

export interface FlowDiff {
  from: Revision;
  to: Revision;
  machines: MachineDiff[];
  rules: RuleChange[];
  screens: ScreenChange[];
  /** The whole report in Norwegian, as the command prints it. */
  text: string;
}

function git(cwd: string, args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

/** A file at a revision (null: the working tree); null when the revision has no such file. */
function fileAt(cwd: string, revision: Revision, file: string): string | null {
  try {
    return revision.commit === null
      ? readFileSync(path.join(cwd, file), "utf8")
      : git(cwd, ["show", `${revision.commit}:${file}`]);
  } catch {
    return null;
  }
}

export function resolveRevision(cwd: string, name: string | null): Revision {
  if (name === null) return { name: null, commit: null };
  try {
    return { name, commit: git(cwd, ["rev-parse", "--short", `${name}^{commit}`]).trim() };
  } catch {
    throw new Error(`Fant ikke revisjonen «${name}» i git.`);
  }
}

function machineDiff(
  cwd: string,
  from: Revision,
  to: Revision,
  machine: { file: string; title: string },
): MachineDiff {
  const read = (revision: Revision) => {
    const text = fileAt(cwd, revision, machine.file);
    const [extracted] = text === null ? [] : extractStatelyFile(text);
    return extracted ? factsFromExtract(extracted) : null;
  };
  const before = read(from);
  const after = read(to);
  const missing = (revision: Revision) =>
    `${machine.file} finnes ikke i ${revisionName(revision)} (Stately-filene kom med issue 27).`;
  // Before the Stately files (or for a machine added or removed) there is nothing to compare.
  if (!before || !after)
    return {
      file: machine.file,
      title: machine.title,
      changes: [],
      note: missing(before ? to : from),
    };
  const changes = chartChanges(before, after, {
    describeGuard: after.machineId === "purchase" ? describePurchaseGuard : undefined,
  });
  return { file: machine.file, title: machine.title, changes, note: null };
}

function ruleKey(row: FlowRuleRow): string {
  return `${row.section} › ${row.number ?? row.rule}`;
}

export function ruleChanges(
  before: readonly FlowRuleRow[],
  after: readonly FlowRuleRow[],
): RuleChange[] {
  const old = new Map(before.map((row) => [ruleKey(row), row]));
  const now = new Map(after.map((row) => [ruleKey(row), row]));
  const changes: RuleChange[] = [];
  const where = (row: FlowRuleRow) => (row.number ? `${row.section} › ${row.number}` : row.section);
  for (const [key, row] of now) {
    const was = old.get(key);
    if (!was) changes.push({ kind: "added", where: where(row), rule: row.rule, after: row.tests });
    else if (was.rule !== row.rule)
      changes.push({
        kind: "changed",
        where: where(row),
        rule: row.rule,
        before: was.rule,
        after: row.rule,
      });
    else if (was.tests !== row.tests)
      changes.push({
        kind: "changed",
        where: where(row),
        rule: row.rule,
        before: was.tests,
        after: row.tests,
      });
  }
  for (const [key, row] of old)
    if (!now.has(key)) changes.push({ kind: "removed", where: where(row), rule: row.rule });
  return changes;
}

export function screenChanges(cwd: string, from: Revision, to: Revision): ScreenChange[] {
  const range = to.commit === null ? [from.commit ?? "HEAD"] : [from.commit ?? "HEAD", to.commit];
  const output = git(cwd, ["diff", "--name-status", "--no-renames", ...range, "--", screensFolder]);
  // Against the working tree, a screen not yet added to git is new too.
  const untracked =
    to.commit === null
      ? git(cwd, ["ls-files", "--others", "--exclude-standard", "--", screensFolder])
          .split("\n")
          .filter(Boolean)
          .map((file) => `A\t${file}`)
      : [];
  return [...output.split("\n"), ...untracked]
    .map((line) => /^([AMD])\t.*\/([^/]+)-(desktop|phone)\.png$/.exec(line))
    .filter((match) => match !== null)
    .map(([, status, step, project]) => ({
      kind: status === "A" ? "added" : status === "D" ? "removed" : "changed",
      step: step as string,
      project: project as string,
      file: `${step}-${project}.png`,
    }));
}

export function revisionName(revision: Revision): string {
  return revision.commit === null
    ? "arbeidstreet (filene slik de er nå)"
    : `${revision.name} (${revision.commit})`;
}

const marks = { added: "+", removed: "−", changed: "~" } as const;
const sizes: Record<string, string> = { desktop: "desktop 1280 px", phone: "mobil 360 px" };

function report(diff: Omit<FlowDiff, "text">): string {
  const parts = [`Flytendringer fra ${revisionName(diff.from)} til ${revisionName(diff.to)}`, ""];
  for (const machine of diff.machines) {
    const title = `${machine.title} (${machine.file})`;
    parts.push(
      machine.note
        ? `${title}: ikke sammenlignet: ${machine.note}`
        : changesInNorwegian(title, machine.changes).trimEnd(),
      "",
    );
  }
  if (diff.rules.length === 0) parts.push(`Regler (${flowRulesFile}): ingen endringer.`);
  else {
    parts.push(`Regler (${flowRulesFile}): ${diff.rules.length} endringer`);
    for (const rule of diff.rules) {
      const noun = { added: "Ny regel", removed: "Fjernet regel", changed: "Endret regel" }[
        rule.kind
      ];
      parts.push(`  ${marks[rule.kind]} ${noun} ${rule.where}: «${rule.rule}»`);
      if (rule.kind === "added" && rule.after) parts.push(`      bevist av: ${rule.after}`);
      if (rule.kind === "changed") {
        parts.push(`      før: ${rule.before}`);
        parts.push(`      nå:  ${rule.after}`);
      }
    }
  }
  parts.push("");
  if (diff.screens.length === 0) parts.push(`Skjermbilder (${screensFolder}): ingen endringer.`);
  else {
    parts.push(`Skjermbilder (${screensFolder}): ${diff.screens.length} endringer`);
    for (const screen of diff.screens) {
      const what = { added: "nytt", removed: "fjernet", changed: "endret" }[screen.kind];
      parts.push(`  ${marks[screen.kind]} «${screen.step}», ${sizes[screen.project]}: ${what}`);
    }
  }
  return `${parts.join("\n")}\n`;
}

/** The flow's changes from one revision to another (`to` null: the working tree). */
export function flowDiff(options: { from: string; to: string | null; cwd?: string }): FlowDiff {
  const cwd = options.cwd ?? process.cwd();
  const from = resolveRevision(cwd, options.from);
  const to = resolveRevision(cwd, options.to);
  const rulesAt = (revision: Revision) =>
    parseFlowRules(fileAt(cwd, revision, flowRulesFile) ?? "");
  const diff = {
    from,
    to,
    machines: flowDiffMachines.map((machine) => machineDiff(cwd, from, to, machine)),
    rules: ruleChanges(rulesAt(from), rulesAt(to)),
    screens: screenChanges(cwd, from, to),
  };
  return { ...diff, text: report(diff) };
}

/** A screen's image at a revision (the inspector shows before and after). */
export function screenAt(options: {
  cwd?: string;
  revision: string | null;
  file: string;
}): Buffer | null {
  const cwd = options.cwd ?? process.cwd();
  if (!/^[\w-]+-(desktop|phone)\.png$/.test(options.file)) return null;
  const revision = resolveRevision(cwd, options.revision);
  const file = `${screensFolder}/${options.file}`;
  try {
    return revision.commit === null
      ? readFileSync(path.join(cwd, file))
      : execFileSync("git", ["show", `${revision.commit}:${file}`], { cwd, maxBuffer: 1 << 26 });
  } catch {
    return null;
  }
}
