/**
 * The layers of docs/architecture.md ("Dependencies point one way"), as Biome enforces them:
 * `style/noRestrictedImports` with one override per layer in biome.json, and
 * `suspicious/noImportCycles` for the whole tree. `npm test` runs Biome (`npm run lint`), so a wrong
 * import fails it. Here each rule meets a wrong import in a probe file, next to an allowed one that
 * must pass, and the tree as it is must have none.
 *
 * The probes are linted in a temporary folder that mirrors the repository's folders under the
 * project's own biome.json, so nothing is written into a source folder while the tests run (where
 * another test or a watcher would take a probe for a project file).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const biome = path.join(root, "node_modules/.bin/biome");
const layerCategories = ["lint/style/noRestrictedImports", "lint/suspicious/noImportCycles"];

interface Diagnostic {
  severity: string;
  category: string;
  message: string;
  location: { path: string };
}

/** Runs Biome's linter in `cwd` with the configuration there; the layer rules' diagnostics. */
function lint(cwd: string, ...args: string[]): Diagnostic[] {
  let out: string;
  try {
    out = execFileSync(biome, ["lint", "--reporter=json", ...args], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    out = (error as { stdout: string }).stdout;
  }
  return (JSON.parse(out) as { diagnostics: Diagnostic[] }).diagnostics.filter((diagnostic) =>
    layerCategories.includes(diagnostic.category),
  );
}

/** Each rule by the start of its message in biome.json. */
const rules = {
  core: "core/ is the bottom layer",
  contract: "The contract (core/contract) is what client and server share",
  machines: "machines/ stands on core/ only",
  server: "The sandbox API (server/) stands on core/ only",
  app: "The browser app (src/) stands on machines/ and core/ only",
  views: "A view asks the flow",
  pageServer: "The page server (pageServer/) never imports",
  inspector: "The inspector (inspector/) stands on the product",
  scripts: "scripts/ is plain JavaScript",
  tests: "A test never imports another test file",
} as const;

/** A probe: a file in `folder` with one import; `refusedWith` is the rule that refuses it. */
const probes: { folder: string; from: string; refusedWith?: keyof typeof rules }[] = [
  { folder: "core/domain", from: "../../machines/types.ts", refusedWith: "core" },
  { folder: "core/domain", from: "../../src/app/purchaseSelectors.ts", refusedWith: "core" },
  { folder: "core/texts", from: "../../server/config.ts", refusedWith: "core" },
  { folder: "core/texts", from: "react", refusedWith: "core" },
  { folder: "core/domain", from: "xstate", refusedWith: "core" },
  { folder: "core/domain", from: "../contract/motor.ts" },
  { folder: "core/texts", from: "../domain/money.ts" },
  { folder: "core/contract", from: "../domain/bonus.ts", refusedWith: "contract" },
  { folder: "core/contract", from: "../../src/api/client.ts", refusedWith: "contract" },
  { folder: "core/contract", from: "ky", refusedWith: "contract" },
  { folder: "core/contract", from: "./common.ts" },
  { folder: "core/contract", from: "valibot" },
  {
    folder: "machines",
    from: "../src/views/kontaktinfo/KontaktinfoView.tsx",
    refusedWith: "machines",
  },
  { folder: "machines/purchase", from: "../../src/app/purchaseFlow.ts", refusedWith: "machines" },
  { folder: "machines", from: "../server/config.ts", refusedWith: "machines" },
  { folder: "machines", from: "../tests/fixtures/purchase.ts", refusedWith: "machines" },
  { folder: "machines", from: "react", refusedWith: "machines" },
  { folder: "machines", from: "../core/domain/bonus.ts" },
  { folder: "machines/purchase", from: "xstate" },
  { folder: "server", from: "../src/prerender/firstScreen.tsx", refusedWith: "server" },
  { folder: "server", from: "../machines/types.ts", refusedWith: "server" },
  { folder: "server", from: "../pageServer/pages.ts", refusedWith: "server" },
  { folder: "server/routes", from: "react-dom/server", refusedWith: "server" },
  { folder: "server/routes", from: "../../core/domain/contact.ts" },
  { folder: "src/app", from: "../../server/config.ts", refusedWith: "app" },
  { folder: "src/prerender", from: "../../pageServer/pages.ts", refusedWith: "app" },
  { folder: "src/app", from: "../../inspector/model.ts", refusedWith: "app" },
  { folder: "src/platform", from: "../../tests/fixtures/purchase.ts", refusedWith: "app" },
  { folder: "src/prerender", from: "react-dom/server" },
  { folder: "src/app", from: "../../machines/purchase/guards.ts" },
  { folder: "src/app", from: "../../core/texts/common.ts" },
  // The views' own override repeats the app's rule (Biome's overrides replace a rule's options).
  { folder: "src/views/kilometer", from: "../../../server/http/paths.ts", refusedWith: "app" },
  {
    folder: "src/views/kilometer",
    from: "../../../machines/purchase/guards.ts",
    refusedWith: "views",
  },
  { folder: "src/views", from: "../../machines/types.ts" },
  { folder: "src/views/kilometer", from: "../../app/purchaseHooks.ts" },
  { folder: "pageServer", from: "../inspector/model.ts", refusedWith: "pageServer" },
  { folder: "pageServer", from: "../tests/server/harness.ts", refusedWith: "pageServer" },
  { folder: "pageServer", from: "../src/prerender/firstScreen.tsx" },
  { folder: "pageServer", from: "../server/app.ts" },
  { folder: "inspector", from: "../tests/paths/report.ts", refusedWith: "inspector" },
  { folder: "inspector/ui", from: "../../pageServer/pages.ts", refusedWith: "inspector" },
  { folder: "inspector/ui", from: "../../machines/purchaseMachine.ts" },
  { folder: "inspector", from: "../server/seed/testPersons.ts" },
  { folder: "scripts", from: "../src/main.tsx", refusedWith: "scripts" },
  { folder: "scripts", from: "../server/sandbox.ts", refusedWith: "scripts" },
  { folder: "scripts", from: "../dist/server/main.js" },
  { folder: "scripts", from: "./devServer.mjs" },
  { folder: "tests/machines", from: "./purchaseFlow.test.ts", refusedWith: "tests" },
  { folder: "tests/e2e", from: "./paths.spec.ts", refusedWith: "tests" },
  { folder: "tests/machines", from: "./harness.ts" },
  { folder: "tests/e2e", from: "../../src/app/purchaseHooks.ts" },
];

let sandbox: string;

/** A file in the temporary mirror of the repository. */
function write(file: string, text: string) {
  const full = path.join(sandbox, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

const probeFile = (index: number) => `${probes[index]?.folder}/importRuleProbe${index}.ts`;

beforeAll(() => {
  sandbox = mkdtempSync(path.join(tmpdir(), "import-rules-"));
  // The project's configuration as it is; only the repository around it is missing there.
  const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
  write("biome.json", JSON.stringify({ ...config, vcs: { enabled: false } }));
  probes.forEach((probe, index) => {
    write(probeFile(index), `import * as probe from "${probe.from}";\n\nexport const p = probe;\n`);
  });
  // Two modules that import each other (the second lazily, as a chunk loaded on demand would).
  write(
    "src/platform/cycleA.ts",
    'import { b } from "./cycleB.ts";\n\nexport const a = () => b;\n',
  );
  write(
    "src/platform/cycleB.ts",
    'export const b = () => import("./cycleA.ts").then((module) => module.a);\n',
  );
  // The same without the way back: no cycle.
  write("src/platform/lineA.ts", 'import { b } from "./lineB.ts";\n\nexport const a = () => b;\n');
  write("src/platform/lineB.ts", "export const b = 1;\n");
});

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

describe("imports flow one way (Biome's noRestrictedImports and noImportCycles)", () => {
  it("refuses each wrong import with its layer's rule and lets the allowed ones pass", {
    timeout: 600_000,
  }, () => {
    const diagnostics = lint(sandbox, ".");
    const found = probes.map((probe, index) => ({
      folder: probe.folder,
      from: probe.from,
      messages: diagnostics
        .filter((diagnostic) => diagnostic.location.path === probeFile(index))
        // An error, not a warning: `biome check` then fails, and with it `npm test`.
        .map((diagnostic) => `${diagnostic.severity}: ${diagnostic.message}`),
    }));
    expect(found).toEqual(
      probes.map((probe) => ({
        folder: probe.folder,
        from: probe.from,
        messages: probe.refusedWith
          ? [expect.stringContaining(`error: ${rules[probe.refusedWith]}`)]
          : [],
      })),
    );

    const cycles = (file: string) =>
      diagnostics
        .filter((diagnostic) => diagnostic.location.path === file)
        .map((diagnostic) => `${diagnostic.severity}: ${diagnostic.category}`);
    expect(cycles("src/platform/cycleA.ts")).toEqual(["error: lint/suspicious/noImportCycles"]);
    expect(cycles("src/platform/cycleB.ts")).toEqual(["error: lint/suspicious/noImportCycles"]);
    expect([...cycles("src/platform/lineA.ts"), ...cycles("src/platform/lineB.ts")]).toEqual([]);
  });

  // Biome reads the whole tree for the cycles: seconds when idle, minutes on a busy shared host.
  // The limit is for a hang, not a budget.
  it("finds no wrong import and no import cycle in the tree", { timeout: 600_000 }, () => {
    const wrong = lint(root, ".");
    expect(wrong.map(({ location, message }) => `${location.path}: ${message}`)).toEqual([]);
  });
});
