import { useSelector } from "@xstate/react";
import { createContext, lazy, Suspense, useContext, useEffect, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { FeedbackMachine } from "../../machines/feedbackMachine.ts";
import type { SessionTimeoutMachine } from "../../machines/sessionTimeoutMachine.ts";
import { funnelStepFromMeta, introTextExperiment } from "../platform/analytics/index.ts";
import { useServices } from "./ApiContext.tsx";
import { AppActorContext } from "./AppActorContext.ts";
import { useDistributorInfo } from "./DistributorInfo.tsx";
import { pathOfSnapshot } from "./flowLocation.ts";
import type { Platform } from "./platform.ts";
import { activeStep, type PurchaseActor, shownIntroVariant } from "./purchaseHooks.ts";

const PlatformContext = createContext<Platform | undefined>(undefined);
export const PlatformProvider = PlatformContext.Provider;
export const usePlatform = () => useContext(PlatformContext);

/** Feeds the platform services from the app actor; renders the session modal and feedback. */
export function PlatformBridge({ platform }: { platform: Platform }) {
  const { config } = useServices();
  const app = AppActorContext.useActorRef();
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
    app.send({ type: "session.configure", timeoutUrl, loggUtUrl, logoutGoto: loggUtUrl });
  }, [distributorInfo, app]);

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

  return <SessionWarning />;
}

type SessionTimeoutActor = ActorRefFrom<SessionTimeoutMachine>;
type FeedbackActor = ActorRefFrom<FeedbackMachine>;

/**
 * The feedback widget under the receipt: the root chart's child 'feedback', there while the
 * receipt shows (machines/appMachine.ts starts and ends it).
 */
export function ReceiptFeedback() {
  const feedback = AppActorContext.useSelector(
    (snapshot) => snapshot.children.feedback as FeedbackActor | undefined,
  );
  if (!feedback) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptFeedbackPanel actor={feedback} />
    </Suspense>
  );
}

const ReceiptFeedbackPanel = lazy(() => import("./receiptFeedback.tsx"));
const SessionTimeoutModal = lazy(() =>
  import("../components/session-timeout-modal/index.ts").then((module) => ({
    default: module.SessionTimeoutModal,
  })),
);

/** Nothing until the root chart runs its child 'sessionTimeout' (its code loads after the page). */
function SessionWarning() {
  const actor = AppActorContext.useSelector(
    (snapshot) => snapshot.children.sessionTimeout as SessionTimeoutActor | undefined,
  );
  return actor ? <SessionWarningModal actor={actor} /> : null;
}

/** The timeout warning's code loads the first time the warning is due. */
function SessionWarningModal({ actor }: { actor: SessionTimeoutActor }) {
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
