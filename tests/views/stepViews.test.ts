import { describe, expect, it } from "vitest";
import { stepRoutes } from "../../src/app/flowPaths.ts";
import { stepViews } from "../../src/views/stepViews.ts";

describe("every step the machine has is a screen", () => {
  it("reads the steps from the machine", () => {
    expect(stepRoutes.length).toBeGreaterThanOrEqual(25);
  });
  for (const { id, path } of stepRoutes) {
    it(`${id} (${path}) has a view`, () => {
      expect(stepViews[id]).toBeTypeOf("function");
    });
  }
});
