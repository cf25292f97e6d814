import { useSelector } from "@xstate/react";
import { createContext, lazy, Suspense, useContext, useEffect, useState } from "react";
import { funnelStepFromMeta, introTextExperiment } from "../platform/analytics/index.ts";
import { useServices } from "./ApiContext.tsx";
import { AppActorContext } from "./AppActorContext.ts";
import { useDistributorInfo } from "./DistributorInfo.tsx";
import { pathOfSnapshot } from "./flowLocation.ts";
import type { Platform, SessionActor } from "./platform.ts";
import { activeStep, type PurchaseActor, shownIntroVariant } from "./purchaseHooks.ts";

const PlatformContext = createContext<Platform | undefined>(undefined);
export const PlatformProvider = PlatformContext.Provider;
export const usePlatform = () => useContext(PlatformContext);

/** Feeds the platform services from the app actor; renders the session modal and feedback. */
export function PlatformBridge({ platform }: { platform: Platform }) {
  const { config } = useServices();
  const customer = AppActorContext.useSelector((snapshot) => snapshot.context.customer);
  const distributor = AppActorContext.useSelector((snapshot) => snapshot.context.distributor);
  const loginContext = AppActorContext.useSelector((snapshot) => snapshot.context.loginContext);
  const purchase = AppActorContext.useSelector(
    (snapshot) => snapshot.children.purchase as PurchaseActor | undefined,
  );

  useEffect(() => {
    if (!customer) return;
    platform.scrubber.addNames([customer.fornavn, customer.etternavn]);
    platform.analytics.identify(customer.trackingId);
    if (loginContext) {
      platform.marketSource.resolve({
        url: window.location.href,
        distributor,
        loginContext,
        isLoMedlem: customer.isLoMedlem,
      });
    }
  }, [customer, distributor, loginContext, platform]);

  // Consent: read now, and again when the bank's consent window closes (SPEC §4). The rules load
  // after the first render (issue 21: first screen); until then events wait, as when unanswered.
  useEffect(() => {
    let current = true;
    let stopWatching: (() => void) | undefined;
    import("../platform/consent/index.ts").then(
      ({ readConsent, watchConsent }) => {
        if (!current) return;
        platform.analytics.setConsent(readConsent({ distributor }));
        stopWatching = watchConsent({
          distributor,
          target: window,
          bankDomains: config.bankDomains,
          onChange: (status) => platform.analytics.setConsent(status),
        });
      },
      (error: unknown) => platform.reporter.captureException(error),
    );
    return () => {
      current = false;
      stopWatching?.();
    };
  }, [config.bankDomains, distributor, platform]);

  const distributorInfo = useDistributorInfo();
  useEffect(() => {
    if (distributorInfo.status !== "ready") return;
    const { timeoutUrl, loggUtUrl } = distributorInfo.data.info;
    // SPEC §7: logout posts { goto }, the distributor's address, where the logout service sends
    // the customer; loggUtUrl is also where the browser goes if the logout call fails.
    platform.session.send({
      type: "session.configure",
      timeoutUrl,
      loggUtUrl,
      logoutGoto: loggUtUrl,
    });
  }, [distributorInfo, platform]);

  useEffect(() => {
    if (!customer) platform.session.send({ type: "session.expiryCleared" });
  }, [customer, platform]);

  useEffect(() => {
    if (!purchase) return;
    let lastStep: string | undefined;
    let purchaseReported = false;
    // The offer is cleared when the purchase succeeds; remember what was chosen while it existed.
    let chosen = { coverage: "", extras: [] as string[] };
    const onSnapshot = () => {
      const snapshot = purchase.getSnapshot();
      const { context } = snapshot;
      // The other owner is a person too: never let the name reach analytics or error reports.
      if (context.form.annenEierNavn) platform.scrubber.addNames([context.form.annenEierNavn]);
      const coverage = context.offer?.dekninger.find(
        (dekning) => dekning.id === context.selectedDekningId,
      );
      if (coverage) {
        chosen = {
          coverage: coverage.heading,
          extras: [
            ...(context.form.leiebil ? ["leiebil"] : []),
            ...(context.form.maskinskade ? ["maskinskade"] : []),
          ],
        };
      }
      const step = activeStep(snapshot);
      if (step && step.id !== lastStep) {
        lastStep = step.id;
        platform.analytics.trackPageView({
          // The machine's path, not window.location: the address follows the state a moment later.
          page: pathOfSnapshot(snapshot) ?? window.location.pathname,
          product: context.product,
          funnelStep: funnelStepFromMeta(snapshot.getMeta()),
        });
      }
      const variant = shownIntroVariant(snapshot);
      if (variant) {
        // Who saw which text, told once per customer after opt-in; the customer number that
        // decided it stays here (SPEC §2, §4).
        platform.analytics.trackExperimentOnce(
          {
            name: introTextExperiment,
            variant,
            page: pathOfSnapshot(snapshot) ?? window.location.pathname,
          },
          context.customer.trackingId,
        );
      }
      if (context.purchaseResult?.success && !purchaseReported) {
        purchaseReported = true;
        platform.analytics.trackCompletedPurchase({
          productType: context.product,
          productName: chosen.coverage,
          extras: chosen.extras,
        });
      }
    };
    // The step the flow starts at is tracked in a task of its own: the first event builds the
    // scrubber's patterns, which would otherwise lengthen the first screen's task (issue 9).
    const first = setTimeout(onSnapshot, 0);
    const subscription = purchase.subscribe(onSnapshot);
    return () => {
      clearTimeout(first);
      subscription.unsubscribe();
    };
  }, [platform, purchase]);

  return <SessionWarning platform={platform} />;
}

/** The feedback widget, shown on the receipt (inside the page, after the step). */
export function ReceiptFeedback() {
  const platform = usePlatform();
  const purchase = AppActorContext.useSelector(
    (snapshot) => snapshot.children.purchase as PurchaseActor | undefined,
  );
  if (!platform || !purchase) return null;
  return <ReceiptFeedbackWidget purchase={purchase} platform={platform} />;
}

const ReceiptFeedbackPanel = lazy(() => import("./receiptFeedback.tsx"));
const SessionTimeoutModal = lazy(() =>
  import("../components/session-timeout-modal/index.ts").then((module) => ({
    default: module.SessionTimeoutModal,
  })),
);

function ReceiptFeedbackWidget({
  purchase,
  platform,
}: {
  purchase: PurchaseActor;
  platform: Platform;
}) {
  const onReceipt = useSelector(purchase, (snapshot) => activeStep(snapshot)?.id === "kvittering");
  if (!onReceipt) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptFeedbackPanel platform={platform} />
    </Suspense>
  );
}

/** Nothing until the session actor runs (its machine loads after the page, `createLazySession`). */
function SessionWarning({ platform }: { platform: Platform }) {
  const [actor, setActor] = useState<SessionActor | undefined>(undefined);
  useEffect(() => {
    let current = true;
    platform.session.running().then(
      (running) => {
        if (current) setActor(running);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [platform]);
  return actor ? <SessionWarningModal actor={actor} /> : null;
}

/** The timeout warning's code loads the first time the warning is due. */
function SessionWarningModal({ actor }: { actor: SessionActor }) {
  const visible = useSelector(actor, (snapshot) => snapshot.hasTag("modalVisible"));
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (visible) setNeeded(true);
  }, [visible]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutModal actorRef={actor} />
    </Suspense>
  );
}
