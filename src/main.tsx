import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { fetchRuntimeConfig } from "./api/auth.ts";
import { createApiClient } from "./api/client.ts";
import { App } from "./app/App.tsx";
import "./styles/base.css";

async function start() {
  const config = await fetchRuntimeConfig(import.meta.env.BASE_URL);
  const api = createApiClient({ apiHost: config.kfpApiHost });
  const root = document.getElementById("root");
  if (!root) throw new Error("No #root element");
  createRoot(root).render(
    <StrictMode>
      <App api={api} />
    </StrictMode>,
  );
}

void start();
