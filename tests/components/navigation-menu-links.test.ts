import { describe, expect, it } from "vitest";
import { distributors, loginContexts } from "../../core/contract/common.ts";
import {
  bankOverviewHref,
  buildMenuItems,
  type MenuInput,
  menuLinks,
} from "../../src/components/navigation-menu/index.ts";

const base: MenuInput = {
  offerCount: 3,
  hasOverview: true,
  distributor: "sb1",
  nettbankUrl: "https://nettbank.example",
  domene: "sandkasse",
  loginContext: "NETTBANK",
};

describe("bankOverviewHref", () => {
  it("builds {nettbankUrl}/{domene}/nettbank-privat/oversikt for sb1", () => {
    expect(bankOverviewHref(base)).toBe(
      "https://nettbank.example/sandkasse/nettbank-privat/oversikt",
    );
    expect(bankOverviewHref({ ...base, nettbankUrl: "https://nettbank.example/" })).toBe(
      "https://nettbank.example/sandkasse/nettbank-privat/oversikt",
    );
  });

  it("gives sb1 no link without a bank domain", () => {
    expect(bankOverviewHref({ ...base, domene: "" })).toBeNull();
    expect(bankOverviewHref({ ...base, domene: null })).toBeNull();
  });

  it.each(["eika", "dnb"] as const)("uses the configured online-bank URL for %s", (distributor) => {
    expect(
      bankOverviewHref({
        ...base,
        distributor,
        nettbankUrl: `https://${distributor}.example/bank`,
      }),
    ).toBe(`https://${distributor}.example/bank`);
  });

  it("gives no link for the union variant ('none')", () => {
    expect(bankOverviewHref({ ...base, distributor: "none" })).toBeNull();
  });

  it("gives no link without a configured URL", () => {
    expect(bankOverviewHref({ ...base, distributor: "eika", nettbankUrl: "" })).toBeNull();
    expect(bankOverviewHref({ ...base, distributor: "dnb", nettbankUrl: undefined })).toBeNull();
  });

  for (const distributor of distributors)
    for (const loginContext of loginContexts) {
      const inMobileBank = loginContext === "MOBILBANK" || loginContext === "MOBILBANK_DNB";
      it(`${distributor} in ${loginContext}: ${inMobileBank || distributor === "none" ? "no link" : "a link"}`, () => {
        const href = bankOverviewHref({ ...base, distributor, loginContext });
        if (inMobileBank || distributor === "none") expect(href).toBeNull();
        else expect(href).toMatch(/^https:\/\/nettbank\.example/);
      });
    }
});

describe("buildMenuItems", () => {
  it("lists every page in order, offers with its count, then the bank", () => {
    const items = buildMenuItems(base);
    expect(items.map((item) => item.key)).toEqual([
      ...menuLinks.map((link) => link.key),
      "bankOverview",
    ]);
    expect(items.find((item) => item.key === "offers")?.badge).toBe(3);
    for (const item of items.filter((entry) => entry.key !== "bankOverview"))
      expect(item.href).toMatch(/^\/privat\/forsikring\//);
  });

  it("every page link has a unique path under /privat/forsikring", () => {
    const hrefs = menuLinks.map((link) => link.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it("hides offers at 0", () => {
    expect(buildMenuItems({ ...base, offerCount: 0 }).some((item) => item.key === "offers")).toBe(
      false,
    );
  });

  it("keeps only buying and the bank without an insurance overview", () => {
    expect(buildMenuItems({ ...base, hasOverview: false }).map((item) => item.key)).toEqual([
      "buy",
      "bankOverview",
    ]);
  });
});
