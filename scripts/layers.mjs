// `npm run layers [-- --depth 2] [-- --json]`: the layer picture from the code. Counts the import
// statements (static, `export … from`, dynamic `import()`, type-only too) from each top-level folder
// of the repository into each other one, prints the table and every pair of folders that import
// each other. tests/build/layers.test.ts asserts that no arrow runs both ways.
// Plain JavaScript so anyone can run it without a build; TypeScript's own scanner finds the imports.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceFile = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;

/** The folder a repository path belongs to, `depth` segments deep; files at the top are "(root)". */
function unitOf(file, depth) {
  const parts = file.split("/");
  if (parts.length === 1) return "(root)";
  return parts.slice(0, Math.min(depth, parts.length - 1)).join("/");
}

/**
 * Every cross-folder import in the repository's tracked source files.
 * @param {{ depth?: number, files?: string[] }} [options]
 * @returns {{ from: string, to: string, file: string, specifier: string }[]}
 */
export function crossFolderImports({ depth = 1, files } = {}) {
  const tracked =
    files ??
    execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => sourceFile.test(file));
  const found = [];
  for (const file of tracked) {
    let text;
    try {
      text = readFileSync(path.join(root, file), "utf8");
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith(".")) continue; // a package
      const target = path.posix.normalize(
        path.posix.join(path.posix.dirname(file), specifier.replace(/\?.*$/, "")),
      );
      if (target.startsWith("..")) continue;
      const from = unitOf(file, depth);
      const to = unitOf(target, depth);
      if (from !== to) found.push({ from, to, file, specifier });
    }
  }
  return found;
}

/** Import statements per (importer, imported) pair. */
export function layerCounts(imports) {
  const counts = new Map();
  for (const { from, to } of imports) {
    const key = `${from} -> ${to}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The pairs of folders that import each other, each once, with both counts. */
export function twoWayArrows(imports) {
  const counts = layerCounts(imports);
  const pairs = [];
  for (const [key, count] of counts) {
    const [from, to] = key.split(" -> ");
    const back = counts.get(`${to} -> ${from}`);
    if (back && from < to) pairs.push({ a: from, b: to, aToB: count, bToA: back });
  }
  return pairs;
}

/** The table as Markdown: a row per importing folder, a column per imported one. */
export function layerTable(imports) {
  const counts = layerCounts(imports);
  const units = [...new Set(imports.flatMap(({ from, to }) => [from, to]))].sort();
  const header = `| imports → | ${units.join(" | ")} |`;
  const rule = `| --- |${units.map(() => " ---: |").join("")}`;
  const rows = units
    .filter((from) => units.some((to) => counts.has(`${from} -> ${to}`)))
    .map(
      (from) =>
        `| **${from}** | ${units
          .map((to) => (from === to ? "·" : String(counts.get(`${from} -> ${to}`) ?? "")))
          .join(" | ")} |`,
    );
  return [header, rule, ...rows].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const depthArg = args.indexOf("--depth");
  const depth = depthArg >= 0 ? Number(args[depthArg + 1]) : 1;
  const imports = crossFolderImports({ depth });
  if (args.includes("--json")) {
    console.log(JSON.stringify(Object.fromEntries(layerCounts(imports)), null, 2));
  } else {
    console.log(layerTable(imports));
    const pairs = twoWayArrows(imports);
    console.log("");
    if (pairs.length === 0) console.log("No two folders import each other.");
    for (const { a, b, aToB, bToA } of pairs) {
      console.log(`Both ways: ${a} -> ${b} (${aToB}), ${b} -> ${a} (${bToA}); the fewer:`);
      const [from, to] = aToB <= bToA ? [a, b] : [b, a];
      for (const item of imports.filter((entry) => entry.from === from && entry.to === to))
        console.log(`  ${item.file}: ${item.specifier}`);
    }
  }
}
