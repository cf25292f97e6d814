import { lazyView, viewGroup } from "./lazyView.ts";

/** The agreement pages' and the offers page's code: one chunk, prefetched when idle after the first screen. */
export const pageViews = viewGroup(() => import("./pageViews.ts"));

export const AgreementDetailsPage = lazyView(pageViews, (m) => m.AgreementDetailsPage);
export const OffersPage = lazyView(pageViews, (m) => m.OffersPage);
export const ReactivatePage = lazyView(pageViews, (m) => m.ReactivatePage);
export const SoldElsewhereRoute = lazyView(pageViews, (m) => m.SoldElsewhereRoute);
