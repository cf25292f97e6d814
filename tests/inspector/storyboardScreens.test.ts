/**
 * Issue 27 item 5: the storyboard is never empty, and never silently older than the code. Every
 * customer step has a committed screen at 1280 px and at 360 px (inspector/public/screens/, taken
 * by tests/e2e/storyboard.spec.ts), and each was taken from the code the step has today: the
 * manifest's fingerprint of the files the screen is built from is today's
 * (scripts/storyboardScreens.mjs). When this fails, run `npm run screens:update`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractChart } from "../../inspector/model.ts";
import { parseScreenManifest } from "../../inspector/stepScreens.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";
import {
  baselines,
  manifestFile,
  type ScreenManifestData,
  screenFingerprints,
  screenInputs,
  screensDir,
  screenWidths,
  stepViewFolder,
} from "../../scripts/storyboardScreens.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const steps = Object.values(extractChart(purchaseMachine).states)
  .filter((state) => state.path !== null)
  .map((state) => state.id);
const manifest = JSON.parse(
  readFileSync(path.join(root, manifestFile), "utf8"),
) as ScreenManifestData;

/** A PNG's width and height, from its header (IHDR). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1"), `${file} is a PNG`).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("The storyboard's committed screens", () => {
  it("has every customer step's view folder (the screen's inputs start there)", () => {
    expect(steps.length).toBeGreaterThanOrEqual(20);
    const missing = steps.filter((step) => !existsSync(path.join(root, stepViewFolder(step))));
    expect(missing).toEqual([]);
  });

  it("has a screen of every customer step at 1280 px and at 360 px, in git beside the inspector", () => {
    const wanted = steps.flatMap((step) => [`${step}-desktop.png`, `${step}-phone.png`]).sort();
    expect(baselines(root).map((b) => b.file)).toEqual(wanted);
    for (const baseline of baselines(root)) {
      const { width } = pngSize(path.join(root, screensDir, baseline.file));
      expect(width, baseline.file).toBe(screenWidths[baseline.project]);
    }
  });

  it("lists every screen in the manifest the inspector reads", () => {
    expect(manifest.screens.map((s) => s.file)).toEqual(baselines(root).map((b) => b.file));
    const read = parseScreenManifest(JSON.stringify(manifest), {});
    expect(read?.screens).toHaveLength(steps.length * 2);
  });

  it("has no screen older than its step's code (run `npm run screens:update`)", () => {
    const today = screenFingerprints(steps, { root });
    const stale = manifest.screens
      .filter((screen) => screen.fingerprint !== today.fingerprints[screen.step])
      .map((screen) => {
        const changed = screenInputs(screen.step, { root, steps }).filter(
          (file) => manifest.inputs[file] !== today.inputs[file],
        );
        return `${screen.file}: changed since it was taken: ${changed.join(", ") || "(the files it imports)"}`;
      });
    expect(stale, "stale screens: run `npm run screens:update`").toEqual([]);
  });
});

describe("A screen's fingerprint", () => {
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");
  const withChange = (changed: string) => (file: string) =>
    file === changed ? `${read(file)}\n// changed` : read(file);
  const fingerprint = (step: string, reader = read) =>
    screenFingerprints(steps, { root, read: reader }).fingerprints[step];

  it("is built from the step's view, what it imports and the page around it", () => {
    const leasing = screenInputs("leasing", { root, steps });
    expect(leasing).toEqual(
      expect.arrayContaining([
        "src/main.tsx",
        "src/views/leasing/LeasingView.tsx",
        "src/views/step-page/StepPage.tsx",
        "core/texts/steps/questions.ts",
      ]),
    );
    // Another step's view is another screen.
    expect(leasing.filter((file) => file.startsWith("src/views/eier/"))).toEqual([]);
  });

  it("changes when the step's view or a text it shows changes, not when another step's view does", () => {
    const before = fingerprint("leasing");
    expect(fingerprint("leasing", withChange("src/views/leasing/LeasingView.tsx"))).not.toBe(
      before,
    );
    expect(fingerprint("leasing", withChange("core/texts/steps/questions.ts"))).not.toBe(before);
    expect(fingerprint("leasing", withChange("src/views/eier/EierView.tsx"))).toBe(before);
    expect(fingerprint("eier", withChange("src/views/eier/EierView.tsx"))).not.toBe(
      fingerprint("eier"),
    );
  });

  it("marks a screen stale in the inspector when the code's fingerprint is another", () => {
    const screen = manifest.screens[0] as ScreenManifestData["screens"][number];
    const text = JSON.stringify(manifest);
    const current = { [screen.step]: screen.fingerprint };
    expect(parseScreenManifest(text, current)?.screens[0]?.stale).toBe(false);
    expect(parseScreenManifest(text, { [screen.step]: "another" })?.screens[0]?.stale).toBe(true);
  });
});
