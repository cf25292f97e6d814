import type { ComponentType } from "react";
import { lazyView, viewGroup } from "./lazyView.ts";

/** The offer and purchase steps' code: one chunk, prefetched when idle after the first screen. */
export const offerViews = viewGroup(() => import("./offerViews.ts"));

/** Views of the price, adjustment, purchase and receipt steps, by state id. */
export const offerStepViews: Record<string, ComponentType> = {
  pris: lazyView(offerViews, (m) => m.PrisView),
  tilleggsdekning: lazyView(offerViews, (m) => m.TilleggsdekningView),
  tilpass: lazyView(offerViews, (m) => m.TilpassView),
  regnummerChassisnummer: lazyView(offerViews, (m) => m.RegnummerChassisnummerView),
  kilometer: lazyView(offerViews, (m) => m.KilometerView),
  kontaktinfo: lazyView(offerViews, (m) => m.KontaktinfoView),
  kjop: lazyView(offerViews, (m) => m.KjopView),
  samtykke: lazyView(offerViews, (m) => m.SamtykkeView),
  kvittering: lazyView(offerViews, (m) => m.KvitteringView),
};
