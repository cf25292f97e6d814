/**
 * Issue 27 item 7: `npm run flow:diff REV1 [REV2]` lists, in Norwegian, the steps, transitions,
 * guards, rules of docs/flow-rules.md and screens that changed between two git revisions, so a
 * product owner reviews a pull request's flow change without reading code. Tested on a small git
 * repository holding this project's own Stately files, rules and screens, changed in a commit.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type FlowDiff, flowDiff, screenAt } from "../../inspector/stately/flowDiff.ts";

const root = path.resolve(import.meta.dirname, "../..");
let repo = "";

const git = (...args: string[]) =>
  execFileSync("git", args, { cwd: repo, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

function copy(file: string) {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  cpSync(path.join(root, file), path.join(repo, file));
}

function replaceIn(file: string, from: string, to: string) {
  const text = readFileSync(path.join(repo, file), "utf8");
  expect(text.split(from), `"${from}" once in ${file}`).toHaveLength(2);
  writeFileSync(path.join(repo, file), text.replace(from, to));
}

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), "flow-diff-"));
  git("init", "-q");
  git("config", "user.email", "test@example.invalid");
  git("config", "user.name", "Test");
  for (const file of [
    "stately/purchaseMachine.ts",
    "stately/appMachine.ts",
    "stately/sessionTimeoutMachine.ts",
    "stately/feedbackMachine.ts",
    "docs/flow-rules.md",
    "inspector/public/screens/leasing-desktop.png",
    "inspector/public/screens/pant-phone.png",
  ])
    copy(file);
  git("add", "-A");
  git("commit", "-qm", "før");
  git("tag", "for");

  // The change under review: a step's text, a transition's guard, a rule, screens.
  replaceIn(
    "stately/purchaseMachine.ts",
    'description: "Spør om kunden husker registreringsnummeret.",',
    'description: "Spør om kunden har registreringsnummeret for hånden.",',
  );
  replaceIn(
    "stately/purchaseMachine.ts",
    `            target: "#sjekkBilInfo",
            guard: "isLeased",`,
    `            target: "#sjekkBilInfo",
            guard: and(["isLeased", "isCompanyCar"]),`,
  );
  replaceIn(
    "docs/flow-rules.md",
    "(decision) A leased car skips the owner questions.",
    "(decision) A leased company car skips the owner questions.",
  );
  appendFileSync(path.join(repo, "inspector/public/screens/leasing-desktop.png"), "changed");
  rmSync(path.join(repo, "inspector/public/screens/pant-phone.png"));
  cpSync(
    path.join(root, "inspector/public/screens/pant-desktop.png"),
    path.join(repo, "inspector/public/screens/pant-desktop.png"),
  );
  git("add", "-A");
  git("commit", "-qm", "etter");
});

describe("npm run flow:diff", () => {
  let diff: FlowDiff;
  beforeAll(() => {
    diff = flowDiff({ from: "for", to: "HEAD", cwd: repo });
  });

  it("names the revisions compared", () => {
    expect(diff.text).toMatch(/^Flytendringer fra for \([0-9a-f]+\) til HEAD \([0-9a-f]+\)/);
  });

  it("lists the steps and transitions that changed, and the new guard", () => {
    expect(diff.text).toContain("Kjøpsflyten (stately/purchaseMachine.ts): 3 endringer");
    expect(diff.text).toContain("~ «harBil» (/har-bil): beskrivelsen er endret");
    expect(diff.text).toContain("nå:  Spør om kunden har registreringsnummeret for hånden.");
    expect(diff.text).toContain(
      "~ Overgangen fra «leasing» ved «leasing.answer» [isLeased and isCompanyCar] til «sjekkBilInfo»: nytt vilkår",
    );
    expect(diff.text).toContain("før: isLeased");
    expect(diff.text).toContain("+ Nytt vilkår «isCompanyCar», brukt 1 gang\n");
    expect(diff.text).toContain("Appen (stately/appMachine.ts): ingen endringer.");
  });

  it("lists the rules of docs/flow-rules.md that changed", () => {
    expect(diff.rules).toEqual([
      expect.objectContaining({
        kind: "changed",
        where: '1. SPEC §4 "Car flow order", sentence by sentence › 2d',
        before: "(decision) A leased car skips the owner questions.",
        after: "(decision) A leased company car skips the owner questions.",
      }),
    ]);
    expect(diff.text).toContain("~ Endret regel 1. SPEC §4");
  });

  it("lists the screens that changed, were added or removed, by step and size", () => {
    expect(diff.screens).toEqual([
      { kind: "changed", step: "leasing", project: "desktop", file: "leasing-desktop.png" },
      { kind: "added", step: "pant", project: "desktop", file: "pant-desktop.png" },
      { kind: "removed", step: "pant", project: "phone", file: "pant-phone.png" },
    ]);
    expect(diff.text).toContain("~ «leasing», desktop 1280 px: endret");
    expect(diff.text).toContain("− «pant», mobil 360 px: fjernet");
  });

  it("gives a screen as it was at a revision (the inspector shows before and after)", () => {
    const before = screenAt({ cwd: repo, revision: "for", file: "leasing-desktop.png" });
    const after = screenAt({ cwd: repo, revision: "HEAD", file: "leasing-desktop.png" });
    expect(after?.length).toBe((before?.length ?? 0) + "changed".length);
    expect(screenAt({ cwd: repo, revision: "HEAD", file: "../../etc/passwd" })).toBeNull();
  });

  it("compares with the files as they are now when the second revision is left out", () => {
    replaceIn(
      "stately/purchaseMachine.ts",
      'description: "Spør om kunden har registreringsnummeret for hånden.",',
      'description: "Husker du registreringsnummeret?",',
    );
    const now = flowDiff({ from: "HEAD", to: null, cwd: repo });
    expect(now.text).toContain("til arbeidstreet (filene slik de er nå)");
    expect(now.text).toContain("nå:  Husker du registreringsnummeret?");
    git("checkout", "--", ".");
  });

  it("says when a revision is unknown, and when it has no Stately files", () => {
    expect(() => flowDiff({ from: "finnes-ikke", to: "HEAD", cwd: repo })).toThrow(
      "Fant ikke revisjonen «finnes-ikke» i git.",
    );
    git("rm", "-q", "stately/feedbackMachine.ts");
    git("commit", "-qm", "uten");
    const without = flowDiff({ from: "HEAD~1", to: "HEAD", cwd: repo });
    expect(without.text).toContain(
      "Tilbakemeldingen (stately/feedbackMachine.ts): ikke sammenlignet: stately/feedbackMachine.ts finnes ikke i HEAD",
    );
  });

  // A new Node process loads the TypeScript through Vite: seconds, more on a busy machine.
  it("runs as a command, and writes the JSON the inspector shows", () => {
    const json = path.join(repo, "flow-diff.json");
    const run = spawnSync(
      process.execPath,
      [path.join(root, "scripts/flowDiff.mjs"), "HEAD", "HEAD", "--json", json],
      { cwd: root, encoding: "utf8" },
    );
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain("Kjøpsflyten (stately/purchaseMachine.ts): ingen endringer.");
    const written = JSON.parse(readFileSync(json, "utf8")) as FlowDiff;
    expect(written.machines.map((m) => m.title)).toEqual([
      "Kjøpsflyten",
      "Appen",
      "Sesjonsutløpet",
      "Tilbakemeldingen",
    ]);
    expect(written.text).toBe(run.stdout);
  }, 120_000);
});
