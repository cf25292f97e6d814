// The agreement pages (deep links from the overview), loaded as one chunk and prefetched when idle.
export { AgreementDetailsPage } from "./agreement-details/AgreementDetailsPage.tsx";
export { ReactivatePage } from "./reactivate/ReactivatePage.tsx";
export { SoldElsewhereRoute } from "./sold-elsewhere/SoldElsewhereRoute.tsx";
