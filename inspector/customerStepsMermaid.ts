/**
 * The customer steps view as a Mermaid flowchart for docs/flow.md: one box per step (its address
 * and what it asks), one arrow per branch labelled with its condition in Norwegian. Pure.
 */
import type { CustomerStepsView, StepBranch } from "./customerSteps.ts";

/** Text inside a quoted Mermaid label: no quotes, pipes or entity and comment syntax. */
function quoted(text: string): string {
  return text
    .replace(/"/g, "'")
    .replace(/\|/g, "/")
    .replace(/[#;{}<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function branchLabel(branch: StepBranch): string {
  return quoted(branch.condition ?? (branch.otherwise ? "Ellers" : branch.action));
}

/** `flowchart TD` of the steps; `questions` are the steps' headings (what the customer is asked). */
export function customerStepsMermaid(
  view: CustomerStepsView,
  questions: Readonly<Record<string, string>>,
): string {
  const lines = ["flowchart TD", '  inngang(["Inngang: adressen kunden kommer fra"])'];
  const ids = new Set(view.steps.map((s) => s.id));
  for (const step of view.steps) {
    const asks = questions[step.id];
    const text = [`${step.key} ${step.path}`, asks].filter(Boolean).map((t) => quoted(t ?? ""));
    lines.push(`  ${step.id}["${text.join("<br/>")}"]`);
  }
  const arrow = (from: string, branch: StepBranch) => {
    if (!ids.has(branch.target)) return;
    const label = branchLabel(branch);
    lines.push(`  ${from} -->${label ? `|"${label}"|` : ""} ${branch.target}`);
  };
  for (const branch of view.entries) arrow("inngang", branch);
  for (const step of view.steps) for (const branch of step.branches) arrow(step.id, branch);
  return lines.join("\n");
}

/** The section of docs/flow.md: the product owner's view first. */
export function customerStepsSection(
  view: CustomerStepsView,
  questions: Readonly<Record<string, string>>,
): string {
  return [
    "## Kundens steg",
    "",
    "The steps a customer meets (states with `meta.path`) in the order the machine declares them,",
    "with their address and heading; each arrow is labelled with its condition (the guards'",
    "descriptions in `machines/purchase/guardDescriptions.ts`), or, without one, with what the",
    "customer does or what the app waits for.",
    "Fetching, checking and error substates are folded into their step; the full statechart is below.",
    "",
    "```mermaid",
    customerStepsMermaid(view, questions),
    "```",
  ].join("\n");
}
