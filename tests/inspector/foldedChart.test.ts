/**
 * Issue 27 item 6: "Utforsk" opens on the customer's steps, laid out to be read at full size on a
 * 1280 × 800 screen, the technical states folded away until asked for. (What the browser draws is
 * checked in tests/e2e/inspector.spec.ts.)
 */
import { describe, expect, it } from "vitest";
import { customerSteps } from "../../inspector/customerSteps.ts";
import { foldToSteps, stepBox, stepGridLayout } from "../../inspector/foldedChart.ts";
import { extractChart } from "../../inspector/model.ts";
import { purchaseGuardDescriptions } from "../../machines/purchase/guardDescriptions.ts";
import { purchaseMachine } from "../../machines/purchaseMachine.ts";

const model = extractChart(purchaseMachine);
const folded = foldToSteps(model, purchaseGuardDescriptions);
const steps = customerSteps(model, purchaseGuardDescriptions).steps.map((step) => step.id);

describe("Utforsk's first view: the customer's steps", () => {
  it("has the customer steps only, in flow order, each without its technical substates", () => {
    expect(steps.length).toBeGreaterThanOrEqual(20);
    expect(folded.order).toEqual([model.rootId, ...steps]);
    expect(Object.keys(folded.states).sort()).toEqual([model.rootId, ...steps].sort());
    for (const id of steps) expect(folded.states[id]?.children).toEqual([]);
    expect(Object.keys(folded.states)).not.toContain("purchase.velgBil.lookingUp");
    expect(Object.keys(model.states)).toContain("purchase.velgBil.lookingUp");
  });

  it("has one arrow from a step to each step it leads to, with the conditions in Norwegian", () => {
    const leasing = folded.transitions.filter((t) => t.source === "leasing");
    expect(leasing.map((t) => t.targets[0]).sort()).toEqual(
      expect.arrayContaining(["eier", "sjekkBilInfo", "kjop"]),
    );
    const toSummary = leasing.find((t) => t.targets[0] === "sjekkBilInfo");
    expect(toSummary?.description).toContain("Bilen er leaset");
    const pairs = folded.transitions.map((t) => `${t.source}>${t.targets[0]}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(folded.transitions.every((t) => t.source !== t.targets[0])).toBe(true);
  });

  it("lays the steps out at full size within the canvas beside the side panel at 1280 × 800", () => {
    const layout = stepGridLayout(folded);
    // The canvas: 1280 px less the 400 px side panel, 800 px less the top bar and the tools.
    const canvas = { width: 880, height: 680 };
    expect(layout.width + 40).toBeLessThanOrEqual(canvas.width);
    expect(layout.height + 40).toBeLessThanOrEqual(canvas.height);
    for (const id of steps) {
      const box = layout.states[id];
      expect(box?.width).toBe(stepBox.width);
      expect((box?.x ?? -1) + (box?.width ?? 0)).toBeLessThanOrEqual(layout.width);
      expect((box?.y ?? -1) + (box?.height ?? 0)).toBeLessThanOrEqual(layout.height);
    }
    // No two boxes overlap.
    const boxes = steps.map(
      (id) => layout.states[id] as NonNullable<(typeof layout.states)[string]>,
    );
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(
          a.x + a.width <= b.x ||
            b.x + b.width <= a.x ||
            a.y + a.height <= b.y ||
            b.y + b.height <= a.y,
          `${a.id} and ${b.id}`,
        ).toBe(true);
    expect(layout.edges).toHaveLength(folded.transitions.length);
  });
});
