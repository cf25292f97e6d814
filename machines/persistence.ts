/**
 * Persisting the purchase flow across reloads (SPEC §4 "Login and gating", ARCHITECTURE
 * "The flow snapshot persists in sessionStorage"). Pure helpers: the storage is injected.
 *
 * - What is stored: `{ version, kundenummer, snapshot }`, where `snapshot` is the purchase actor's
 *   `getPersistedSnapshot()`.
 * - What is read back is untrusted input: it is parsed and checked with valibot, and discarded
 *   when it was saved by another machine version or for another customer number.
 * - Each product (bil, bobil) has its own record: the entry decides the product, and a quote of
 *   the other product waits untouched.
 * - Restoring: the app machine invokes the purchase flow as 'purchaseFlow'; the app provides
 *   `withRestoredSnapshot(purchaseMachine, load)` there, which restores the snapshot saved for
 *   the invoked flow's product when its customer is the one it was saved for, and starts fresh
 *   otherwise.
 *   An in-flight purchase is restarted with the same idempotency key, so it happens once.
 */
import * as v from "valibot";
import type { AnyStateMachine, Snapshot } from "xstate";
import { CustomerResponse } from "../core/contract/customer.ts";
import { OfferSummary } from "../core/contract/lists.ts";
import {
  bonusCodes,
  coverageIds,
  mileageCodes,
  offerResumeSteps,
  PriceResponse,
  PurchaseResponse,
} from "../core/contract/motor.ts";
import { clearPurchaseFlow, type KeyValueStorage, purchaseFlowStorageKey } from "./flowStorage.ts";
import { purchaseMachineVersion } from "./purchaseMachine.ts";
import { distributors, type Product, products, returnTargets } from "./types.ts";

export { clearPurchaseFlow, type KeyValueStorage, purchaseFlowStorageKey } from "./flowStorage.ts";

const nullableString = v.nullable(v.string());

const FormSchema = v.looseObject({
  registreringsnummer: v.string(),
  hasRegNr: v.nullable(v.boolean()),
  pant: v.boolean(),
  over23: v.boolean(),
  epost: v.string(),
  telefonnummer: v.string(),
  kjorelengde: v.picklist(mileageCodes),
  eier: v.nullable(v.boolean()),
  annenEierNavn: v.string(),
  annenEierFnr: v.string(),
  bonusFraOss: v.boolean(),
  bonuskode: v.picklist(bonusCodes),
  leasing: v.nullable(v.boolean()),
  leasingCompanykode: v.string(),
  panthaverId: v.string(),
  kilometerstand: v.string(),
  egenandel: nullableString,
  leiebil: v.boolean(),
  maskinskade: v.boolean(),
  bobilVerdikode: v.string(),
});

const ContextSchema = v.looseObject({
  product: v.picklist(products),
  distributor: v.picklist(distributors),
  customer: CustomerResponse,
  entry: v.looseObject({
    kind: v.picklist(["start", "registreringsnummer", "ekspresspris", "tilbud"]),
  }),
  defaultBonus: v.picklist(bonusCodes),
  form: FormSchema,
  offer: v.nullable(PriceResponse),
  selectedDekningId: v.nullable(v.picklist(coverageIds)),
  lastPriceKey: nullableString,
  avtalenummer: nullableString,
  lastSavedKey: nullableString,
  purchaseResult: v.nullable(v.object({ ...PurchaseResponse.entries, egenandel: nullableString })),
  idempotencyKey: nullableString,
  error: v.nullable(v.looseObject({ kode: v.string() })),
  returnTo: v.nullable(v.picklist(returnTargets)),
  // A malformed draft is dropped, not the flow: it is only an answer not yet given.
  draft: v.fallback(
    v.nullable(
      v.object({
        step: v.string(),
        values: v.record(v.string(), v.union([v.string(), v.boolean(), v.null()])),
      }),
    ),
    null,
  ),
  // Saved before the flow asked the insurer for a saved offer (issue 26.6): none to offer, and
  // no need to ask, since this tab had a flow of its own.
  savedOffersChecked: v.fallback(v.boolean(), true),
  savedOfferToResume: v.fallback(v.nullable(OfferSummary), null),
  openAtStep: v.fallback(v.nullable(v.picklist(offerResumeSteps)), null),
  // Saved before the overview remembered its price (or malformed): no price to compare with.
  priceBeforeEdit: v.fallback(v.nullable(v.number()), null),
  // Saved before the contact step asked the machine (or malformed): no check made yet.
  contactCheck: v.fallback(
    v.nullable(
      v.object({
        telefonnummer: v.string(),
        epost: v.string(),
        verdict: v.nullable(
          v.object({ telefonnummer: v.nullable(v.boolean()), epost: v.nullable(v.boolean()) }),
        ),
      }),
    ),
    null,
  ),
});

/**
 * The start page was one state until it asked for the customer's saved offer (issue 26.6); a flow
 * saved there before then is on the new start page's resting state, which it had already passed.
 */
const startPageAsCompound = (value: string | Record<string, unknown>) =>
  value === "intro" ? { intro: "ready" } : value;

