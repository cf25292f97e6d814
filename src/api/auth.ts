import * as v from "valibot";
import type { ApiClient } from "./client.ts";
import {
  BankContactResponse,
  ClientContextResponse,
  DistributorResponse,
  LoginResponse,
  LogoutResponse,
  RuntimeConfig,
  SessionStatusResponse,
} from "./contract/auth.ts";

export const fetchSessionStatus = (api: ApiClient) =>
  api.get(SessionStatusResponse, "/auth/session-status");
export const fetchClientContext = (api: ApiClient) =>
  api.get(ClientContextResponse, "/auth/client-context");
export const fetchDistributor = (api: ApiClient) => api.get(DistributorResponse, "/distributor");
export const fetchBankContact = (api: ApiClient) =>
  api.get(BankContactResponse, "/auth/bankkontakt");

export const fetchLoginUrl = (api: ApiClient, goto: string) =>
  api.get(LoginResponse, "/auth/login", { goto });

export const logout = (api: ApiClient, goto?: string) =>
  api.post(LogoutResponse, "/auth/logout", goto ? { goto } : {});

/** The runtime configuration lives beside the app (it names the api host, so it cannot be on it). */
export async function fetchRuntimeConfig(
  appBaseUrl: string,
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  const response = await fetcher(`${appBaseUrl}runtime-config.json`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Runtime configuration: HTTP ${response.status}`);
  return v.parse(RuntimeConfig, await response.json());
}
