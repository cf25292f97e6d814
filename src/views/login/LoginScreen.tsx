import { useEffect } from "react";
import type { ProductValue } from "../../../core/domain/products.ts";
import { loginTexts } from "../../../core/texts/login.ts";
import { markLoginPage } from "../../components/full-screen-error/index.ts";
import { defaultLoginFrameHeight, LoginFrame } from "../../components/login-frame/index.ts";
import { useDocumentTitle } from "../../components/page-layout/index.ts";

/** Any product of SPEC §1: the title names it. */
export type LoginProduct = ProductValue;

/**
 * SPEC §2: 'Sjekk pris på {product}forsikring' with the embedded login frame. `loginUrl`
 * undefined is the server's copy of this screen (src/prerender/firstScreen.tsx): an empty box of
 * the frame's first size stands for the frame, which comes with the app, so it loads once and
 * nothing moves when the app takes over.
 */
export function LoginScreen({ product, loginUrl }: { product: LoginProduct; loginUrl?: string }) {
  useDocumentTitle(loginTexts.title(product));
  // After the login this address loads anew: its 'Tilbake' must not lead back here (issue 29.22).
  useEffect(() => {
    if (loginUrl !== undefined) markLoginPage();
  }, [loginUrl]);
  return (
    <section className="login-page" aria-labelledby="login-title">
      <h1 id="login-title">{loginTexts.title(product)}</h1>
      <p>{loginTexts.deliveredBy}</p>
      <p>{loginTexts.whyIdentify}</p>
      {loginUrl === undefined ? (
        <div className="login-frame" style={{ height: `${defaultLoginFrameHeight}px` }} />
      ) : (
        <LoginFrame src={loginUrl} allowedOrigin={window.location.origin} />
      )}
    </section>
  );
}
