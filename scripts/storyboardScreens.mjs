// The storyboard's screens (issue 27 item 5): committed baselines in inspector/public/screens/
// (`<step>-desktop.png` at 1280 px, `<step>-phone.png` at 360 px), taken by
// tests/e2e/storyboard.spec.ts from the generated paths, and a manifest.json that says what each
// screen was taken from: a fingerprint of the source files the step's screen is built from (the
// step's view and everything it imports, the app around it, their styles, the Jøkul version).
// The inspector compares it with the code it is built from and marks a screen that is older than
// its step; tests/inspector/storyboardScreens.test.ts fails on one.
//
// `node scripts/storyboardScreens.mjs` writes the manifest (run by `npm run screens:update` after
// Playwright has compared or taken the screens). Plain JavaScript: the inspector's Vite config
// imports it too (docs/decisions/0001).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const screensDir = "inspector/public/screens";
export const manifestFile = `${screensDir}/manifest.json`;
/** The Playwright projects and the width each takes its screens at (playwright.config.ts). */
export const screenWidths = { desktop: 1280, phone: 360 };

/** The app's entry: the page around every step (header, progress, footer) and its styles. */
const appEntry = "src/main.tsx";
const viewsDir = "src/views";

/** A step's own view folder: its id in kebab case (`bonusOverforing` → `bonus-overforing`). */
export function stepViewFolder(step) {
  return `${viewsDir}/${step.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

// Static imports and re-exports that are not type-only; `import("…")` loads a chunk later (another
// step's views) and is not followed.
const importPattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']/gm;

/**
 * The files a step's screen is built from: the app's entry and the step's view folder, and every
 * file of this repository they import (statically), never entering another step's view folder.
 * @param {string} step
 * @param {{ root?: string, read?: (file: string) => string, steps: readonly string[] }} options
 * @returns {string[]} repository-relative paths, sorted
 */
export function screenInputs(step, { root = ".", read, steps }) {
  const readFile = read ?? ((file) => readFileSync(path.join(root, file), "utf8"));
  const own = stepViewFolder(step);
  const others = steps
    .filter((other) => other !== step)
    .map((other) => `${stepViewFolder(other)}/`);
  const files = new Set();
  // As the bundler finds it: the file as written, else with an extension or as a folder's index.
  const resolve = (file) =>
    [file, `${file}.ts`, `${file}.tsx`, `${file}/index.ts`].find((candidate) =>
      existsSync(path.join(root, candidate)),
    );
  const visit = (file) => {
    if (files.has(file) || others.some((folder) => file.startsWith(folder))) return;
    files.add(file);
    if (!/\.(tsx?|mjs|js)$/.test(file)) return;
    for (const match of readFile(file).matchAll(importPattern)) {
      const specifier = match[1];
      if (!specifier?.startsWith(".")) continue;
      const found = resolve(
        path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)),
      );
      if (found) visit(found);
    }
  };
  visit(appEntry);
  const ownFolder = path.join(root, own);
  if (existsSync(ownFolder)) for (const entry of readdirSync(ownFolder)) visit(`${own}/${entry}`);
  return [...files].sort();
}

const hashOf = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);

/** The Jøkul design system's version: its styles are part of every screen. */
function jokulVersion(root) {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return pkg.dependencies?.["@fremtind/jokul"] ?? "";
}

/**
 * Each step's fingerprint and the hash of every input file.
 * @param {readonly string[]} steps
 * @param {{ root?: string, read?: (file: string) => string }} [options]
 */
export function screenFingerprints(steps, { root = ".", read } = {}) {
  const readFile = read ?? ((file) => readFileSync(path.join(root, file), "utf8"));
  const inputs = {};
  const fingerprints = {};
  const jokul = jokulVersion(root);
  for (const step of steps) {
    const files = screenInputs(step, { root, read: readFile, steps });
    for (const file of files) inputs[file] ??= hashOf(readFile(file));
    fingerprints[step] = hashOf(
      `jokul ${jokul}\n${files.map((file) => `${file} ${inputs[file]}`).join("\n")}`,
    );
  }
  return { fingerprints, inputs };
}

/**
 * The baselines on disk, by step and project, from their file names.
 * @returns {{ step: string, project: string, file: string }[]}
 */
export function baselines(root = ".") {
  const dir = path.join(root, screensDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => /^(.+)-(desktop|phone)\.png$/.exec(file))
    .filter((match) => match !== null)
    .map(([file, step, project]) => ({ step, project, file }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The manifest for the baselines on disk, with today's fingerprints. The steps are the
 * baselines' (tests/inspector/storyboardScreens.test.ts makes sure every customer step has them).
 */
export function screenManifest(root = ".") {
  const screens = baselines(root);
  const steps = [...new Set(screens.map((screen) => screen.step))];
  const { fingerprints, inputs } = screenFingerprints(steps, { root });
  return {
    screens: screens.map((screen) => ({
      ...screen,
      width: screenWidths[screen.project],
      fingerprint: fingerprints[screen.step],
    })),
    inputs: Object.fromEntries(Object.entries(inputs).sort(([a], [b]) => a.localeCompare(b))),
  };
}

export function writeScreenManifest(root = ".") {
  const manifest = screenManifest(root);
  writeFileSync(path.join(root, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = writeScreenManifest();
  console.log(`Storyboard: ${manifest.screens.length} screens in ${manifestFile}`);
}
