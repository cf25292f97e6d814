// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./axe.ts";

afterEach(cleanup);

describe("expectNoAxeViolations", () => {
  it("fails on a real violation, so a passing check means something", async () => {
    const { container } = render(
      <form>
        <input type="text" />
      </form>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/label/);
  });
});
