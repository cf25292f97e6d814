import { loginUrlFor, pageLoginUrl } from "../../api/auth.ts";
import { useResource } from "../../app/ApiContext.tsx";
import { useLocation } from "../../app/router.tsx";
import { FullScreenError } from "../../components/full-screen-error/index.ts";
import { Loader } from "../../components/loader/index.ts";
import { type LoginProduct, LoginScreen } from "./LoginScreen.tsx";

/**
 * The login page: with the login address the page came with, at once (the first render equals
 * the server's copy of the screen); otherwise after asking for it.
 */
export function LoginPage({ product }: { product: LoginProduct }) {
  const { pathname, search } = useLocation();
  const goto = `${pathname}${search}`;
  const known = pageLoginUrl(goto);
  if (known) return <LoginScreen product={product} loginUrl={known} />;
  return <AskedLoginPage product={product} goto={goto} />;
}

function AskedLoginPage({ product, goto }: { product: LoginProduct; goto: string }) {
  const login = useResource((api) => loginUrlFor(api, goto), [goto]);
  if (login.status === "loading") return <Loader />;
  // 'Gå tilbake' goes back (SPEC §2); asking for the login address again is 'Prøv igjen'.
  if (login.status === "error") return <FullScreenError code="generell" onRetry={login.retry} />;
  return <LoginScreen product={product} loginUrl={login.data.loginUrl} />;
}
