/**
 * docs/glossary.md: the English event names beside the Norwegian steps (issue 30 item 10), read
 * from the purchase chart, so the glossary cannot name an event a step does not take. With
 * UPDATE_GLOSSARY=1 this test writes it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import type { AnyStateNode } from "xstate";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";

const file = path.resolve(import.meta.dirname, "../../docs/glossary.md");

/** Every node of the chart with a customer step's address, in the chart's order. */
function steps(node: AnyStateNode): AnyStateNode[] {
  const own = (node.meta as { path?: string } | undefined)?.path ? [node] : [];
  return [...own, ...Object.values(node.states).flatMap(steps)];
}

function glossary(): string {
  const rows = steps(purchaseMachine.root).map((node) => {
    const address = (node.meta as { path: string }).path;
    const events = [...new Set(node.events)]
      .filter((type) => !type.startsWith("xstate.") && type !== "*")
      .sort()
      .map((type) => `\`${type}\``)
      .join(", ");
    return `| \`${node.key}\` | \`${address}\` | ${events} |`;
  });
  return [
    "# Glossary: the steps and their events",
    "",
    "The chart's states and the addresses are Norwegian, as the API and the product speak; the",
    "events a customer sends are English (`area.verb`). Each step with the events its state (and",
    "its substates) take, read from `machines/purchaseMachine.ts` by",
    "`tests/inspector/glossary.test.ts` (`UPDATE_GLOSSARY=1` writes this file). Common words: *tilbud*",
    "offer, *avtale* agreement, *dekning* coverage, *egenandel* deductible, *kjørelengde* yearly",
    "mileage, *eier* owner, *pant* lien, *leasing* leasing, *kvittering* receipt, *samtykke* consent.",
    "",
    "| step (state) | address | events |",
    "| --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

it("docs/glossary.md lists each step's events as the chart takes them (UPDATE_GLOSSARY=1 writes it)", () => {
  const generated = glossary();
  if (process.env.UPDATE_GLOSSARY === "1") writeFileSync(file, generated);
  expect(readFileSync(file, "utf8"), "docs/glossary.md is out of date").toBe(generated);
});
