import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../machines/flowStorage.ts";
import {
  chooseMarketSource,
  createMarketSourceStore,
  marketSourceFromHint,
  marketSourceStorageKey,
  marketSources,
} from "../../src/platform/marketSource.ts";

describe("market source", () => {
  it.each(marketSources)("takes the URL hint %s", (source) => {
    expect(chooseMarketSource({ url: `/privat/forsikring/motor/bil/?kilde=${source}` })).toBe(
      source,
    );
  });

  it("reads loose hints", () => {
    expect(marketSourceFromHint("finn")).toBe("FINN");
    expect(marketSourceFromHint("min-bil")).toBe("MIN_BIL");
    expect(marketSourceFromHint("lofavor")).toBe("LOFAVOR_NO");
    expect(marketSourceFromHint("ukjent")).toBeUndefined();
  });

  it("falls back on the union channel, then the bank context, then the default", () => {
    expect(chooseMarketSource({ distributor: "none" })).toBe("LOFAVOR_NO");
    expect(chooseMarketSource({ distributor: "sb1", isLoMedlem: true })).toBe("LOFAVOR_NO");
    expect(chooseMarketSource({ distributor: "dnb", loginContext: "MOBILBANK_DNB" })).toBe(
      "MOBILBANK",
    );
    expect(chooseMarketSource({ distributor: "sb1", loginContext: "NETTBANK" })).toBe("NETTBANK");
    expect(chooseMarketSource({ distributor: "sb1", loginContext: "FORSIKRING" })).toBe(
      "KUNDEKLIENT_SKADE",
    );
    expect(chooseMarketSource({ url: "/?kilde=FINN", distributor: "none" })).toBe("FINN");
  });

  it("is chosen once per browser session and removed when logged out", () => {
    const storage = memoryStorage();
    const store = createMarketSourceStore(storage);
    expect(store.resolve({ url: "/?kilde=FINN" })).toBe("FINN");
    expect(storage.items.get(marketSourceStorageKey)).toBe("FINN");
    expect(store.resolve({ loginContext: "MOBILBANK" })).toBe("FINN");
    store.clear();
    expect(storage.items.has(marketSourceStorageKey)).toBe(false);
    expect(store.resolve({ loginContext: "MOBILBANK" })).toBe("MOBILBANK");
  });

  it("treats a tampered stored value as none", () => {
    const storage = memoryStorage();
    storage.setItem(marketSourceStorageKey, "<script>");
    expect(createMarketSourceStore(storage).resolve({})).toBe("KUNDEKLIENT_SKADE");
  });
});
