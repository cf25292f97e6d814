import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { distributorVariant } from "../../core/domain/distributorVariants.ts";
import { useServices } from "./ApiContext.tsx";
import { AppActorContext } from "./AppActorContext.ts";

const OwnConsentDialog = lazy(() => import("./OwnConsentDialog.tsx"));

const CookieSettingsContext = createContext<(() => void) | undefined>(undefined);

/** The footer's cookie-settings button, or undefined where the app cannot offer one. */
export const useCookieSettings = () => useContext(CookieSettingsContext);

/**
 * SPEC §4 "Consent and analytics": for the provider's own channel ('none') the app asks itself
 * (its own dialog, src/app/OwnConsentDialog.tsx, which writes the consent cookie the analytics read); inside a bank's
 * online bank the bank owns the consent, so the button asks the bank window to open its dialog;
 * a bank's customer in an ordinary browser (no bank frame around the page) gets the app's own
 * dialog on the button, opened only when asked (`readConsent` counts its answer where the bank
 * has given none).
 */
export function CookieSettings({ children }: { children: ReactNode }) {
  const distributor = AppActorContext.useSelector((snapshot) => snapshot.context.distributor);
  if (distributorVariant(distributor).consentOwner === "app") {
    return <OwnConsent>{children}</OwnConsent>;
  }
  return <BankConsent>{children}</BankConsent>;
}

/**
 * Opens the app's own dialog, whose code loads in a chunk of its own (issue 21): a press before the
 * code has arrived opens the dialog when it has.
 */
function useOwnDialogOpener() {
  const opener = useRef<(() => void) | undefined>(undefined);
  const pressedEarly = useRef(false);
  const open = useCallback(() => {
    if (opener.current) opener.current();
    else pressedEarly.current = true;
  }, []);
  const onOpener = useCallback((openDialog: () => void) => {
    opener.current = openDialog;
    if (pressedEarly.current) {
      pressedEarly.current = false;
      openDialog();
    }
  }, []);
  return { open, onOpener };
}

function OwnConsent({ children }: { children: ReactNode }) {
  // The dialog is a portal, which the server does not render (src/prerender): it comes after
  // the first render, so a page the server rendered is hydrated as it was sent; its code is
  // loaded then, too (OwnConsentDialog.tsx). The footer's button is there from the first render.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const dialog = useOwnDialogOpener();
  return (
    <CookieSettingsContext.Provider value={dialog.open}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <OwnConsentDialog distributor="none" onOpener={dialog.onOpener} />
        </Suspense>
      )}
    </CookieSettingsContext.Provider>
  );
}

function BankConsent({ children }: { children: ReactNode }) {
  const { config } = useServices();
  const distributor = AppActorContext.useSelector((snapshot) => snapshot.context.distributor);
  // The app's own dialog is not mounted until asked for: it would open by itself while consent is
  // unanswered, and the bank may still ask.
  const [ownDialogWanted, setOwnDialogWanted] = useState(false);
  const dialog = useOwnDialogOpener();
  // Decided on the press: whether the page sits in a bank's frame is the browser's to know, and
  // the first render (the button included) must be the one the server wrote (src/prerender). The
  // consent rules are not first-screen code (issue 21), so they load on the press.
  const openSettings = useCallback(() => {
    void import("../platform/consent/index.ts").then(
      ({ createCookieSettingsHandler, isBankOrigin }) => {
        const framed = window.parent !== window;
        const referrerOrigin = document.referrer ? new URL(document.referrer).origin : "";
        if (framed && isBankOrigin(referrerOrigin, config.bankDomains)) {
          createCookieSettingsHandler({
            distributor,
            bankWindow: window.parent,
            bankOrigin: referrerOrigin,
            openConsentDialog: () => {},
          })();
          return;
        }
        setOwnDialogWanted(true);
        dialog.open();
      },
    );
  }, [config.bankDomains, dialog, distributor]);
  return (
    <CookieSettingsContext.Provider value={openSettings}>
      {children}
      {ownDialogWanted && (
        <Suspense fallback={null}>
          <OwnConsentDialog distributor={distributor} onOpener={dialog.onOpener} />
        </Suspense>
      )}
    </CookieSettingsContext.Provider>
  );
}
