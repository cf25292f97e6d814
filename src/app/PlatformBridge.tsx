import { useSelector } from "@xstate/react";
import { createContext, lazy, Suspense, useContext, useEffect, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { SessionTimeoutMachine } from "../../machines/sessionTimeoutMachine.ts";
import { AppActorContext } from "./AppActorContext.ts";
import { locateInFlow } from "./flowLocation.ts";
import type { Platform } from "./platform.ts";
import { useLocation } from "./router.tsx";

const PlatformContext = createContext<Platform | undefined>(undefined);
export const PlatformProvider = PlatformContext.Provider;
export const usePlatform = () => useContext(PlatformContext);

/**
 * The root chart's children on screen: the session-timeout warning here, the feedback widget under
 * the receipt (`ReceiptFeedback`). What the platform learns from the app actor (analytics,
 * consent) and the session's addresses follow the actor where it is created (platformEffects.ts,
 * distributorAnswer.ts), not here.
 */
export function PlatformBridge() {
  return <SessionWarning />;
}

/**
 * The feedback widget under the receipt: the root chart's child 'feedback', there while the
 * receipt shows (machines/appMachine.ts starts and ends it). Only under the receipt's own address:
 * the agreement's detail page, opened from the receipt, finds the flow still on its receipt, but
 * its questions are about the receipt (issue 29 item 16).
 */
export function ReceiptFeedback() {
  const feedback = AppActorContext.useSelector((snapshot) => snapshot.children.feedback);
  const onReceipt = locateInFlow(useLocation().pathname)?.stepPath === receiptStepPath;
  if (!feedback || !onReceipt) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptFeedbackPanel actor={feedback} />
    </Suspense>
  );
}

const receiptStepPath = "/kvittering";
const ReceiptFeedbackPanel = lazy(() => import("./receiptFeedback.tsx"));
const SessionTimeoutModal = lazy(() =>
  import("../components/session-timeout-modal/index.ts").then((module) => ({
    default: module.SessionTimeoutModal,
  })),
);

/** Nothing until the root chart runs its child 'sessionTimeout' (its code loads after the page). */
function SessionWarning() {
  const actor = AppActorContext.useSelector((snapshot) => snapshot.children.sessionTimeout);
  return actor ? <SessionWarningModal actor={actor} /> : null;
}

type SessionTimeoutActor = ActorRefFrom<SessionTimeoutMachine>;

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
