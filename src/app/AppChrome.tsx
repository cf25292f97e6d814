import { useSelector } from "@xstate/react";
import { type ReactNode, useRef } from "react";
import { layoutTexts } from "../../core/texts/layout.ts";
import { readBankContact } from "../api/auth.ts";
import { fetchOfferOverview, readContactInfo } from "../api/lists.ts";
import { Footer } from "../components/footer/index.ts";
import { NavigationMenu } from "../components/navigation-menu/index.ts";
import { PageLayout } from "../components/page-layout/index.ts";
import { UnionProgrammeMark } from "../components/union-mark/index.ts";
import { opensThroughBankApp } from "../platform/bankAppDetection.ts";
import {
  hasInsuranceOverview,
  useCachedResource,
  useResource,
  useServices,
} from "./ApiContext.tsx";
import { AppActorContext } from "./AppActorContext.ts";
import { useCookieSettings } from "./CookieSettings.tsx";
import { useDistributorInfo } from "./DistributorInfo.tsx";
import { useLinkEnvironment } from "./LinkEnvironment.tsx";
import { useLocation } from "./router.tsx";
import { useHydrated } from "./useHydrated.ts";

/** The menu needs a logged-in customer: offers count, bank domain and login context. */
function LoggedInMenu() {
  const { config } = useServices();
  const location = useLocation();
  const distributor = AppActorContext.useSelector((snapshot) => snapshot.context.distributor);
  const loginContext = AppActorContext.useSelector((snapshot) => snapshot.context.loginContext);
  // The badge counts open offers: asked again when the flow saves a new offer or buys one.
  const flow = AppActorContext.useSelector((snapshot) => snapshot.children.purchase);
  const savedOffer = useSelector(flow, (snapshot) => snapshot?.context.avtalenummer ?? null);
  const boughtOffer = useSelector(
    flow,
    (snapshot) => snapshot?.context.purchaseResult?.avtalenummer ?? null,
  );
  const offers = useResource(fetchOfferOverview, [savedOffer, boughtOffer]);
  // While the count is asked again, the last one stays: the menu does not blink.
  const offerCount = useRef(0);
  if (offers.status === "ready") offerCount.current = offers.data.tilbud.length;
  const bank = useCachedResource(readBankContact, []);
  const distributorInfo = useDistributorInfo();
  // The root chart decides when logging out is possible (its session child is running). The
  // child starts after the page's load event, which may come while React hydrates a page the
  // server rendered without it; the item shows once hydration is done.
  const app = AppActorContext.useActorRef();
  const hydrated = useHydrated();
  const canLogOut =
    AppActorContext.useSelector((snapshot) => snapshot.can({ type: "session.logout" })) && hydrated;
  return (
    <NavigationMenu
      onLogout={canLogOut ? () => app.send({ type: "session.logout" }) : undefined}
      offerCount={offerCount.current}
      hasOverview={hasInsuranceOverview(config)}
      distributor={distributor}
      nettbankUrl={
        distributorInfo.status === "ready" ? distributorInfo.data.info.nettbankUrl : undefined
      }
      domene={bank.status === "ready" ? bank.data.domene : undefined}
      loginContext={loginContext ?? undefined}
      currentPath={location.pathname}
    />
  );
}

/** Layout, menu (for logged-in customers) and footer around every page. */
export function AppChrome({ children }: { children: ReactNode }) {
  const onCookieSettings = useCookieSettings();
  const product = AppActorContext.useSelector((snapshot) => snapshot.context.product);
  const loggedIn = AppActorContext.useSelector((snapshot) => snapshot.context.customer !== null);
  const unionMember = AppActorContext.useSelector(
    (snapshot) => snapshot.context.customer?.isLoMedlem === true,
  );
  const contact = useCachedResource(readContactInfo, []);
  const { loginContext, bankApp } = useLinkEnvironment();
  return (
    <PageLayout
      productName={
        product === "bobil" ? layoutTexts.productName.bobil : layoutTexts.productName.bil
      }
      productMark={unionMember ? <UnionProgrammeMark /> : undefined}
      navigation={loggedIn ? <LoggedInMenu /> : undefined}
      footer={
        <Footer
          contactInfo={contact.status === "ready" ? contact.data : undefined}
          onCookieSettings={onCookieSettings}
          labelContactLinks={
            bankApp !== undefined &&
            opensThroughBankApp({ loginContext, insideApp: bankApp.insideApp })
          }
          onExternalLink={(event, href) => {
            if (!bankApp) return;
            const opening = { loginContext, insideApp: bankApp.insideApp, bridge: bankApp.bridge };
            if (!opensThroughBankApp(opening)) return;
            event.preventDefault();
            // The bridge's code is not first-screen code (issue 21): it loads on the click.
            void import("../platform/bankAppBridge.ts").then(({ openLinkThroughBankApp }) =>
              openLinkThroughBankApp(href, window.location.href, opening),
            );
          }}
        />
      }
    >
      {children}
    </PageLayout>
  );
}
