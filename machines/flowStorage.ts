/**
 * Where the purchase flow is saved across reloads (machines/persistence.ts writes and reads it).
 * Apart from the rest, so the app root can forget a saved flow without loading the flow's code.
 * Each product keeps its own quote: the entry decides the product, and a car quote in progress
 * waits, untouched, while the customer prices a motorhome (issue 15).
 */
import { type Product, products } from "../core/contract/common.ts";

export const purchaseFlowStorageKey = (product: Product) => `kfp-purchase-flow-${product}`;

/** The part of Web Storage the helpers use (sessionStorage in the app, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Forgets every product's saved quote (logged out, or another customer). */
export function clearPurchaseFlow(storage: KeyValueStorage): void {
  for (const product of products) storage.removeItem(purchaseFlowStorageKey(product));
}

/** Web Storage in memory, for a flow run outside a browser (src/prerender) and for tests. */
export function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
