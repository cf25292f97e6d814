/**
 * Issue 18 item 2, issue 30 item 3: views and components decide nothing; they ask the machine
 * (`can`, `hasTag`, the selectors in src/app/purchaseSelectors.ts). These checks fail when one
 * matches a state (by name or by path) instead of asking for a tag. That views never import the
 * purchase machine's parts is Biome's rule (biome.json, tests/build/importRules.test.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const read = (dir: string) =>
  sourceFiles(join(root, dir)).map((path) => ({
    file: relative(root, path),
    text: readFileSync(path, "utf8"),
  }));
const views = read("src/views");
const components = read("src/components");

/**
 * A state match: `.matches(` with a state value written in place, a name ("left") or an object
 * ({ velgBil: "found" }). An element's `.matches(selector)` (the DOM's) passes a variable.
 */
const stateMatch = /\.matches\(\s*["'`{]/;

describe("views ask the machine", () => {
  it("finds the views and components (the check would pass vacuously otherwise)", () => {
    expect(views.length).toBeGreaterThan(20);
    expect(views.some((view) => view.file.endsWith("KjopView.tsx"))).toBe(true);
    expect(components.some((file) => file.file.endsWith("FeedbackWidget.tsx"))).toBe(true);
  });

  it("recognises a state match in either form, and not an element's matches(selector)", () => {
    expect(stateMatch.test('snapshot.matches({ velgBil: "found" })')).toBe(true);
    expect(stateMatch.test('snapshot.matches("left")')).toBe(true);
    expect(stateMatch.test("element.matches(formControls)")).toBe(false);
  });

  it("no view or component matches a state (the states carry tags for that)", () => {
    const offenders = [...views, ...components]
      .filter((file) => stateMatch.test(file.text))
      .map((file) => file.file);
    expect(offenders).toEqual([]);
  });

  it("no view applies the bonus rule or reads the motorhome flag from the noun", () => {
    const offenders = views
      .filter((view) => /resolveBonusChoice|===\s*"bobilen"/.test(view.text))
      .map((view) => view.file);
    expect(offenders).toEqual([]);
  });
});
