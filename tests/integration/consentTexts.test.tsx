// @vitest-environment jsdom
/**
 * SPEC §6 "isBankkunde (affects consent texts)" and §7 GET /samtykke/tekster?bankkunde: the app
 * asks for the consent texts with the customer's own flag, and the consent step shows what the
 * sandbox answers to it: a bank's customer is asked about sharing with the bank too. The whole app
 * against the sandbox, a car bought up to the consent step (sb1, consent unanswered).
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sandboxForFile } from "../server/harness.ts";
import { carBoughtFromStart, kundenummerOf, onStep, openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(cleanup);

describe("the consent texts follow the customer's isBankkunde (SPEC §6, §7)", () => {
  it.each([
    ["a bank's customer", true, "SX20002", 2],
    ["a customer who is not the bank's", false, "SX30003", 1],
  ])(
    "%s: asked with bankkunde=%s, and shown what the sandbox answers to it",
    async (_who, bankkunde, car, questions) => {
      // The sandbox's consent customer, whose consent is unanswered, as a bank customer or not.
      await server().db.query(
        `update customers set bankkunde = $2, marketing_consent = 'UNANSWERED',
         cross_domain_consent = 'UNANSWERED' where kundenummer = $1`,
        [kundenummerOf("samtykke"), bankkunde],
      );
      const asked: URL[] = [];
      const { user } = await openApp(server(), {
        persona: "samtykke",
        path: "/privat/forsikring/motor/bil/",
        onRequest: (_method, url) => {
          if (url.includes("/samtykke/tekster")) asked.push(new URL(url));
        },
      });
      await carBoughtFromStart(user, car);
      await onStep("Samtykker til markedsføring");
      expect(asked.map((url) => url.searchParams.get("bankkunde"))).toEqual([String(bankkunde)]);
      expect(await screen.findAllByRole("radiogroup")).toHaveLength(questions);
    },
  );
});
