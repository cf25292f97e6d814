import type { ApiClient } from "../../api/client.ts";
import { fetchMakes, fetchModels, fetchVariants } from "../../api/motor.ts";

/** The model picker's lists; a motorhome asks with `inkludereBobil`, so its makes are listed. */
export const loadMakes = (api: ApiClient, aar: number, motorhome: boolean) =>
  fetchMakes(api, aar, motorhome);

export const loadModels = (api: ApiClient, aar: number, merkekode: string, motorhome: boolean) =>
  fetchModels(api, aar, merkekode, motorhome);

export const loadVariants = (
  api: ApiClient,
  aar: number,
  merkekode: string,
  modellkode: string,
  motorhome: boolean,
) => fetchVariants(api, aar, merkekode, modellkode, motorhome);
