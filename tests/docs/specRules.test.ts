import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 29's "Done when": docs/spec-rules.md has a row per SPEC rule with its test, and no row
// partial or not applicable without a written reason. A row that names a test which was renamed
// or moved would silently stop proving anything, so every reference is checked against the files.

const root = resolve(import.meta.dirname, "../..");
const heading = "## Every rule of the specification";
const statuses = ["done", "partial", "not applicable"] as const;
const otherDocs: Record<string, string> = {
  "flow-rules": "docs/flow-rules.md",
  "spec-rules": "docs/spec-rules.md",
};

type Row = { line: number; spec: string; rule: string; status: string; evidence: string };

/** The section from its heading to the next heading of the same level. */
function everyRuleSection(markdown: string): { text: string; firstLine: number } {
  const lines = markdown.split("\n");
  const start = lines.indexOf(heading);
  if (start < 0) return { text: "", firstLine: 0 };
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith("## "));
  return { text: (end < 0 ? rest : rest.slice(0, end)).join("\n"), firstLine: start + 2 };
}

/** Cells split on pipes that are not escaped as `\|`. */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

function rowsOf(markdown: string): Row[] {
  const { text, firstLine } = everyRuleSection(markdown);
  return text.split("\n").flatMap((line, index) => {
    if (!/^\| §\d/.test(line)) return [];
    const [spec = "", rule = "", status = "", evidence = ""] = cellsOf(line);
    return [{ line: firstLine + index, spec, rule, status, evidence }];
  });
}

const withoutMarkdownEscapes = (text: string) => text.replace(/\\([|`*_\\])/g, "$1");

type Problem = string;

/** What is wrong with a row's evidence: a test that does not exist, or no test and no reason. */
function problemsOf(row: Row, readFile: (path: string) => string | undefined): Problem[] {
  const problems: Problem[] = [];
  const where = `line ${row.line} (${row.spec})`;
  if (!/^§\d\.\d+$/.test(row.spec)) problems.push(`${where}: SPEC is not §section.index`);
  if (!(statuses as readonly string[]).includes(row.status)) {
    problems.push(`${where}: status '${row.status}' is not one of ${statuses.join(", ")}`);
  }
  if (row.rule.length === 0) problems.push(`${where}: no rule`);
  const reason = /Reason: \S/.test(row.evidence);
  let references = 0;
  // Titles may hold '; ' themselves, so an item ends only where the next reference starts.
  for (const item of row.evidence.split(/;\s+(?=`tests\/|flow-rules |spec-rules )/)) {
    const test = item.match(/`(tests\/[^`]+)`(?: › (.+))?$/);
    if (test) {
      const [, path = "", titles] = test;
      const content = readFile(path);
      if (content === undefined) {
        problems.push(`${where}: ${path} does not exist`);
        continue;
      }
      references++;
      if (!titles) continue;
      const it = withoutMarkdownEscapes(titles.split(" › ").at(-1) ?? "").trim();
      const cut = it.endsWith("…");
      const title = cut ? it.slice(0, -1).trimEnd() : it;
      if (title.length === 0 || !content.includes(title)) {
        problems.push(`${where}: "${title}" does not occur in ${path}`);
      }
      continue;
    }
    const row = item.match(
      /(?:^|\s)(flow-rules|spec-rules) (?:(\d+[a-z]?(?:\.\d+[a-z]?)?)|"([^"]+)")/,
    );
    if (row) {
      const [, doc = "", id, phrase] = row;
      const content = readFile(otherDocs[doc] ?? "") ?? "";
      const found = id
        ? new RegExp(`^\\| ${id.replace(".", "\\.")} +\\|`, "m").test(content)
        : content.includes(phrase ?? "");
      if (found) references++;
      else problems.push(`${where}: ${doc} has no row ${id ?? `"${phrase}"`}`);
    }
  }
  if (row.status === "done" && references === 0) problems.push(`${where}: done without a test`);
  if (row.status !== "done" && !reason) problems.push(`${where}: ${row.status} without a reason`);
  return problems;
}

const readProjectFile = (path: string) => {
  const file = resolve(root, path);
  return path.length > 0 && existsSync(file) ? readFileSync(file, "utf8") : undefined;
};

describe("docs/spec-rules.md: every rule of the specification (issue 29)", () => {
  const markdown = readFileSync(resolve(root, "docs/spec-rules.md"), "utf8");
  const rows = rowsOf(markdown);

  it("has a table row per rule of each SPEC section §1 to §9", () => {
    const sections = new Set(rows.map((row) => row.spec.split(".")[0]));
    expect([...sections]).toEqual(["§1", "§2", "§3", "§4", "§5", "§6", "§7", "§8", "§9"]);
    // Rows number the rules of a section in the spec's order, so §4.12 is its twelfth rule.
    const misnumbered = rows.filter((row, index) => {
      const [section, rule] = row.spec.split(".");
      const previous = rows[index - 1]?.spec.split(".");
      const expected = previous?.[0] === section ? Number(previous?.[1]) + 1 : 1;
      return Number(rule) !== expected;
    });
    expect(misnumbered.map((row) => row.spec)).toEqual([]);
  });

  it("names a test that exists for every done row, and a reason for every other", () => {
    expect(rows.flatMap((row) => problemsOf(row, readProjectFile))).toEqual([]);
  });

  it("states the counts it holds in its intro", () => {
    const text = everyRuleSection(markdown).text.replace(/\s+/g, " ");
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    expect(text).toContain(`${rows.length} rules`);
    expect(text).toContain(`${count("done")} done`);
    expect(text).toContain(`${count("partial")} partial`);
    expect(text).toContain(`${count("not applicable")} not applicable`);
  });

  it("refuses a made-up row: a missing file, a title the file lacks, no test, no reason", () => {
    const files: Record<string, string> = { "tests/a.test.ts": 'it("keeps the bonus", () => {})' };
    const read = (path: string) => files[path];
    const row = (status: string, evidence: string): Row => ({
      line: 1,
      spec: "§9.1",
      rule: "made up",
      status,
      evidence,
    });
    expect(problemsOf(row("done", "`tests/a.test.ts` › bonus › keeps the bonus"), read)).toEqual(
      [],
    );
    expect(problemsOf(row("done", "`tests/a.test.ts` › bonus › keeps the b…"), read)).toEqual([]);
    expect(problemsOf(row("done", "`tests/b.test.ts` › bonus › keeps"), read)).toContain(
      "line 1 (§9.1): tests/b.test.ts does not exist",
    );
    expect(
      problemsOf(row("done", "`tests/a.test.ts` › bonus › drops the bonus"), read),
    ).toHaveLength(1);
    expect(problemsOf(row("done", "no test named"), read)).toHaveLength(1);
    expect(
      problemsOf(row("partial", "`tests/a.test.ts` › bonus › keeps the bonus"), read),
    ).toHaveLength(1);
    expect(problemsOf(row("not applicable", "Reason: nothing here causes it."), read)).toEqual([]);
  });
});
