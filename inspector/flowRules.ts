/**
 * The rows of docs/flow-rules.md (the rules and the tests that prove them) and which of them
 * concern a customer step, for the storyboard. Pure: the markdown comes in as text.
 */

export interface FlowRuleRow {
  /** The section heading, e.g. `1. SPEC §4 "Car flow order", sentence by sentence`. */
  section: string;
  /** The row's number where the table has one (`2d`). */
  number: string | null;
  rule: string;
  tests: string;
}

function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

/** Every row of the tables whose last column names the tests (`Test(s) …`). */
export function parseFlowRules(markdown: string): FlowRuleRow[] {
  const rows: FlowRuleRow[] = [];
  const lines = markdown.split("\n");
  let section = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.startsWith("## ")) section = line.slice(3).trim();
    const separator = lines[i + 1] ?? "";
    if (!line.startsWith("|") || !/^\|\s*-{3}/.test(separator)) continue;
    const header = cells(line);
    if (!/^tests?\b|^test\(s\)/i.test(header.at(-1) ?? "")) continue;
    const numbered = header[0] === "#";
    for (i += 2; i < lines.length && (lines[i] ?? "").startsWith("|"); i++) {
      const row = cells(lines[i] ?? "");
      rows.push({
        section,
        number: numbered ? (row[0] ?? null) : null,
        rule: (numbered ? row[1] : row[0]) ?? "",
        tests: row.at(-1) ?? "",
      });
    }
  }
  return rows;
}

/**
 * Words the rules use for a step besides its id and address (the rules are written in English,
 * the steps named in Norwegian).
 */
export const stepRuleTerms: Readonly<Record<string, readonly string[]>> = {
  intro: ["start page", "intro", "index"],
  harBil: ["har-bil"],
  ekspresspris: ["express price", "express"],
  redigerTilbud: ["edit offer", "saved offer", "stored offer"],
  velgBil: ["vehicle step", "velg-bil", "registration number"],
  modellvelger: ["model picker"],
  bobilVerdi: ["motorhome value", "value step", "bobil-verdi", "motorhome"],
  leasing: ["leased", "leasing"],
  eier: ["owner"],
  eierNavn: ["owner name", "eier-navn"],
  eierFnr: ["national id", "eier-fnr"],
  pant: ["lien", "pant"],
  over23: ["over23"],
  bonus: ["bonus"],
  sjekkBilInfo: ["summary", "summary cards", "sjekk-bil-info"],
  pris: ["price", "coverage", "coverages", "kasko", "minikasko"],
  tilleggsdekning: ["add-ons", "add-on", "rental car"],
  tilpass: ["deductible", "mileage"],
  regnummerChassisnummer: ["chassis"],
  kilometer: ["odometer"],
  kontaktinfo: ["contact info"],
  bonusOverforing: ["bonus transfer", "transfer", "bonus-overforing"],
  kjop: ["purchase page", "idempotency key", "confirm"],
  samtykke: ["consent"],
  kvittering: ["receipt"],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The rows whose rule names the step (its id, its address or one of its words), with the other
 * rows of the same numbered spec sentence.
 */
export function rulesForStep(
  rows: readonly FlowRuleRow[],
  step: { id: string; path: string },
): FlowRuleRow[] {
  const slug = step.path.replace(/^\//, "");
  const terms = [
    step.id,
    ...(slug && !slug.startsWith(":") ? [slug] : []),
    ...(stepRuleTerms[step.id] ?? []),
  ];
  const pattern = new RegExp(
    `(?<![\\p{L}\\d-])(${terms.map(escapeRegExp).join("|")})(?![\\p{L}\\d-])`,
    "iu",
  );
  const group = (row: FlowRuleRow) => `${row.section}|${/^\d+/.exec(row.number ?? "")?.[0] ?? ""}`;
  // The lettered rows of one spec sentence (12a, 12b) go together: 12b ("Without a successful
  // purchase result it redirects") is about the receipt that 12a names.
  const groups = new Set(rows.filter((row) => row.number && pattern.test(row.rule)).map(group));
  return rows.filter((row) => pattern.test(row.rule) || (row.number && groups.has(group(row))));
}
