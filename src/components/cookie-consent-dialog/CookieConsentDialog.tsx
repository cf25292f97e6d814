import "./cookieConsentDialog.css";
import { SecondaryButton } from "@fremtind/jokul/button";
import { Checkbox } from "@fremtind/jokul/checkbox";
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
import { type FormEvent, useEffect } from "react";
import { createPortal } from "react-dom";
import { cookieConsentTexts as texts } from "../../../core/texts/cookieConsent.ts";

export interface CookieConsentDialogProps {
  open: boolean;
  /** The box's state when the dialog opens: the customer's earlier answer. */
  statisticsAccepted: boolean;
  /** 'Godta alle' answers true; 'Godta mine valg' answers what the box says. */
  onAnswer: (statistics: boolean) => void;
  /** Closed without an answer (Escape, a click outside). */
  onDismiss: () => void;
}

/**
 * The provider's cookie-consent dialog (SPEC §4), built from Jøkul's modal as Jøkul's own
 * `CookieConsent` is, with the copy in core/texts: Jøkul's has a misspelling and a missing comma
 * in its fixed text (issue 29 item 23). Only statistics is asked; that is all the app uses.
 */
export function CookieConsentDialog({
  open,
  statisticsAccepted,
  onAnswer,
  onDismiss,
}: CookieConsentDialogProps) {
  const [instance, modal] = useModal({ title: texts.title });

  useEffect(() => {
    if (!instance) return;
    if (open) instance.show();
    else instance.hide();
  }, [instance, open]);

  useEffect(() => {
    if (!instance) return;
    instance.on("hide", onDismiss);
    return () => {
      instance.off("hide", onDismiss);
    };
  }, [instance, onDismiss]);

  // 'Godta mine valg' submits the box's state. Jøkul's dialog made the modal itself the form, with
  // the modal's role="document", which a form may not have (IBM's Equal Access: aria_role_valid);
  // here the form is inside the modal and lays out as if it were not there (components.css).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAnswer(new FormData(event.currentTarget).get("statistics") === "true");
  };

  return createPortal(
    <ModalContainer {...modal.container}>
      <ModalOverlay {...modal.overlay} />
      <Modal {...modal.modal}>
        <form className="cookie-consent-dialog__form" onSubmit={submit}>
          <ModalHeader>
            <ModalTitle {...modal.title}>{texts.title}</ModalTitle>
          </ModalHeader>
          <ModalBody>
            <p>{texts.intro}</p>
            <Checkbox
              // A new earlier answer resets the box (it is not controlled while the dialog is open).
              key={String(statisticsAccepted)}
              className="jkl-cookie-consent-modal__checkbox"
              name="statistics"
              value="true"
              defaultChecked={statisticsAccepted}
            >
              {texts.statisticsLabel}
            </Checkbox>
            <p className="jkl-cookie-consent-modal__info-text">{texts.statisticsDescription}</p>
          </ModalBody>
          <ModalActions>
            <SecondaryButton type="button" onClick={() => onAnswer(true)}>
              {texts.acceptAll}
            </SecondaryButton>
            <SecondaryButton type="submit">{texts.acceptChosen}</SecondaryButton>
          </ModalActions>
        </form>
      </Modal>
    </ModalContainer>,
    document.body,
  );
}
