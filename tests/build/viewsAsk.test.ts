/**
 * Issue 18 item 2: views decide nothing; they ask the machine (`can`, `hasTag`, the selectors in
 * src/app/purchaseSelectors.ts). These checks fail when a view reaches into the machine's parts
 * again, or matches a nested state path instead of asking for a tag.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const viewsDir = join(root, "src/views");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const views = sourceFiles(viewsDir).map((path) => ({
  file: relative(root, path),
  text: readFileSync(path, "utf8"),
}));

describe("views ask the machine", () => {
  it("finds the views (the check would pass vacuously otherwise)", () => {
    expect(views.length).toBeGreaterThan(20);
    expect(views.some((view) => view.file.endsWith("KjopView.tsx"))).toBe(true);
  });

  it("no view matches a nested state path (the states carry tags for that)", () => {
    const offenders = views
      .filter((view) => /\.matches\(\s*\{\s*\w+\s*:\s*\{/.test(view.text))
      .map((view) => view.file);
    expect(offenders).toEqual([]);
  });

  it("no view applies the bonus rule or reads the motorhome flag from the noun", () => {
    const offenders = views
      .filter((view) => /resolveBonusChoice|===\s*"bobilen"/.test(view.text))
      .map((view) => view.file);
    expect(offenders).toEqual([]);
  });
});
