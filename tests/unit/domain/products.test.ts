import { describe, expect, it } from "vitest";
import {
  firstFunnelStep,
  funnelStepOf,
  funnelTables,
  isProductValue,
  productSoldElsewhere,
  productValues,
} from "../../../core/domain/products.ts";
import { loginTexts } from "../../../core/texts/login.ts";
import { soldElsewhereTexts } from "../../../core/texts/products.ts";
import { purchaseMachine } from "../../../machines/purchaseMachine.ts";
import { stepRoutes } from "../../../src/app/flowPaths.ts";

/** SPEC §1, word for word. */
const productsOfTheSpec = [
  "bil",
  "moped",
  "motorsykkel",
  "båt",
  "snøscooter",
  "traktor",
  "veteran",
  "henger-campingvogn",
  "smaa-elektriske",
  "bobil",
  "detalj",
];

/** The funnel table's name of a machine step, from its path. */
const tableNameOfPath = (path: string) => {
  if (path === "/") return "intro";
  if (path.startsWith("/ekspresspris/")) return "ekspresspris";
  if (path === "/:avtalenummer") return "rediger-tilbud";
  return path.slice(1);
};

describe("the products (SPEC §1)", () => {
  it("are exactly the spec's value set", () => {
    expect([...productValues]).toEqual(productsOfTheSpec);
    expect(productValues.every(isProductValue)).toBe(true);
    expect(isProductValue("fly")).toBe(false);
  });

  it.each(productValues)(
    "the login title names %s ('Sjekk pris på {product}forsikring')",
    (product) => {
      const title = loginTexts.title(product);
      expect(title).toMatch(/^Sjekk pris på \S.*forsikring$/);
      expect(title).not.toContain("undefined");
    },
  );

  it("each product's login title is its own", () => {
    expect(new Set(productValues.map(loginTexts.title)).size).toBe(productValues.length);
    expect(loginTexts.title("bil")).toBe("Sjekk pris på bilforsikring");
    expect(loginTexts.title("bobil")).toBe("Sjekk pris på bobilforsikring");
    expect(loginTexts.title("båt")).toBe("Sjekk pris på båtforsikring");
  });

  it("a product sold elsewhere is known from its address segment, written plainly or percent-encoded", () => {
    expect(productSoldElsewhere("moped")).toBe("moped");
    expect(productSoldElsewhere("båt")).toBe("båt");
    expect(productSoldElsewhere("b%C3%A5t")).toBe("båt");
    expect(productSoldElsewhere("sn%C3%B8scooter")).toBe("snøscooter");
    expect(productSoldElsewhere("henger-campingvogn")).toBe("henger-campingvogn");
    // The flows and the detail page are served here; anything else is no product at all.
    for (const segment of ["bil", "bobil", "detalj", "fly", "%E0%A4%A", ""]) {
      expect(productSoldElsewhere(segment)).toBeUndefined();
    }
  });

  it.each(productValues.filter((product) => productSoldElsewhere(product)))(
    "%s has a page title of its own",
    (product) => {
      expect(soldElsewhereTexts.title(product)).toMatch(/^\p{Lu}\S.*forsikring$/u);
      expect(soldElsewhereTexts.lead(product)).toContain(soldElsewhereTexts.title(product));
    },
  );
});

describe("the funnel step tables (SPEC §9)", () => {
  it("car: every step from the intro (0) to kvittering (20), as the purchase machine's meta says", () => {
    const table = funnelTables.bil;
    expect(table?.last).toBe(20);
    const fromMachine = Object.fromEntries(
      stepRoutes.map(({ id, path }) => {
        const meta = purchaseMachine.getStateNodeById(id).meta as { funnelStep?: number };
        return [tableNameOfPath(path), meta.funnelStep];
      }),
    );
    expect(fromMachine).toEqual(table?.steps);
    expect(new Set(Object.values(table?.steps ?? {}))).toEqual(
      new Set(Array.from({ length: 21 }, (_, index) => index)),
    );
    expect(funnelStepOf("bil", "intro")).toBe(0);
    expect(funnelStepOf("bil", "kvittering")).toBe(20);
    expect(funnelTables.bobil).toBe(table);
  });

  it.each([
    ["smaa-elektriske", 12],
    ["henger-campingvogn", 14],
    ["motorsykkel", 5],
    ["båt", 5],
    ["moped", 5],
  ] as const)("%s: from 0 to kvittering %i", (product, last) => {
    expect(funnelTables[product]?.last).toBe(last);
    expect(firstFunnelStep(product)).toBe(0);
    expect(funnelStepOf(product, "kvittering")).toBe(last);
  });

  it("motorcycle, boat and moped: login 0, identify 1", () => {
    for (const product of ["motorsykkel", "båt", "moped"] as const) {
      expect(funnelStepOf(product, "innlogging")).toBe(0);
      expect(funnelStepOf(product, "identifisering")).toBe(1);
    }
  });

  it("the products the spec gives no funnel have none", () => {
    for (const product of ["snøscooter", "traktor", "veteran", "detalj"] as const) {
      expect(funnelTables[product]).toBeUndefined();
      expect(firstFunnelStep(product)).toBeUndefined();
      expect(funnelStepOf(product, "kvittering")).toBeUndefined();
    }
  });
});
