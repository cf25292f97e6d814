// @vitest-environment jsdom
/**
 * Issue 26.4: an express link under /bil/ whose vehicle is a motorhome runs as the motorhome flow.
 * When the machine has found that out before React takes the page (a busy browser, a fast API),
 * the address follows the machine to /bobil/; loading the /bil/ address anew found the same and
 * loaded it again, without end (seen in Chromium under load, CI of 26 November).
 */
import { waitFor as eventually, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { bobilVerdiTexts } from "../../core/texts/steps/questions.ts";
import type { PurchaseActor } from "../../src/app/purchaseHooks.ts";
import { sandboxForFile } from "../server/harness.ts";
import { openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());

describe("an express link under /bil/ for a motorhome", () => {
  it("follows the machine to the motorhome flow when it knew before the first render", async () => {
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/ekspresspris/EKSPRESSPRIS00000003",
      beforeRender: async (actor) => {
        const app = await waitFor(actor, (snapshot) => snapshot.children.purchase !== undefined, {
          timeout: 60_000,
        });
        const purchase = app.children.purchase as PurchaseActor;
        await waitFor(
          purchase,
          (snapshot) => snapshot.context.product === "bobil" && !snapshot.hasTag("loading"),
          { timeout: 60_000 },
        );
      },
    });
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: bobilVerdiTexts.title },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    // The address follows the step after its paint (src/app/router.tsx).
    await eventually(() =>
      expect(window.location.pathname).toMatch(/^\/privat\/forsikring\/motor\/bobil\//),
    );
  });
});
