/**
 * Imports flow one way (issue 18 item 5, docs/architecture.md "Dependencies point one way"): Biome's
 * `noRestrictedImports` (biome.json, an override per layer) refuses a wrong import, and `npm test`
 * runs Biome, so a wrong import fails it. Here each rule meets a wrong import in a probe file placed
 * in its folder, next to an allowed one that must pass, and the tree as it is must have none.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const biome = path.join(root, "node_modules/.bin/biome");

interface Diagnostic {
  severity: string;
  category: string;
  message: string;
  location: { path: string };
}

/** Runs Biome's linter with the project's configuration; its JSON report, whatever the exit code. */
function lint(...args: string[]): Diagnostic[] {
  let out: string;
  try {
    out = execFileSync(biome, ["lint", "--reporter=json", ...args], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics.filter(
    (diagnostic) => diagnostic.category === "lint/style/noRestrictedImports",
  );
}

const machinesRule = "machines/ never imports the browser app";
const serverRule = "The sandbox API (server/) never imports React";
const pureRule = "The pure layer (core/domain, core/contract, core/texts) imports nothing";
const appRule = "The browser app (src/) never imports the servers";

/** A probe: a file in `folder` with one import; `refusedWith` is the rule's message, or allowed. */
const probes = [
  {
    folder: "machines",
    from: "../src/views/kontaktinfo/KontaktinfoView.tsx",
    refusedWith: machinesRule,
  },
  { folder: "machines/purchase", from: "../../src/app/purchaseFlow.ts", refusedWith: machinesRule },
  { folder: "machines", from: "../src/api/client.ts", refusedWith: machinesRule },
  { folder: "machines", from: "react", refusedWith: machinesRule },
  { folder: "machines", from: "../core/domain/bonus.ts", refusedWith: undefined },
  { folder: "machines", from: "../core/contract/motor.ts", refusedWith: undefined },
  { folder: "server", from: "../src/prerender/firstScreen.tsx", refusedWith: serverRule },
  { folder: "server/routes", from: "react-dom/server", refusedWith: serverRule },
  { folder: "server", from: "../pageServer/pages.ts", refusedWith: serverRule },
  { folder: "server/routes", from: "../../core/domain/contact.ts", refusedWith: undefined },
  { folder: "core/domain", from: "../app/purchaseSelectors.ts", refusedWith: pureRule },
  { folder: "core/domain", from: "../../machines/types.ts", refusedWith: pureRule },
  { folder: "core/contract", from: "../client.ts", refusedWith: pureRule },
  { folder: "core/texts", from: "../components/form-field/TextField.tsx", refusedWith: pureRule },
  { folder: "core/domain", from: "../api/contract/motor.ts", refusedWith: undefined },
  { folder: "src/app", from: "../../server/config.ts", refusedWith: appRule },
  { folder: "src/views/kilometer", from: "../../../server/http/paths.ts", refusedWith: appRule },
  { folder: "src/prerender", from: "../../pageServer/pages.ts", refusedWith: appRule },
  { folder: "src/prerender", from: "react-dom/server", refusedWith: undefined },
  { folder: "src/app", from: "../../machines/purchaseMachine.ts", refusedWith: undefined },
].map((probe) => ({
  ...probe,
  // .mts: no other test that reads these folders (tests/build/viewsAsk, the machines' conventions)
  // takes it for one of the project's files while it exists.
  file: `${probe.folder}/importRuleProbe-${randomBytes(4).toString("hex")}.mts`,
}));

afterAll(() => {
  for (const probe of probes) rmSync(path.join(root, probe.file), { force: true });
});

describe("imports flow one way (Biome's noRestrictedImports)", () => {
  it("refuses each wrong import with its rule's message and lets the allowed ones pass", () => {
    for (const probe of probes) {
      writeFileSync(
        path.join(root, probe.file),
        `import * as probe from "${probe.from}";\n\nexport const probed = probe;\n`,
      );
    }
    const diagnostics = lint(...probes.map((probe) => probe.file));
    const found = probes.map((probe) => ({
      folder: probe.folder,
      from: probe.from,
      messages: diagnostics
        .filter((diagnostic) => diagnostic.location.path === probe.file)
        // An error, not a warning: `biome check` then fails, and with it `npm test`.
        .map((diagnostic) => `${diagnostic.severity}: ${diagnostic.message}`),
    }));
    expect(found).toEqual(
      probes.map((probe) => ({
        folder: probe.folder,
        from: probe.from,
        messages: probe.refusedWith ? [expect.stringContaining(`error: ${probe.refusedWith}`)] : [],
      })),
    );
  });

  it("finds no wrong import in the tree", () => {
    const wrong = lint("machines", "server", "pageServer", "src").filter(
      (diagnostic) => !diagnostic.location.path.includes("importRuleProbe-"),
    );
    expect(wrong.map((diagnostic) => diagnostic.location.path)).toEqual([]);
  });
});
