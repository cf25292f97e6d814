// The offer, purchase and receipt views as one lazily loaded chunk (see offerSteps.ts).
export { KilometerView } from "./kilometer/KilometerView.tsx";
export { KjopView } from "./kjop/KjopView.tsx";
export { KontaktinfoView } from "./kontaktinfo/KontaktinfoView.tsx";
export { KvitteringView } from "./kvittering/KvitteringView.tsx";
export { PrisView } from "./pris/PrisView.tsx";
export { RegnummerChassisnummerView } from "./regnummer-chassisnummer/RegnummerChassisnummerView.tsx";
export { SamtykkeView } from "./samtykke/SamtykkeView.tsx";
export { TilleggsdekningView } from "./tilleggsdekning/TilleggsdekningView.tsx";
export { TilpassView } from "./tilpass/TilpassView.tsx";
