import {
  CookieConsent,
  CookieConsentProvider,
  useCookieConsent,
} from "@fremtind/jokul/cookie-consent";
import { useEffect } from "react";
import { type ConsentDistributor, readConsent } from "../platform/consent/index.ts";
import { usePlatform } from "./PlatformBridge.tsx";

/**
 * Jøkul's consent dialog, which writes the consent cookie the analytics read: the provider's own
 * channel ('none') and a bank's customer in an ordinary browser (no bank frame to ask). A chunk of its own (`CookieSettings` imports it after the first render): the
 * dialog, its modal and their dependencies are ~6 KB gzip the first screen does not need (issue 21).
 */
export default function OwnConsentDialog({
  distributor,
  onOpener,
}: {
  distributor: ConsentDistributor;
  /** Receives the function that opens the dialog again (the footer's cookie-settings button). */
  onOpener: (open: () => void) => void;
}) {
  return (
    // The answer holds for the whole site: without a path the cookie belongs to the page's folder,
    // and the motorhome flow (/bobil/) and the product pages asked again.
    <CookieConsentProvider statistics cookiePath="/">
      <ConsentDialog distributor={distributor} onOpener={onOpener} />
    </CookieConsentProvider>
  );
}

function ConsentDialog({
  distributor,
  onOpener,
}: {
  distributor: ConsentDistributor;
  onOpener: (open: () => void) => void;
}) {
  const platform = usePlatform();
  const { openConsentModal } = useCookieConsent();
  useEffect(() => onOpener(openConsentModal), [onOpener, openConsentModal]);
  return (
    <CookieConsent onAccept={() => platform?.analytics.setConsent(readConsent({ distributor }))} />
  );
}
