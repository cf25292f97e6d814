import type { ComponentType } from "react";
import { BobilVerdiView } from "./bobil-verdi/BobilVerdiView.tsx";
import { BonusView } from "./bonus/BonusView.tsx";
import { BonusOverforingView } from "./bonus-overforing/BonusOverforingView.tsx";
import { EierView } from "./eier/EierView.tsx";
import { EierFnrView } from "./eier-fnr/EierFnrView.tsx";
import { EierNavnView } from "./eier-navn/EierNavnView.tsx";
import { LeasingView } from "./leasing/LeasingView.tsx";
import { ModellvelgerView } from "./modellvelger/ModellvelgerView.tsx";
import { Over23View } from "./over23/Over23View.tsx";
import { PantView } from "./pant/PantView.tsx";
import { SjekkBilInfoView } from "./sjekk-bil-info/SjekkBilInfoView.tsx";

/** Views of the vehicle and question steps, by state id. */
export const questionStepViews: Record<string, ComponentType> = {
  modellvelger: ModellvelgerView,
  bobilVerdi: BobilVerdiView,
  leasing: LeasingView,
  eier: EierView,
  eierNavn: EierNavnView,
  eierFnr: EierFnrView,
  pant: PantView,
  over23: Over23View,
  bonus: BonusView,
  sjekkBilInfo: SjekkBilInfoView,
  bonusOverforing: BonusOverforingView,
};
