/**
 * The market source (SPEC §3): chosen once per browser session, from a URL hint, the distributor
 * and the login context, and kept in sessionStorage under 'kfp-market-source'; removed when the
 * customer turns out not to be logged in (SPEC §4).
 */
import type { Distributor } from "../../core/contract/common.ts";
import { distributorVariant } from "../../core/domain/distributorVariants.ts";

export const marketSources = [
  "LOFAVOR_NO",
  "FINN",
  "MIN_BIL",
  "FIFBIL_OST",
  "FIFBIL_SR",
  "FIFBIL_SNN",
  "FIFBIL_SMN",
  "FREMTIND_NO",
  "MOBILBANK",
  "NETTBANK",
  "KUNDEKLIENT_SKADE",
] as const;
export type MarketSource = (typeof marketSources)[number];

export const defaultMarketSource: MarketSource = "KUNDEKLIENT_SKADE";
export const marketSourceStorageKey = "kfp-market-source";
/** Query parameters read as a hint, first match wins. */
export const marketSourceHintParameters = ["kilde", "markedskilde", "utm_source"] as const;

export function isMarketSource(value: unknown): value is MarketSource {
  return (marketSources as readonly unknown[]).includes(value);
}

/** 'finn', 'min-bil', 'FIFBIL_OST' … → the market source, or undefined. */
export function marketSourceFromHint(hint: string | null | undefined): MarketSource | undefined {
  if (!hint) return undefined;
  const normalized = hint
    .trim()
    .toUpperCase()
    .replace(/[-\s.]/g, "_");
  if (isMarketSource(normalized)) return normalized;
  const aliases: Record<string, MarketSource> = {
    MINBIL: "MIN_BIL",
    LOFAVOR: "LOFAVOR_NO",
    FREMTIND: "FREMTIND_NO",
  };
  return aliases[normalized];
}

export interface MarketSourceInputs {
  /** The page's URL (its query may carry a hint). */
  url?: string;
  distributor?: Distributor | null;
  loginContext?: string | null;
  isLoMedlem?: boolean;
}

/** The rule: URL hint, then the union (LO) channel, then the bank context, else the default. */
export function chooseMarketSource(inputs: MarketSourceInputs): MarketSource {
  if (inputs.url) {
    let search: URLSearchParams | undefined;
    try {
      search = new URL(inputs.url, "https://placeholder.invalid").searchParams;
    } catch {
      search = undefined;
    }
    for (const name of marketSourceHintParameters) {
      const fromHint = marketSourceFromHint(search?.get(name));
      if (fromHint) return fromHint;
    }
  }
  const unionChannel = inputs.distributor && distributorVariant(inputs.distributor).isUnionChannel;
  if (unionChannel || inputs.isLoMedlem) return "LOFAVOR_NO";
  if (inputs.loginContext?.startsWith("MOBILBANK")) return "MOBILBANK";
  if (inputs.loginContext?.startsWith("NETTBANK")) return "NETTBANK";
  return defaultMarketSource;
}

export interface MarketSourceStore {
  /** The stored source, or a new one chosen (and stored) when none is stored yet. */
  resolve(inputs: MarketSourceInputs): MarketSource;
  read(): MarketSource | undefined;
  /** When the customer is not logged in (no session id after loading). */
  clear(): void;
}

export function createMarketSourceStore(
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">,
): MarketSourceStore {
  const read = () => {
    try {
      const stored = storage.getItem(marketSourceStorageKey);
      return isMarketSource(stored) ? stored : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    read,
    resolve(inputs) {
      const stored = read();
      if (stored) return stored;
      const chosen = chooseMarketSource(inputs);
      try {
        storage.setItem(marketSourceStorageKey, chosen);
      } catch {
        // Storage full or blocked: the source is still used for this page.
      }
      return chosen;
    },
    clear() {
      try {
        storage.removeItem(marketSourceStorageKey);
      } catch {
        // nothing stored
      }
    },
  };
}
