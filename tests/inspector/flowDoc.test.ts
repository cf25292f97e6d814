/**
 * docs/flow.md is generated from the machines. This test fails when it is out of date;
 * `npm run docs:flow` (this test with UPDATE_FLOW_DOC=1) writes it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { flowDocPath, generateFlowDoc } from "../../inspector/flowDoc.ts";

const file = path.resolve(import.meta.dirname, "../..", flowDocPath);

describe("docs/flow.md", () => {
  it("is the Mermaid diagram generated from the machines (run `npm run docs:flow` to update)", () => {
    const generated = generateFlowDoc();
    if (process.env.UPDATE_FLOW_DOC === "1") writeFileSync(file, generated);
    const current = (() => {
      try {
        return readFileSync(file, "utf8");
      } catch {
        return "";
      }
    })();
    expect(current, "docs/flow.md is out of date: run `npm run docs:flow`").toBe(generated);
  });

  it("starts with the customer steps, each arrow labelled with its condition in Norwegian", () => {
    const text = generateFlowDoc();
    const section = text.slice(text.indexOf("## Kundens steg"), text.indexOf("## Kjøpsflyten"));
    expect(section).toContain("```mermaid\nflowchart TD");
    expect(section).toContain('  leasing["leasing /leasing<br/>Er bilen leaset?"]');
    expect(section).toContain('  leasing -->|"Bilen er leaset"| sjekkBilInfo');
    expect(section).toContain('  leasing -->|"Ellers"| eier');
    expect(section).toContain('  kontaktinfo -->|"Bonus fra annet selskap"| bonusOverforing');
    // Substates are folded into their step: no box or arrow of their own.
    expect(section).not.toMatch(/lookingUp|fetchingPrice|checkingGuarantee/);
  });

  it("shows the root chart's children and draws the session timeout's and the feedback widget's charts", () => {
    const text = generateFlowDoc();
    const app = text.slice(text.indexOf("## Appen"), text.indexOf("## Sesjonsutløp"));
    expect(app).toContain("- `purchase` (purchaseFlow) in `ready`");
    expect(app).toContain("- `sessionTimeout` (sessionTimeout) in `ready.sessionTimeout.running`");
    expect(app).toContain("- `feedback` (feedback) in `ready.feedback.open`");
    expect(app).toContain(
      "ready_feedback_open --> ready_feedback_waitingForReceipt : receipt.left",
    );
    expect(text).toContain("Machine `sessionTimeout` in `machines/sessionTimeoutMachine.ts`.");
    expect(text).toContain("Machine `feedback` in `machines/feedbackMachine.ts`.");
  });

  it("draws every state and every guarded transition of the purchase flow", () => {
    const text = generateFlowDoc();
    expect(text).toContain("```mermaid\nstateDiagram-v2");
    expect(text).toContain(
      'state "bonusOverforing /bonus-overforing" as tilbud_steg_bonusOverforing',
    );
    expect(text).toContain(
      "tilbud_steg_kontaktinfo --> tilbud_steg_bonusOverforing : [bonusFromOtherCompany] (fra kontaktinfo.checked)",
    );
    expect(text).toContain(
      "starting --> ekspresspris : [entryIsExpressPrice and entryHasValidExpressReference]",
    );
  });
});
