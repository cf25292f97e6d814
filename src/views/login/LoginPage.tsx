import { LoginFrame } from "../../components/login-frame/LoginFrame.tsx";
import { loginTexts } from "../../texts/login.ts";

export function LoginPage({ product, loginUrl }: { product: "bil" | "bobil"; loginUrl: string }) {
  return (
    <main className="page">
      <h1>{loginTexts.title(product)}</h1>
      <p>{loginTexts.deliveredBy}</p>
      <p>{loginTexts.whyIdentify}</p>
      <LoginFrame src={loginUrl} allowedOrigin={window.location.origin} />
    </main>
  );
}
