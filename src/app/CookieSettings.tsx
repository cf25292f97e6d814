import {
  CookieConsent,
  CookieConsentProvider,
  useCookieConsent,
} from "@fremtind/jokul/cookie-consent";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { distributorVariant } from "../domain/distributorVariants.ts";
import {
  createCookieSettingsHandler,
  isBankOrigin,
  readConsent,
} from "../platform/consent/index.ts";
import { useServices } from "./ApiContext.tsx";
import { AppActorContext } from "./AppActorContext.ts";
import { usePlatform } from "./PlatformBridge.tsx";

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
    return (
      <CookieConsentProvider statistics>
        <OwnConsent>{children}</OwnConsent>
      </CookieConsentProvider>
    );
  }
  return <BankConsent>{children}</BankConsent>;
}

function OwnConsent({ children }: { children: ReactNode }) {
  const platform = usePlatform();
  const { openConsentModal } = useCookieConsent();
  // Jøkul's dialog is a portal, which the server does not render (src/prerender): it comes right
  // after the first render, so a page the server rendered is hydrated as it was sent.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <CookieSettingsContext.Provider value={openConsentModal}>
      {children}
      {mounted && (
        <CookieConsent
          onAccept={() => platform?.analytics.setConsent(readConsent({ distributor: "none" }))}
        />
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
  useEffect(() => {
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
  }, [config.bankDomains, distributor]);
  return (
    <CookieSettingsContext.Provider value={handler}>{children}</CookieSettingsContext.Provider>
  );
}
