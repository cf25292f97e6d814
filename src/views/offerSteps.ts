import type { ComponentType } from "react";
import { KilometerView } from "./kilometer/KilometerView.tsx";
import { KjopView } from "./kjop/KjopView.tsx";
import { KontaktinfoView } from "./kontaktinfo/KontaktinfoView.tsx";
import { KvitteringView } from "./kvittering/KvitteringView.tsx";
import { PrisView } from "./pris/PrisView.tsx";
import { RegnummerChassisnummerView } from "./regnummer-chassisnummer/RegnummerChassisnummerView.tsx";
import { SamtykkeView } from "./samtykke/SamtykkeView.tsx";
import { TilleggsdekningView } from "./tilleggsdekning/TilleggsdekningView.tsx";
import { TilpassView } from "./tilpass/TilpassView.tsx";

/** Views of the price, adjustment, purchase and receipt steps, by state id. */
export const offerStepViews: Record<string, ComponentType> = {
  pris: PrisView,
  tilleggsdekning: TilleggsdekningView,
  tilpass: TilpassView,
  regnummerChassisnummer: RegnummerChassisnummerView,
  kilometer: KilometerView,
  kontaktinfo: KontaktinfoView,
  kjop: KjopView,
  samtykke: SamtykkeView,
  kvittering: KvitteringView,
};
