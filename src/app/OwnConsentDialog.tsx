import {
  CookieConsent,
  CookieConsentProvider,
  useCookieConsent,
} from "@fremtind/jokul/cookie-consent";
import { useEffect } from "react";
import { readConsent } from "../platform/consent/index.ts";
import { usePlatform } from "./PlatformBridge.tsx";

/**
 * Jøkul's consent dialog for the provider's own channel ('none'), which writes the consent cookie
 * the analytics read. A chunk of its own (`CookieSettings` imports it after the first render): the
 * dialog, its modal and their dependencies are ~6 KB gzip the first screen does not need (issue 21).
 */
export default function OwnConsentDialog({
  onOpener,
}: {
  /** Receives the function that opens the dialog again (the footer's cookie-settings button). */
  onOpener: (open: () => void) => void;
}) {
  return (
    <CookieConsentProvider statistics>
      <ConsentDialog onOpener={onOpener} />
    </CookieConsentProvider>
  );
}

function ConsentDialog({ onOpener }: { onOpener: (open: () => void) => void }) {
  const platform = usePlatform();
  const { openConsentModal } = useCookieConsent();
  useEffect(() => onOpener(openConsentModal), [onOpener, openConsentModal]);
  return (
    <CookieConsent
      onAccept={() => platform?.analytics.setConsent(readConsent({ distributor: "none" }))}
    />
  );
}
