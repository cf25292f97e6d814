import {
  CookieConsent,
  CookieConsentProvider,
  useCookieConsent,
} from "@fremtind/jokul/cookie-consent";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { distributorVariant } from "../domain/distributorVariants.ts";
import {
  type ConsentDistributor,
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
 * online bank the bank owns the consent, so the button asks the bank window to open its dialog;
 * a bank's customer in an ordinary browser (no bank frame around the page) gets the app's own
 * dialog on the button, opened only when asked (`readConsent` counts its answer where the bank
 * has given none).
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
  // How often the customer asked for the app's own dialog (0: never, so it is not mounted: it
  // would open by itself while consent is unanswered, and the bank may still ask).
  const [ownDialogAsked, setOwnDialogAsked] = useState(0);
  // Decided on the press: whether the page sits in a bank's frame is the browser's to know, and
  // the first render (the button included) must be the one the server wrote (src/prerender).
  const openSettings = useCallback(() => {
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
    setOwnDialogAsked((asked) => asked + 1);
  }, [config.bankDomains, distributor]);
  return (
    <CookieSettingsContext.Provider value={openSettings}>
      {children}
      {ownDialogAsked > 0 && (
        <CookieConsentProvider statistics>
          <OwnDialogOnRequest request={ownDialogAsked} distributor={distributor} />
        </CookieConsentProvider>
      )}
    </CookieSettingsContext.Provider>
  );
}

/** The app's own consent dialog for a bank's customer, opened on every press of the button. */
function OwnDialogOnRequest({
  request,
  distributor,
}: {
  request: number;
  distributor: ConsentDistributor;
}) {
  const platform = usePlatform();
  const { openConsentModal } = useCookieConsent();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new request opens the dialog.
  useEffect(() => openConsentModal(), [request]);
  return (
    <CookieConsent onAccept={() => platform?.analytics.setConsent(readConsent({ distributor }))} />
  );
}
