import { describe, expect, it } from "vitest";
import { distributors } from "../../../core/contract/common.ts";
import { distributorVariant } from "../../../core/domain/distributorVariants.ts";

describe("distributorVariant", () => {
  for (const distributor of distributors) {
    it(`describes ${distributor}`, () => {
      const variant = distributorVariant(distributor);
      // The provider's own (union) channel: no bank text, the app owns consent, no bank link.
      expect(variant.showsBankDiscountText).toBe(distributor !== "none");
      expect(variant.consentOwner).toBe(distributor === "none" ? "app" : "bank");
      expect(variant.bankOverviewLink === "none").toBe(distributor === "none");
      // Only the bank distributor (dnb) is refused the login page.
      expect(variant.mayUseLoginPage).toBe(distributor !== "dnb");
    });
  }

  it("builds the sb1 overview link with the domain segment", () => {
    expect(distributorVariant("sb1").bankOverviewLink).toBe("withDomain");
  });
});
