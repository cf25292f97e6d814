/**
 * The first screen of a customer without a session, as HTML the server puts in the page (issue 9):
 * the login page paints from the HTML, before the app's code has arrived, and is the page's
 * largest paint. The app renders the same screen first (the session status and the login address
 * come with the page), so nothing changes when it takes over but the login frame, which takes the
 * place of a box of its size. tests/prerender/firstScreen.test.tsx keeps the two equal.
 */
import { renderToStaticMarkup } from "react-dom/server";
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
 * The login screen's HTML for this address, or undefined where the app shows something else to a
 * customer without a session (another address, or a bank that does not allow the login page).
 */
export function loginScreenMarkup(pathname: string, distributor: Distributor): string | undefined {
  const product = loginProductFor(pathname);
  const variant = distributorVariant(distributor);
  if (!product || !variant.mayUseLoginPage) return undefined;
  const key = `${product} ${distributor}`;
  let markup = rendered.get(key);
  if (markup === undefined) {
    markup = renderToStaticMarkup(
      <PageLayout
        productName={layoutTexts.productName[product]}
        footer={
          // Every distributor has the cookie-settings button (src/app/CookieSettings.tsx).
          <Footer contactInfo={undefined} onCookieSettings={() => {}} />
        }
      >
        <LoginScreen product={product} />
      </PageLayout>,
    );
    rendered.set(key, markup);
  }
  return markup;
}
