// @vitest-environment jsdom
/**
 * Issue 15, defect 1, on the price page: the discount statement is the sandbox's own discount
 * (GET /motor/bil/rabatt, the percent the tariff applies), for every test person and every
 * distributor, and the bank-customer extra text is hidden only for the provider's own channel
 * (SPEC §1); the general rules are left out where the customer's own discount already says them
 * (issue 29 item 23). The customer is the sandbox's answer to GET /skadekunde/ for a login through the
 * test-ID form with that distributor; the flow's other answers are the machine fixtures.
 */
import { cleanup, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { distributors } from "../../core/contract/common.ts";
import { CustomerResponse } from "../../core/contract/customer.ts";
import { DiscountResponse } from "../../core/contract/motor.ts";
import { distributorVariants } from "../../core/domain/distributorVariants.ts";
import { prisTexts } from "../../core/texts/steps/offer.ts";
import { testPersons } from "../../server/seed/testPersons.ts";
import { PrisView } from "../../src/views/pris/PrisView.tsx";
import { expectNoAxeViolations } from "../components/axe.ts";
import { type RunningServer, startTestServer, TestClient } from "../server/harness.ts";
import { flowAt, listApi, renderStep, walkTo } from "./harness.tsx";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ today: new Date("2026-06-15T10:00:00Z") });
});
afterAll(() => server.close());
afterEach(cleanup);

/** The statement's text up to the colon: "Du har 15 prosent rabatt". */
const statement = /^Du har \d+ prosent rabatt:/;

describe("the discount statement on the price page", () => {
  it("the provider's own channel is the only one without the bank-customer text", () => {
    expect(distributors.filter((name) => !distributorVariants[name].showsBankDiscountText)).toEqual(
      ["none"],
    );
  });

  for (const distributor of distributors) {
    it(`${distributor}: every test person is told the discount /rabatt answers`, async () => {
      for (const person of testPersons) {
        const browser = new TestClient(server.origin);
        await browser.login(person.persona, { distributor });
        const customer = v.parse(CustomerResponse, (await browser.get("/skadekunde/")).body);
        const discount = v.parse(DiscountResponse, (await browser.get("/motor/bil/rabatt")).body);
        const actor = await flowAt({ events: walkTo("pris"), input: { customer, distributor } });
        const { container, unmount } = renderStep(PrisView, actor);

        const told = screen.queryAllByText(statement);
        if (discount.rabattProsent > 0) {
          expect(
            told.map((element) => element.textContent),
            person.persona,
          ).toEqual([prisTexts.customerDiscount(discount.rabattProsent, discount.description)]);
        } else {
          expect(told, person.persona).toEqual([]);
        }
        // The general rules are not repeated beside the customer's own discount (issue 29 item 23).
        expect(
          screen.queryByText(prisTexts.discountBank) !== null,
          `${person.persona} bank text`,
        ).toBe(distributor !== "none" && discount.bankkunderabattProsent === 0);
        expect(
          screen.queryByText(prisTexts.discountLoyalty) !== null,
          `${person.persona} loyalty text`,
        ).toBe(discount.lojalitetsrabattProsent === 0);
        if (person === testPersons[0]) await expectNoAxeViolations(container);
        unmount();
        actor.stop();
      }
    });
  }
});

describe("16.9c GET /motor/bil/rabatt is the discount's source (SPEC §7)", () => {
  it("the statement shows what /rabatt answers, also where the customer's figures differ", async () => {
    const rabatt = {
      rabattProsent: 7,
      description: "7 % lojalitetsrabatt",
      lojalitetsrabattProsent: 7,
      bankkunderabattProsent: 0,
    };
    const actor = await flowAt({ events: walkTo("pris") });
    expect(actor.getSnapshot().context.customer.prisInformasjon.rabattProsent).toBe(15);
    renderStep(PrisView, actor, listApi({ "/motor/bil/rabatt": rabatt }));
    expect(
      await screen.findByText(prisTexts.customerDiscount(7, "7 % lojalitetsrabatt")),
    ).toBeTruthy();
    expect(screen.queryAllByText(statement)).toHaveLength(1);
    actor.stop();
  });
});
