/**
 * docs/components.md: every component folder has an `index.ts` with its public exports, and code
 * outside the components imports through it. A component's own tests (tests/components/) may
 * reach its internals, and components import each other's files (error-summary and form-field use
 * each other: through the index files that would be an import cycle).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const componentsDir = path.join(root, "src/components");
const folders = readdirSync(componentsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const sources = ["src", "pageServer", "inspector", "tests"].flatMap((dir) =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes("node_modules"))
    .map((file) => path.join(dir, file)),
);

it("every component folder has an index.ts", () => {
  const missing = folders.filter(
    (folder) => !readdirSync(path.join(componentsDir, folder)).includes("index.ts"),
  );
  expect(missing).toEqual([]);
});

it("code outside the components imports each through its index.ts", () => {
  const pastIndex: string[] = [];
  for (const file of sources) {
    if (file.startsWith(path.join("tests", "components"))) continue;
    if (file.startsWith(path.join("src", "components"))) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    for (const match of text.matchAll(/from "([^"]+)"|import\("([^"]+)"\)/g)) {
      const specifier = match[1] ?? match[2] ?? "";
      if (!specifier.startsWith(".")) continue;
      const target = path.relative(
        componentsDir,
        path.resolve(root, path.dirname(file), specifier),
      );
      const [folder, ...rest] = target.split(path.sep);
      if (target.startsWith("..") || !folder || !folders.includes(folder)) continue;
      if (rest.join("/") !== "index.ts") pastIndex.push(`${file}: ${specifier}`);
    }
  }
  expect(pastIndex).toEqual([]);
});
