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
import { distributorVariant } from "../domain/distributorVariants.ts";
import { useServices } from "./ApiContext.tsx";
import { AppActorContext } from "./AppActorContext.ts";

const OwnConsentDialog = lazy(() => import("./OwnConsentDialog.tsx"));

type ConsentRules = typeof import("../platform/consent/index.ts");

/** The consent rules, loaded after the first render (issue 21: not first-screen code). */
function useConsentRules(): ConsentRules | undefined {
  const [rules, setRules] = useState<ConsentRules | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void import("../platform/consent/index.ts").then((loaded) => {
      if (current) setRules(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return rules;
}

const CookieSettingsContext = createContext<(() => void) | undefined>(undefined);

/** The footer's cookie-settings button, or undefined where the app cannot offer one. */
export const useCookieSettings = () => useContext(CookieSettingsContext);

/**
 * SPEC §4 "Consent and analytics": for the provider's own channel ('none') the app asks itself
 * (Jøkul's consent dialog, which writes the consent cookie the analytics read); inside a bank's
 * online bank the bank owns the consent, so the button asks the bank window to open its dialog.
 */
export function CookieSettings({ children }: { children: ReactNode }) {
  const distributor = AppActorContext.useSelector((snapshot) => snapshot.context.distributor);
  if (distributorVariant(distributor).consentOwner === "app") {
    return <OwnConsent>{children}</OwnConsent>;
  }
  return <BankConsent>{children}</BankConsent>;
}

function OwnConsent({ children }: { children: ReactNode }) {
  // Jøkul's dialog is a portal, which the server does not render (src/prerender): it comes after
  // the first render, so a page the server rendered is hydrated as it was sent; its code is
  // loaded then, too (OwnConsentDialog.tsx).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The footer's button is there from the first render (the server writes it too); a press
  // before the dialog's code has arrived opens it when it has.
  const opener = useRef<(() => void) | undefined>(undefined);
  const pressedEarly = useRef(false);
  const openSettings = useCallback(() => {
    if (opener.current) opener.current();
    else pressedEarly.current = true;
  }, []);
  const onOpener = useCallback((open: () => void) => {
    opener.current = open;
    if (pressedEarly.current) {
      pressedEarly.current = false;
      open();
    }
  }, []);
  return (
    <CookieSettingsContext.Provider value={openSettings}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <OwnConsentDialog onOpener={onOpener} />
        </Suspense>
      )}
    </CookieSettingsContext.Provider>
  );
}

function BankConsent({ children }: { children: ReactNode }) {
  const { config } = useServices();
  const distributor = AppActorContext.useSelector((snapshot) => snapshot.context.distributor);
  // After the first render: whether the page sits in a bank's frame is the browser's to know, and
  // the first render must be the one the server wrote (src/prerender), button or not. The button
  // is in the footer, below the fold, so it appears without moving anything in view.
  const [handler, setHandler] = useState<(() => void) | undefined>(undefined);
  const consent = useConsentRules();
  useEffect(() => {
    if (!consent) return;
    const { createCookieSettingsHandler, isBankOrigin } = consent;
    const framed = window.parent !== window;
    const referrerOrigin = document.referrer ? new URL(document.referrer).origin : "";
    if (!framed || !isBankOrigin(referrerOrigin, config.bankDomains)) {
      setHandler(undefined);
      return;
    }
    const openBankSettings = createCookieSettingsHandler({
      distributor,
      bankWindow: window.parent,
      bankOrigin: referrerOrigin,
      openConsentDialog: () => {},
    });
    setHandler(() => openBankSettings);
  }, [config.bankDomains, consent, distributor]);
  return (
    <CookieSettingsContext.Provider value={handler}>{children}</CookieSettingsContext.Provider>
  );
}
