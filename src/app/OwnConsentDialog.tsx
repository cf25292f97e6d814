import { useCallback, useEffect, useState } from "react";
import { CookieConsentDialog } from "../components/cookie-consent-dialog/index.ts";
import {
  type ConsentDistributor,
  noneConsentCookie,
  readConsent,
  readNoneConsent,
  readNoneConsentCookie,
} from "../platform/consent/index.ts";
import { documentCookies } from "../platform/cookies.ts";
import { usePlatform } from "./PlatformBridge.tsx";

/**
 * The app's own consent dialog, which writes the consent cookie the analytics read: the provider's
 * own channel ('none') and a bank's customer in an ordinary browser (no bank frame to ask). It
 * opens by itself while statistics is unanswered, and again from the footer's button. A chunk of
 * its own (`CookieSettings` imports it after the first render): the dialog, its modal and their
 * dependencies are ~6 KB gzip the first screen does not need (issue 21).
 */
export default function OwnConsentDialog({
  distributor,
  onOpener,
}: {
  distributor: ConsentDistributor;
  /** Receives the function that opens the dialog again (the footer's cookie-settings button). */
  onOpener: (open: () => void) => void;
}) {
  const platform = usePlatform();
  const [statisticsAccepted, setStatisticsAccepted] = useState(
    () => readNoneConsentCookie(documentCookies()).statistics === "accepted",
  );
  const [open, setOpen] = useState(() => readNoneConsent(documentCookies()) === "UNANSWERED");
  useEffect(() => onOpener(() => setOpen(true)), [onOpener]);
  const dismiss = useCallback(() => setOpen(false), []);

  const answer = useCallback(
    (statistics: boolean) => {
      const consent = {
        ...readNoneConsentCookie(documentCookies()),
        statistics: statistics ? ("accepted" as const) : ("denied" as const),
      };
      // The answer holds for the whole site: the motorhome flow (/bobil/) and the product pages.
      // biome-ignore lint/suspicious/noDocumentCookie: Jøkul's format, which the provider's other pages read; the Cookie Store API is asynchronous and not in every browser.
      document.cookie = noneConsentCookie(consent, { path: "/" });
      setStatisticsAccepted(statistics);
      setOpen(false);
      platform?.analytics.setConsent(readConsent({ distributor }));
    },
    [distributor, platform],
  );

  // Without cookies no answer can be kept (Jøkul's dialog, too, stays away then).
  if (typeof navigator !== "undefined" && !navigator.cookieEnabled) return null;
  return (
    <CookieConsentDialog
      open={open}
      statisticsAccepted={statisticsAccepted}
      onAnswer={answer}
      onDismiss={dismiss}
    />
  );
}
