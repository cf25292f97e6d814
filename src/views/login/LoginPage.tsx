import { loginUrlFor } from "../../api/auth.ts";
import { useResource } from "../../app/ApiContext.tsx";
import { FullScreenError } from "../../components/full-screen-error/FullScreenError.tsx";
import { Loader } from "../../components/loader/Loader.tsx";
import { LoginFrame } from "../../components/login-frame/LoginFrame.tsx";
import { loginTexts } from "../../texts/login.ts";

/** SPEC §2: 'Sjekk pris på {product}forsikring' with the embedded login frame. */
export function LoginPage({ product }: { product: "bil" | "bobil" }) {
  const goto = `${window.location.pathname}${window.location.search}`;
  const login = useResource((api) => loginUrlFor(api, goto), [goto]);
  if (login.status === "loading") return <Loader />;
  if (login.status === "error") return <FullScreenError code="generell" onBack={login.retry} />;
  return (
    <section className="login-page" aria-labelledby="login-title">
      <h1 id="login-title">{loginTexts.title(product)}</h1>
      <p>{loginTexts.deliveredBy}</p>
      <p>{loginTexts.whyIdentify}</p>
      <LoginFrame src={login.data.loginUrl} allowedOrigin={window.location.origin} />
    </section>
  );
}
