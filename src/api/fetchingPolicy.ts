/**
 * SPEC §9 data fetching, and which calls each part applies to
 * (docs/decisions/0008-data-fetching-policy.md).
 */
import type { ReadPolicy } from "./queryCache.ts";

/** The wait before retry `retry` (1, 2, …): 1000 ms doubling, at most 30 000 ms. */
export const backoffMs = (retry: number): number => Math.min(1000 * 2 ** (retry - 1), 30_000);

/**
 * The app's own use: one retry, and only where repeating is harmless (GET). No POST is repeated
 * by the client, an Idempotency-Key or not: the purchase's key makes the customer's 'Prøv igjen'
 * safe, not an automatic second try.
 */
export const retryPolicy = { limit: 1, methods: ["get"] };

const fiveMinutes = 5 * 60_000;

/**
 * The shared default, for the reads of the page frame the insurer's apps share (the bank contact,
 * the footer's contact information): 3 retries, kept 5 minutes, and every new ask checks behind
 * the cached answer (only a request still out is joined).
 */
export const sharedDefault: ReadPolicy = { retries: 3, dedupeMs: 0, keepMs: fiveMinutes };

/**
 * The lists (lien lenders, leasing and bonus-transfer companies, bonus levels, mileage options):
 * the app's own retry, kept 5 minutes, one request per 2 s, asked again on focus at most every
 * 60 s, and after a failure every 5 s (10 s on a slow connection) while a page shows it.
 */
export const listReads: ReadPolicy = {
  retries: retryPolicy.limit,
  dedupeMs: 2_000,
  keepMs: fiveMinutes,
  focusThrottleMs: 60_000,
  errorRetryMs: { normal: 5_000, slowConnection: 10_000 },
};
