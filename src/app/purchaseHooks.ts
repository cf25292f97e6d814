import { useSelector } from "@xstate/react";
import { createContext, useContext } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { PurchaseMachine } from "../../machines/purchaseMachine.ts";
import { isStepMeta, type StepMeta } from "../../machines/stepMeta.ts";
import type { PurchaseEvent } from "../../machines/types.ts";
import { type IntroTextVariant, introTextVariant } from "../platform/analytics/abTest.ts";

export type PurchaseActor = ActorRefFrom<PurchaseMachine>;
export type PurchaseSnapshot = SnapshotFrom<PurchaseMachine>;

/**
 * The running purchase flow for the step views. The app provides the app actor's child; view tests
 * provide a purchase actor of their own.
 */
const PurchaseActorContext = createContext<PurchaseActor | undefined>(undefined);
export const PurchaseActorProvider = PurchaseActorContext.Provider;

function usePurchaseActorRef(): PurchaseActor {
  const actor = useContext(PurchaseActorContext);
  if (!actor) throw new Error("A step view was rendered without a purchase flow");
  return actor;
}

/** A narrow slice of the flow's snapshot; the view re-renders only when the slice changes. */
export function usePurchaseSelector<T>(
  selector: (snapshot: PurchaseSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(usePurchaseActorRef(), selector, compare);
}

export function usePurchaseSend(): (event: PurchaseEvent) => void {
  const actor = usePurchaseActorRef();
  return actor.send;
}

/** The deepest active state that is a step (has `meta.path`), with its meta. */
export function activeStep(snapshot: PurchaseSnapshot): { id: string; meta: StepMeta } | undefined {
  let found: { id: string; meta: StepMeta; depth: number } | undefined;
  for (const [id, meta] of Object.entries(snapshot.getMeta())) {
    if (!isStepMeta(meta)) continue;
    const depth = snapshot.machine.getStateNodeById(id).path.length;
    if (!found || depth > found.depth) found = { id, meta, depth };
  }
  return found && { id: found.id, meta: found.meta };
}

export const isLoading = (snapshot: PurchaseSnapshot) => snapshot.hasTag("loading");

/**
 * The intro text's A/B variant the customer sees now (SPEC §2), or undefined where the test's text
 * is not on screen: another step, or the intro offering a quote in progress instead. The intro
 * view shows this variant and the platform tells analytics of it, so both follow one rule.
 */
export function shownIntroVariant(snapshot: PurchaseSnapshot): IntroTextVariant | undefined {
  if (activeStep(snapshot)?.id !== "intro") return undefined;
  if (snapshot.can({ type: "flow.resume" })) return undefined;
  return introTextVariant(snapshot.context.customer.niceKundenummer);
}
