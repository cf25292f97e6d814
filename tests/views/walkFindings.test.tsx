// @vitest-environment jsdom
/**
 * What a customer met on a walk through the app (issue 29 items 8-23) that a view shows: each
 * test renders the step on the real purchase machine with fake actors.
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PurchaseEvent } from "../../machines/types.ts";
import { KjopView } from "../../src/views/kjop/KjopView.tsx";
import { PrisView } from "../../src/views/pris/PrisView.tsx";
import {
  flowAt,
  listApi,
  normal,
  prisToKjop,
  renderStep,
  stepIdOf,
  toSummaryWithPickedModel,
} from "./harness.tsx";

afterEach(cleanup);

const pickedModel: PurchaseEvent[] = [...toSummaryWithPickedModel, { type: "summary.confirm" }];

describe("a car picked in the model picker is named with its year (issue 29 item 23)", () => {
  it("on pris and on kjop, as the register names a car: make, model, model year", async () => {
    const actor = await flowAt({ events: pickedModel });
    expect(stepIdOf(actor)).toBe("pris");
    const pris = renderStep(PrisView, actor);
    expect(screen.getByText("Prisene gjelder for TOYOTA YARIS 2022.")).toBeTruthy();
    pris.unmount();

    const atKjop = await flowAt({
      events: [
        ...pickedModel,
        ...prisToKjop.map((event) =>
          event.type === "identity.submit"
            ? ({
                type: "identity.submit",
                identitet: "chassisnummer",
                chassisnummer: "1HGCM8263",
              } as const)
            : event,
        ),
      ],
    });
    expect(stepIdOf(atKjop)).toBe("kjop");
    renderStep(
      KjopView,
      atKjop,
      listApi({ "/skadeforsikring/kjoerelengder": { kjoerelengder: [] } }),
    );
    const vehicleRow = screen.getByText("Kjøretøy").closest("div") ?? document.body;
    expect(normal(vehicleRow.textContent)).toContain("TOYOTA YARIS 2022");
  });
});
