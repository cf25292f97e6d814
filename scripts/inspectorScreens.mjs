// The storyboard's screenshots: picks one screenshot per step and screen size from what
// `npm run screenshots` wrote under test-results/screenshots/ (the generated paths at desktop and
// 360 px) and copies them to inspector/public/screens/ with a manifest.json, so the inspector's
// build (and its dev server) serves them. Not in git (see .gitignore): run `npm run screenshots`
// first; without screenshots the inspector shows how to produce them.
// Plain JavaScript on purpose: it runs before anything is compiled (docs/decisions/0001).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

export const screenshotsDir = "test-results/screenshots";
export const screensDir = "inspector/public/screens";
/** Written beside the screenshots by tests/e2e/pathDriver.ts, one JSON line per screenshot. */
export const screenshotIndex = "index.jsonl";

/**
 * One screenshot per project and step: a screen without an alert (an error page of the step is
 * not what the product owner wants to see first), then the first by file name.
 * @param {readonly import("./inspectorScreens.d.mts").ScreenshotEntry[]} entries
 * @returns {import("./inspectorScreens.d.mts").ScreenshotEntry[]}
 */
export function chooseScreens(entries) {
  const best = new Map();
  const rank = (entry) => `${entry.alert ? 1 : 0}|${entry.file}`;
  for (const entry of entries) {
    const key = `${entry.project}|${entry.step}`;
    const current = best.get(key);
    if (!current || rank(entry) < rank(current)) best.set(key, entry);
  }
  return [...best.values()].sort((a, b) =>
    `${a.project}|${a.step}`.localeCompare(`${b.project}|${b.step}`),
  );
}

/** The screenshots on disk: from the index when the driver wrote one, else from the file names. */
function readEntries(from) {
  const index = path.join(from, screenshotIndex);
  if (existsSync(index)) {
    return readFileSync(index, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((entry) => existsSync(path.join(from, entry.file)));
  }
  const entries = [];
  for (const project of readdirSync(from, { withFileTypes: true })) {
    if (!project.isDirectory()) continue;
    for (const test of readdirSync(path.join(from, project.name), { withFileTypes: true })) {
      if (!test.isDirectory()) continue;
      for (const file of readdirSync(path.join(from, project.name, test.name))) {
        const match = /^\d+-(.+)\.png$/.exec(file);
        if (match?.[1])
          entries.push({
            project: project.name,
            step: match[1],
            file: path.join(project.name, test.name, file),
            url: null,
            alert: false,
          });
      }
    }
  }
  return entries;
}

/**
 * Copies the chosen screenshots and writes the manifest; returns how many were copied. Without
 * new screenshots (any Playwright run empties test-results/) the last ones stay.
 */
export function collectScreens({ from = screenshotsDir, to = screensDir } = {}) {
  if (!existsSync(from)) return 0;
  const chosen = chooseScreens(readEntries(from)).filter(
    (entry) => !entry.step.startsWith("sperre-"),
  );
  if (chosen.length === 0) return 0;
  rmSync(to, { recursive: true, force: true });
  const screens = chosen.map((entry) => {
    const file = `${entry.project}/${entry.step}.png`;
    mkdirSync(path.join(to, entry.project), { recursive: true });
    copyFileSync(path.join(from, entry.file), path.join(to, file));
    return { step: entry.step, project: entry.project, file, url: entry.url, source: entry.file };
  });
  writeFileSync(
    path.join(to, "manifest.json"),
    `${JSON.stringify({ generatedAt: new Date().toISOString(), screens }, null, 2)}\n`,
  );
  return screens.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = collectScreens();
  console.log(
    count > 0
      ? `Storyboard: ${count} screenshots copied to ${screensDir}/`
      : existsSync(path.join(screensDir, "manifest.json"))
        ? `Storyboard: no new screenshots; the last ones in ${screensDir}/ stay.`
        : "Storyboard: no screenshots (run `npm run screenshots` to produce them).",
  );
}
