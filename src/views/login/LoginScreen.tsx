import { useEffect } from "react";
import type { ProductValue } from "../../../core/domain/products.ts";
import { loginTexts } from "../../../core/texts/login.ts";
import { useHydrated } from "../../app/useHydrated.ts";
import { markLoginPage } from "../../components/full-screen-error/index.ts";
import { defaultLoginFrameHeight, LoginFrame } from "../../components/login-frame/index.ts";
import { useDocumentTitle } from "../../components/page-layout/index.ts";

/** Any product of SPEC §1: the title names it. */
export type LoginProduct = ProductValue;

/**
 * SPEC §2: 'Sjekk pris på {product}forsikring' with the embedded login frame. The server writes the
 * same screen into the page (src/prerender/firstScreen.tsx), with an empty box of the frame's first
 * size in the frame's place, and the app hydrates it (issue 31: it does not build the screen again);
 * the frame takes the box's place once the app has taken the screen over, so it loads once, and
 * nothing moves.
 */
export function LoginScreen({ product, loginUrl }: { product: LoginProduct; loginUrl: string }) {
  useDocumentTitle(loginTexts.title(product));
  const hydrated = useHydrated();
  // After the login this address loads anew: its 'Tilbake' must not lead back here (issue 29.22).
  useEffect(() => {
    markLoginPage();
  }, []);
  return (
    <section className="login-page" aria-labelledby="login-title">
      <h1 id="login-title">{loginTexts.title(product)}</h1>
      <p>{loginTexts.deliveredBy}</p>
      <p>{loginTexts.whyIdentify}</p>
      {hydrated ? (
        <LoginFrame src={loginUrl} />
      ) : (
        <div className="login-frame" style={{ height: `${defaultLoginFrameHeight}px` }} />
      )}
    </section>
  );
}
