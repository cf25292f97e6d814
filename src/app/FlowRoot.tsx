import { useSelector } from "@xstate/react";
import { type ComponentType, useDeferredValue, useEffect, useRef, useState } from "react";
import { savePurchaseFlow } from "../../machines/persistence.ts";
import { type FlowEntry, routeTo } from "../../machines/types.ts";
import { Loader } from "../components/loader/index.ts";
import { NotFoundPage } from "../views/not-found/NotFoundPage.tsx";
import { stepViews } from "../views/stepViews.ts";
import { AppActorContext } from "./AppActorContext.ts";
import { FlowProgress } from "./FlowProgress.tsx";
import { entryForLocation } from "./flowLocation.ts";
import { locateInFlow, pathOfSnapshot, routeTargetForPath } from "./flowPaths.ts";
import { activeStep, type PurchaseActor, PurchaseActorProvider } from "./purchaseHooks.ts";
import { useLocation, useNavigate } from "./router.tsx";
import { throttle } from "./throttle.ts";

/** SPEC §9: persisted form data is saved with a 5 ms throttle. */
const persistThrottleMs = 5;

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, "") || "/";
const samePath = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && withoutTrailingSlash(a) === withoutTrailingSlash(b);

/** Whether the address is the express link or saved offer's link the flow was opened by. */
function isEntryAddressOf(
  target: ReturnType<typeof routeTargetForPath>,
  entry: FlowEntry,
): boolean {
  if (target.kind === "express")
    return entry.kind === "ekspresspris" && entry.referenceId === target.referenceId;
  if (target.kind === "offer")
    return entry.kind === "tilbud" && entry.avtalenummer === target.avtalenummer;
  return false;
}

/**
 * Keeps the URL and the flow in step, both ways. The machine decides: a state change pushes its
 * path; back/forward, reloads and deep links send `xstate.route` (or an entry event), and when the
 * machine refuses (a step whose answers are missing) the URL is put back to where the flow is.
 */
function useUrlSync(actor: PurchaseActor): { notFound: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const machinePath = useSelector(actor, pathOfSnapshot);
  const lastMachinePath = useRef<string | undefined>(undefined);
  const [notFound, setNotFound] = useState(false);

  useEffect(() => {
    const askMachine = () => {
      const place = locateInFlow(location.pathname);
      const target = place ? routeTargetForPath(place.stepPath) : { kind: "notFound" as const };
      const snapshot = actor.getSnapshot();
      if (place && place.product !== snapshot.context.product) {
        // An express link or a saved offer that turned out to be the other product (a motorhome
        // under /bil/, issue 26.4): the machine already runs it as that product, so the address
        // follows the machine. Loading the address anew would find the same and load it again.
        const machineAddress = pathOfSnapshot(snapshot);
        if (isEntryAddressOf(target, snapshot.context.entry) && machineAddress) {
          navigate(machineAddress, { replace: true });
          return;
        }
        // Otherwise the address decides the product: the other product's flow is another page
        // (its own quote, restored by the app root), never this flow under the other's name.
        window.location.assign(`${location.pathname}${location.search}`);
        return;
      }
      setNotFound(target.kind === "notFound");
      if (target.kind === "step") actor.send(routeTo(target.id));
      if (target.kind === "express")
        actor.send({ type: "express.open", referenceId: target.referenceId });
      if (target.kind === "offer")
        actor.send({ type: "offer.open", avtalenummer: target.avtalenummer });
      if (target.kind === "notFound") return;
      const allowed = pathOfSnapshot(actor.getSnapshot());
      if (allowed && !samePath(allowed, location.pathname)) navigate(allowed, { replace: true });
    };

    if (machinePath !== lastMachinePath.current) {
      const firstRender = lastMachinePath.current === undefined;
      lastMachinePath.current = machinePath;
      // On the first render the address is what the customer asked for (deep link or reload),
      // except the flow's own base: that means "start", and where to start is the machine's call
      // (a registration number in the URL, the motorhome path, a restored flow).
      if (firstRender) {
        const place = locateInFlow(location.pathname);
        // The flow's start page opened anew (not a registration number link): the machine decides
        // whether a quote in progress is offered or a new one starts (issue 15).
        if (place?.stepPath === "/" && entryForLocation("/", location.search).kind === "start") {
          const step = activeStep(actor.getSnapshot())?.id;
          if (step) actor.send({ type: "flow.reopen", step });
          const settled = pathOfSnapshot(actor.getSnapshot());
          lastMachinePath.current = settled;
          if (settled && !samePath(settled, location.pathname))
            navigate(settled, { replace: true });
          return;
        }
        // Already there (a deep link the machine started at, such as a saved offer's link):
        // asking again would enter the step a second time and repeat its requests.
        if (samePath(machinePath, location.pathname)) return;
        if (place?.stepPath !== "/") return askMachine();
        if (machinePath && !samePath(machinePath, location.pathname))
          navigate(machinePath, { replace: true });
        return;
      }
      if (machinePath && !samePath(machinePath, location.pathname)) {
        setNotFound(false);
        navigate(machinePath);
      }
      return;
    }
    if (!samePath(machinePath, location.pathname)) askMachine();
  }, [actor, location.pathname, location.search, machinePath, navigate]);

  return { notFound };
}

/**
 * Saves the flow on every change, so a reload in the middle of the flow loses nothing: a step, an
 * answer, and an answer being given (each choice and keystroke reaches the machine as a draft).
 * SPEC §9: saved with a 5 ms throttle; what is pending is saved when the page goes away.
 */
function usePersistence(actor: PurchaseActor) {
  useEffect(() => {
    const save = throttle(() => {
      const snapshot = actor.getSnapshot();
      if (snapshot.status !== "active") return;
      savePurchaseFlow(
        sessionStorage,
        actor.getPersistedSnapshot(),
        snapshot.context.customer.niceKundenummer,
      );
    }, persistThrottleMs);
    save();
    const subscription = actor.subscribe(save);
    window.addEventListener("pagehide", save.flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", save.flush);
      save.flush();
    };
  }, [actor]);
}

/** The purchase flow: the view of the active step, chosen by the machine. */
export function FlowRoot() {
  const actor = AppActorContext.useSelector((snapshot) => snapshot.children.purchase);
  if (!actor) return <Loader />;
  return (
    <PurchaseActorProvider value={actor}>
      <FlowSteps actor={actor} />
    </PurchaseActorProvider>
  );
}

function FlowSteps({ actor }: { actor: PurchaseActor }) {
  const { notFound } = useUrlSync(actor);
  usePersistence(actor);
  const activeStepId = useSelector(actor, (snapshot) => activeStep(snapshot)?.id);
  // The next step's view is a non-blocking render: the press that led to it is painted at once,
  // and React builds the new screen in slices of a few milliseconds instead of one task inside
  // the click (issue 21: a step's view took 70-140 ms at 4x CPU, all of it in the click's INP).
  const stepId = useDeferredValue(activeStepId);
  if (notFound) return <NotFoundPage />;
  if (!stepId) return <Loader />;
  const View: ComponentType | undefined = stepViews[stepId];
  if (!View) throw new Error(`No view for step ${stepId}`);
  return (
    <>
      <FlowProgress />
      <View />
    </>
  );
}
