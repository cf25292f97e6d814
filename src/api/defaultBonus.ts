import { DefaultBonusResponse } from "../../core/contract/bonus.ts";
import type { ApiClient } from "./client.ts";

/** SPEC §3 `GET /motor/bil/defaultBonus`: the app root asks before the flow's code loads. */
export const defaultBonusPath = "/motor/bil/defaultBonus";

export const fetchDefaultBonus = (api: ApiClient) =>
  api.get(DefaultBonusResponse, defaultBonusPath);
