// @vitest-environment jsdom
/**
 * What a customer met on a walk through the app (issue 29 items 8-23) that a view shows: each
 * test renders the step on the real purchase machine with fake actors.
 */
import { cleanup, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { VehicleSearchResponse } from "../../core/contract/motor.ts";
import { eierTexts } from "../../core/texts/steps/questions.ts";
import type { PurchaseEvent } from "../../machines/types.ts";
import { BobilVerdiView } from "../../src/views/bobil-verdi/BobilVerdiView.tsx";
import { EierView } from "../../src/views/eier/EierView.tsx";
import { KjopView } from "../../src/views/kjop/KjopView.tsx";
import { PrisView } from "../../src/views/pris/PrisView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { type RunningServer, startTestServer, TestClient } from "../server/harness.ts";
import {
  flowAt,
  listApi,
  normal,
  renderStep,
  stepIdOf,
  toSummaryWithPickedModel,
  walkTo,
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
        ...walkTo("kjop", { from: "pris" }).map((event) =>
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

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The sandbox's register answer for a plate, as the app asks for it (SPEC §7 GET /motor/bil/sok). */
async function registerAnswer(registreringsnummer: string) {
  const browser = new TestClient(server.origin);
  await browser.login("vanlig");
  const answer = await browser.get(
    `/motor/bil/sok?registreringsnummer=${registreringsnummer}&inkludereBobil=true`,
  );
  return v.parse(VehicleSearchResponse, answer.body);
}

describe("a motorhome worth more than 2 500 000 kr (issue 29 item 19)", () => {
  it("BO30003, whose register lists values above 2 500 000 kr: the value step offers those up to the cap and says a higher value needs contact", async () => {
    const answer = await registerAnswer("BO30003");
    const actor = await flowAt({
      input: { product: "bobil" },
      fakes: { lookupVehicle: async () => answer },
      events: [
        { type: "vehicle.lookup", registreringsnummer: "BO30003" },
        { type: "vehicle.submit" },
      ],
    });
    expect(stepIdOf(actor)).toBe("bobilVerdi");
    renderStep(BobilVerdiView, actor);
    const offered = screen
      .getAllByRole("radio")
      .map((radio) => normal(radio.parentElement?.textContent));
    expect(offered.at(-1)).toBe("inntil 2 500 000 kr");
    expect(
      screen.getByText(
        "Er bobilen verdt mer enn 2 500 000 kr, kan du ikke kjøpe forsikringen på nett. Ta kontakt med oss, så hjelper vi deg.",
        { normalizer: (text) => normal(text) },
      ),
    ).toBeTruthy();
  });
});

describe("the register names a company as the owner (issue 29 item 14, SPEC §4)", () => {
  const companyOwner = eierTexts.registerSaysCompany("bilen");

  async function eierFor(registreringsnummer: string) {
    const answer = await registerAnswer(registreringsnummer);
    const actor = await flowAt({
      fakes: { lookupVehicle: async () => answer },
      events: walkTo("eier", { regnr: registreringsnummer }),
    });
    expect(stepIdOf(actor)).toBe("eier");
    return actor;
  }

  it("GA50005 (garantieier ANNET_SELSKAP): the owner question says so before the customer answers", async () => {
    const { container } = renderStep(EierView, await eierFor("GA50005"));
    expect(screen.getByText(companyOwner)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it("a car the register gives no company owner (SX30003): no such words", async () => {
    renderStep(EierView, await eierFor("SX30003"));
    expect(screen.queryByText(companyOwner)).toBeNull();
  });
});