const StateValueSchema = v.pipe(
  v.union([v.string(), v.record(v.string(), v.unknown())]),
  v.transform(startPageAsCompound),
);

export const PersistedFlowSchema = v.object({
  version: v.string(),
  kundenummer: v.string(),
  snapshot: v.looseObject({
    status: v.literal("active"),
    value: StateValueSchema,
    context: ContextSchema,
  }),
});
export type PersistedFlow = v.InferOutput<typeof PersistedFlowSchema>;

/** Version 3 kept the yes/no answers (leasing, eier, pant) as the radios' strings. */
const yesNoString = v.pipe(
  v.picklist(["true", "false"]),
  v.transform((answer) => answer === "true"),
);
const Version3Record = v.looseObject({
  version: v.literal("3"),
  snapshot: v.looseObject({
    context: v.looseObject({
      form: v.looseObject({
        pant: yesNoString,
        eier: v.nullable(yesNoString),
        leasing: v.nullable(yesNoString),
      }),
    }),
  }),
});

/** A quote saved before the answers became booleans is kept, its answers read as booleans. */
function migrateVersion3(record: unknown): unknown {
  const old = v.safeParse(Version3Record, record);
  return old.success ? { ...old.output, version: "4" } : record;
}

/** Version 4 remembered only the summary as the place to return to (`returnToSummary`). */
const Version4Record = v.looseObject({
  version: v.literal("4"),
  snapshot: v.looseObject({
    context: v.looseObject({ returnToSummary: v.boolean() }),
  }),
});

/** A quote saved before the overview could open questions keeps its way back to the summary. */
function migrateVersion4(record: unknown): unknown {
  const old = v.safeParse(Version4Record, record);
  if (!old.success) return record;
  const { returnToSummary, ...context } = old.output.snapshot.context;
  return {
    ...old.output,
    version: purchaseMachineVersion,
    snapshot: {
      ...old.output.snapshot,
      context: { ...context, returnTo: returnToSummary ? "sjekkBilInfo" : null },
    },
  };
}

/**
 * Saves the purchase actor's persisted snapshot, stamped with version and customer number, under
 * its product's key.
 */
export function savePurchaseFlow(
  storage: KeyValueStorage,
  persistedSnapshot: unknown,
  kundenummer: string,
): void {
  const product = v.safeParse(
    v.object({ context: v.object({ product: v.picklist(products) }) }),
    persistedSnapshot,
  );
  if (!product.success) return;
  const record = { version: purchaseMachineVersion, kundenummer, snapshot: persistedSnapshot };
  storage.setItem(purchaseFlowStorageKey(product.output.context.product), JSON.stringify(record));
}

/**
 * Reads the product's saved flow, or null (and removes it) when it is missing, malformed, from
 * another machine version or product, or — when `kundenummer` is known — saved for another
 * customer.
 */
export function loadPurchaseFlow(
  storage: KeyValueStorage,
  product: Product,
  kundenummer?: string,
): PersistedFlow | null {
  const key = purchaseFlowStorageKey(product);
  const raw = storage.getItem(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    storage.removeItem(key);
    return null;
  }
  const result = v.safeParse(PersistedFlowSchema, migrateVersion4(migrateVersion3(parsed)));
  const stale =
    !result.success ||
    result.output.version !== purchaseMachineVersion ||
    result.output.snapshot.context.product !== product ||
    (kundenummer !== undefined && result.output.kundenummer !== kundenummer) ||
    result.output.snapshot.context.customer.niceKundenummer !== result.output.kundenummer;
  if (stale) {
    // Another customer's quote goes with every product's; a stale record only with its own.
    if (result.success && kundenummer !== undefined && result.output.kundenummer !== kundenummer)
      clearPurchaseFlow(storage);
    else storage.removeItem(key);
    return null;
  }
  return result.output;
}

/**
 * The purchase machine, restoring the flow `load` finds for the invoked flow's product when its
 * customer (the input) is the customer it was saved for; otherwise (or if the snapshot does not fit
 * the machine) a fresh flow.
 */
export function withRestoredSnapshot<TMachine extends AnyStateMachine>(
  machine: TMachine,
  load: (product: Product) => PersistedFlow | null,
): TMachine {
  const logic = Object.create(machine) as TMachine;
  logic.getInitialSnapshot = ((actorScope, input) => {
    const { customer, product } =
      (input as { customer?: { niceKundenummer?: string }; product?: Product } | undefined) ?? {};
    const persisted = product ? load(product) : null;
    if (
      !persisted ||
      persisted.version !== purchaseMachineVersion ||
      persisted.snapshot.context.product !== product ||
      customer?.niceKundenummer !== persisted.kundenummer
    ) {
      return machine.getInitialSnapshot(actorScope, input);
    }
    try {
      // An active snapshot has neither output nor error; the saved one leaves them out.
      const snapshot: Snapshot<unknown> = {
        ...persisted.snapshot,
        output: undefined,
        error: undefined,
      };
      return machine.restoreSnapshot(snapshot, actorScope) as ReturnType<
        TMachine["getInitialSnapshot"]
      >;
    } catch {
      return machine.getInitialSnapshot(actorScope, input);
    }
  }) as TMachine["getInitialSnapshot"];
  return logic;
}
