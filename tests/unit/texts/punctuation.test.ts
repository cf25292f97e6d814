/**
 * Norwegian punctuation in the product's copy (issue 29 item 23): a sentence that opens with a
 * subordinate clause ("Har du …", "Neste gang vi …", "For at …") puts a comma before the main
 * clause, whose verb then comes before its subject ("…, kan du", "…, må vi"). The walk found the
 * comma missing in the feedback widget's texts. Every text of `core/texts` is read, functions
 * called with placeholder arguments.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const textsRoot = join(import.meta.dirname, "../../../core/texts");

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(folder, entry.name))
      : entry.name.endsWith(".ts")
        ? [join(folder, entry.name)]
        : [],
  );
}

function stringsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    try {
      return stringsOf(value("X", "X", "X"), seen);
    } catch {
      return [];
    }
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((inner) => stringsOf(inner, seen));
}

/** A sentence opening with a subordinate clause, and its main clause's inverted verb and subject. */
const openingClause =
  /(?:^|[.!?]\s+)((?:Har du|Er du|Hvis|Når|Neste gang|For at)\b[^,.!?:]*?\s(?:kan|må|får|blir|vil|skal)\s(?:du|vi|det|den|de)\b)/g;

describe("the copy's commas (issue 29 item 23)", () => {
  it("a sentence that opens with a subordinate clause has a comma before its main clause", async () => {
    const texts: string[] = [];
    for (const file of filesUnder(textsRoot)) texts.push(...stringsOf(await import(file)));
    expect(texts.length).toBeGreaterThan(200);
    const missing = texts.flatMap((text) =>
      [...text.matchAll(openingClause)].map((match) => match[1]),
    );
    expect(missing).toEqual([]);
  });
});
