import type { ApiClient } from "../../api/client.ts";
import { MakesResponse, ModelsResponse, VariantsResponse } from "../../api/contract/motor.ts";
import { fetchMakes, fetchModels, fetchVariants } from "../../api/motor.ts";

/**
 * The model picker's lists. Cars use the shared calls of src/api/motor.ts; a motorhome needs
 * `inkludereBobil=true` (the server leaves motorhomes out otherwise), which those calls do not
 * pass yet, so the motorhome variant asks with the same paths and schemas plus that flag.
 */
const motorhomeQuery = { inkludereBobil: true } as const;

export const loadMakes = (api: ApiClient, aar: number, motorhome: boolean) =>
  motorhome
    ? api.get(MakesResponse, "/motor/bil/sok/merker", { aar, ...motorhomeQuery })
    : fetchMakes(api, aar);

export const loadModels = (api: ApiClient, aar: number, merkekode: string, motorhome: boolean) =>
  motorhome
    ? api.get(ModelsResponse, "/motor/bil/sok/modeller", { aar, merkekode, ...motorhomeQuery })
    : fetchModels(api, aar, merkekode);

export const loadVariants = (
  api: ApiClient,
  aar: number,
  merkekode: string,
  modellkode: string,
  motorhome: boolean,
) =>
  motorhome
    ? api.get(VariantsResponse, "/motor/bil/sok/varianter", {
        aar,
        merkekode,
        modellkode,
        ...motorhomeQuery,
      })
    : fetchVariants(api, aar, merkekode, modellkode);
