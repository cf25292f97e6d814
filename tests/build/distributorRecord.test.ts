/**
 * Issue 30 item 4, docs/architecture.md: how the app differs per distributor is one record
 * (core/domain/distributorVariants.ts); no other product file branches on a distributor's name.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { distributors } from "../../core/contract/common.ts";

const root = path.resolve(import.meta.dirname, "../..");
const record = "core/domain/distributorVariants.ts";

const names = distributors.join("|");
/** A comparison with a distributor's name, either way round, or a `case` on one. */
const branchOnName = new RegExp(
  `distributor\\w*\\??\\s*(===|!==)\\s*["'](${names})["']|["'](${names})["']\\s*(===|!==)\\s*\\w*distributor|case\\s+["'](sb1|eika|dnb)["']`,
);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file));
}

describe("the distributor record decides", () => {
  const files = ["core", "machines", "src", "server", "pageServer"].flatMap(sourceFiles);

  it("recognises a branch on a distributor's name", () => {
    expect(branchOnName.test('if (options.distributor === "none") return own();')).toBe(true);
    expect(branchOnName.test('context.distributor === "sb1" &&')).toBe(true);
    expect(branchOnName.test('case "dnb":')).toBe(true);
    expect(branchOnName.test('if (linkKind === "none") return null;')).toBe(false);
  });

  it("finds it nowhere but in the record", () => {
    expect(files).toContain(record);
    const branching = files.filter(
      (file) => file !== record && branchOnName.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(branching).toEqual([]);
  });
});
