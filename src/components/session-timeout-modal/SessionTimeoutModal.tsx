import "@fremtind/jokul/styles/components/modal/modal.min.css";
import "@fremtind/jokul/styles/components/button/button.min.css";
import "@fremtind/jokul/styles/components/loader/loader.min.css";
import { PrimaryButton, TertiaryButton } from "@fremtind/jokul/button";
import {
  Modal,
  ModalActions,
  ModalBody,
  ModalContainer,
  ModalHeader,
  ModalOverlay,
  ModalTitle,
  useModal,
} from "@fremtind/jokul/modal";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { createPortal } from "react-dom";
import type { ActorRefFrom } from "xstate";
import { sessionTimeoutTexts as texts } from "../../../core/texts/sessionTimeout.ts";
import type { SessionTimeoutMachine } from "../../../machines/sessionTimeoutMachine.ts";

export interface SessionTimeoutModalProps {
  actorRef: ActorRefFrom<SessionTimeoutMachine>;
  /** Where the modal is portalled (default: document.body). */
  container?: Element;
}

/**
 * The session-timeout warning (SPEC §4): an alert dialog (no Escape, no click outside) shown while
 * the machine has the tag `modalVisible`. It only renders the snapshot and sends
 * `session.continue` / `session.logout`.
 */
export function SessionTimeoutModal({ actorRef, container }: SessionTimeoutModalProps) {
  const visible = useSelector(actorRef, (snapshot) => snapshot.hasTag("modalVisible"));
  const refreshing = useSelector(actorRef, (snapshot) => snapshot.hasTag("refreshing"));
  const loggingOut = useSelector(actorRef, (snapshot) => snapshot.hasTag("loggingOut"));
  const expired = useSelector(actorRef, (snapshot) => snapshot.hasTag("expired"));
  const secondsLeft = useSelector(actorRef, (snapshot) => snapshot.context.secondsLeft ?? 0);
  const canContinue = useSelector(actorRef, (snapshot) =>
    snapshot.can({ type: "session.continue" }),
  );
  const canLogout = useSelector(actorRef, (snapshot) => snapshot.can({ type: "session.logout" }));
  const title = expired ? texts.expiredTitle : texts.title;
  const [instance, modal] = useModal({ title, role: "alertdialog" });

  useEffect(() => {
    if (!instance) return;
    if (visible) instance.show();
    else instance.hide();
  }, [instance, visible]);

  return createPortal(
    <ModalContainer {...modal.container} className="session-timeout-modal">
      <ModalOverlay {...modal.overlay} />
      <Modal {...modal.modal}>
        <ModalHeader>
          <ModalTitle {...modal.title}>{title}</ModalTitle>
        </ModalHeader>
        <ModalBody>
          <p>{expired ? texts.expiredBody : texts.body(secondsLeft)}</p>
        </ModalBody>
        {!expired && (
          <ModalActions>
            <PrimaryButton
              type="button"
              onClick={() => actorRef.send({ type: "session.continue" })}
              aria-disabled={!canContinue || undefined}
              loader={{ showLoader: refreshing, textDescription: texts.busy }}
            >
              {texts.continue}
            </PrimaryButton>
            <TertiaryButton
              type="button"
              onClick={() => actorRef.send({ type: "session.logout" })}
              aria-disabled={!canLogout || undefined}
              loader={{ showLoader: loggingOut, textDescription: texts.busy }}
            >
              {texts.logout}
            </TertiaryButton>
          </ModalActions>
        )}
      </Modal>
    </ModalContainer>,
    container ?? document.body,
  );
}
