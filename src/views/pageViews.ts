// The agreement pages (deep links from the overview) and the offers page (the menu), loaded as one chunk and prefetched when idle.
export { AgreementDetailsPage } from "./agreement-details/AgreementDetailsPage.tsx";
export { OffersPage } from "./offers/OffersPage.tsx";
export { ReactivatePage } from "./reactivate/ReactivatePage.tsx";
export { SoldElsewhereRoute } from "./sold-elsewhere/SoldElsewhereRoute.tsx";
