import { useEffect, useState } from "react";
import { fetchLoginUrl, fetchSessionStatus, logout } from "../api/auth.ts";
import type { ApiClient } from "../api/client.ts";
import type { CustomerResponse } from "../api/contract/customer.ts";
import { fetchCustomer } from "../api/customer.ts";
import { Loader } from "../components/loader/Loader.tsx";
import { commonTexts } from "../texts/common.ts";
import { LoginPage } from "../views/login/LoginPage.tsx";
import { WelcomePage } from "../views/welcome/WelcomePage.tsx";

type Screen =
  | { name: "loading" }
  | { name: "login"; loginUrl: string }
  | { name: "customer"; customer: CustomerResponse }
  | { name: "error" };

/** SPEC §2: the motorhome variant is used when the location contains bobil. */
export const productFromPath = (path: string) => (path.includes("/bobil") ? "bobil" : "bil");

export function App({ api }: { api: ApiClient }) {
  const [screen, setScreen] = useState<Screen>({ name: "loading" });
  useEffect(() => {
    let active = true;
    const load = async () => {
      const status = await fetchSessionStatus(api);
      if (!status.kfpSessionId) {
        const { loginUrl } = await fetchLoginUrl(api, window.location.pathname);
        return { name: "login", loginUrl } as const;
      }
      return { name: "customer", customer: await fetchCustomer(api) } as const;
    };
    load().then(
      (next) => active && setScreen(next),
      () => active && setScreen({ name: "error" }),
    );
    return () => {
      active = false;
    };
  }, [api]);

  switch (screen.name) {
    case "loading":
      return <Loader />;
    case "login":
      return (
        <LoginPage product={productFromPath(window.location.pathname)} loginUrl={screen.loginUrl} />
      );
    case "customer":
      return (
        <WelcomePage
          customer={screen.customer}
          onLogout={() => {
            logout(api).then(({ logoutUrl }) => window.location.assign(logoutUrl));
          }}
        />
      );
    case "error":
      return (
        <main className="page">
          <h1>{commonTexts.genericErrorTitle}</h1>
          <p>{commonTexts.genericErrorLead}</p>
        </main>
      );
  }
}
