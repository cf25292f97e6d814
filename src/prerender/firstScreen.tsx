/**
 * The first screen of a customer without a session, as HTML the server puts in the page (issue 9):
 * the login page paints from the HTML, before the app's code has arrived, and is the page's
 * largest paint. The app renders the same screen first (the session status and the login address
 * come with the page) and hydrates this one (issue 31: it does not build the screen again); the
 * login frame then takes the place of a box of its size. tests/prerender/firstScreen.test.tsx keeps
 * the two equal.
 */
import { renderToString } from "react-dom/server";
import type { Distributor } from "../../core/contract/common.ts";
import { distributorVariant } from "../../core/domain/distributorVariants.ts";
import { layoutTexts } from "../../core/texts/layout.ts";
import type { Product } from "../../machines/types.ts";
import { locateInFlow, motorBasePath, offersPagePath } from "../app/flowLocation.ts";
import { Footer } from "../components/footer/index.ts";
import { PageLayout } from "../components/page-layout/index.ts";
import { LoginScreen } from "../views/login/LoginScreen.tsx";

/**
 * Which login page an address shows a customer without a session: the addresses App.tsx puts
 * behind the Gate (the flows, and an agreement's detail and reactivation pages and the offers
 * page, which show the car's); none for any other address (the not-found page).
 */
export function loginProductFor(pathname: string): Product | undefined {
  const flow = locateInFlow(pathname);
  if (flow) return flow.product;
  if (new RegExp(`^${motorBasePath}/detaljer/[^/]+(/paareg)?/?$`).test(pathname)) return "bil";
  if (pathname.replace(/\/+$/, "") === offersPagePath) return "bil";
  return undefined;
}

const rendered = new Map<string, string>();

/**
 * The login screen's HTML for this address, with React's hydration markers: the app hydrates it.
 * Undefined where the app shows something else to a customer without a session (another address,
 * or a bank that does not allow the login page). One per product and distributor: the server's
 * render has the frame's box, not the frame (`useHydrated` in `LoginScreen`), so the page's login
 * address is not in it.
 */
export function loginScreenMarkup(pathname: string, distributor: Distributor): string | undefined {
  const product = loginProductFor(pathname);
  const variant = distributorVariant(distributor);
  if (!product || !variant.mayUseLoginPage) return undefined;
  const key = `${product} ${distributor}`;
  let markup = rendered.get(key);
  if (markup === undefined) {
    markup = renderToString(
      <PageLayout
        productName={layoutTexts.productName[product]}
        footer={
          // Every distributor has the cookie-settings button (src/app/CookieSettings.tsx).
          <Footer contactInfo={undefined} onCookieSettings={() => {}} />
        }
      >
        <LoginScreen product={product} loginUrl="" />
      </PageLayout>,
    );
    rendered.set(key, markup);
  }
  return markup;
}
