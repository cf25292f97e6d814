// The question-step views as one lazily loaded chunk (see questionSteps.ts and lazyView.ts).
export { BobilVerdiView } from "./bobil-verdi/BobilVerdiView.tsx";
export { BonusView } from "./bonus/BonusView.tsx";
export { BonusOverforingView } from "./bonus-overforing/BonusOverforingView.tsx";
export { EierView } from "./eier/EierView.tsx";
export { EierFnrView } from "./eier-fnr/EierFnrView.tsx";
export { EierNavnView } from "./eier-navn/EierNavnView.tsx";
export { LeasingView } from "./leasing/LeasingView.tsx";
export { ModellvelgerView } from "./modellvelger/ModellvelgerView.tsx";
export { Over23View } from "./over23/Over23View.tsx";
export { PantView } from "./pant/PantView.tsx";
export { SjekkBilInfoView } from "./sjekk-bil-info/SjekkBilInfoView.tsx";
