/**
 * Where the purchase flow is saved across reloads (machines/persistence.ts writes and reads it).
 * Apart from the rest, so the app root can forget a saved flow without loading the flow's code.
 */
export const purchaseFlowStorageKey = "kfp-purchase-flow";

/** The part of Web Storage the helpers use (sessionStorage in the app, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function clearPurchaseFlow(storage: KeyValueStorage): void {
  storage.removeItem(purchaseFlowStorageKey);
}
