/**
 * Every analytics event of SPEC §3 "Analytics event payloads", as data: the categories are the
 * event names sent to the provider, the payloads are typed, and each builder returns the event.
 */

export const analyticsCategories = [
  "AB-test",
  "Anbefaling",
  "Knappetrykk",
  "Tilbakemelding",
  "Skjemainput",
  "GjennomfortKjop",
  "Kjopssperre",
  "NBO visning",
  "Sidevisning",
  "Komponentvisning",
  "Statistikk",
  "$experiment_started",
] as const;
export type AnalyticsCategory = (typeof analyticsCategories)[number];

export type AnalyticsValue = string | number | boolean | null | undefined | AnalyticsValue[];
export type AnalyticsProperties = Record<string, AnalyticsValue>;

export interface AnalyticsEvent {
  name: AnalyticsCategory;
  properties: AnalyticsProperties;
}

export interface PageViewPayload {
  /** The path (digits are masked before sending). */
  page: string;
  product: string;
  /** From the active step's `meta.funnelStep`. */
  funnelStep?: number;
}
export interface ComponentViewPayload {
  name: string;
  page?: string;
  product?: string;
}
export interface ButtonClickPayload {
  type: string;
  name: string;
  event: string;
  id?: string;
}
export interface PurchaseBlockPayload {
  type: string;
  name: string;
  event: string;
}
export interface RecommendationPayload {
  productType: string;
  recommendedProducts: string[];
}
export interface CompletedPurchasePayload {
  productType: string;
  productName: string;
  extras: string[];
}
export interface NextBestOfferPayload {
  page: string;
  product: string;
  customerProducts: string[];
  mainNboProduct?: string;
  subNboProducts: string[];
  filteredProductsDueToActiveAgreements: string[];
  controlGroup: boolean;
  presentedModule?: string;
  fallback: boolean;
}
export interface FeedbackPayload {
  feedback: string | number | Array<string | number>;
  page: string;
  product: string;
}
export interface FormInputPayload {
  field: string;
  /** Only choices and non-personal values; text is scrubbed anyway. */
  value: string | number | boolean;
}
export interface AbTestPayload {
  name: string;
  variant: string;
  page: string;
}
export interface StatisticsPayload {
  name: string;
  value: string | number | boolean;
}
/** A real user's page-speed metric (issue 21), sent as a statistic with its rating and page. */
export interface WebVitalPayload {
  /** LCP, INP, CLS or TTFB. */
  name: string;
  /** Milliseconds, or the layout-shift score for CLS. */
  value: number;
  rating: "good" | "needs-improvement" | "poor";
  /** The page view's path (digits are masked before sending). */
  page: string;
}

const event = (name: AnalyticsCategory, properties: object): AnalyticsEvent => ({
  name,
  properties: properties as AnalyticsProperties,
});

export const pageViewEvent = (payload: PageViewPayload) => event("Sidevisning", payload);
export const componentViewEvent = (payload: ComponentViewPayload) =>
  event("Komponentvisning", payload);
export const buttonClickEvent = (payload: ButtonClickPayload) => event("Knappetrykk", payload);
export const purchaseBlockEvent = (payload: PurchaseBlockPayload) => event("Kjopssperre", payload);
export const recommendationEvent = (payload: RecommendationPayload) => event("Anbefaling", payload);
export const completedPurchaseEvent = (payload: CompletedPurchasePayload) =>
  event("GjennomfortKjop", payload);
export const nextBestOfferEvent = (payload: NextBestOfferPayload) => event("NBO visning", payload);
export const feedbackEvent = (payload: FeedbackPayload) => event("Tilbakemelding", payload);
export const formInputEvent = (payload: FormInputPayload) => event("Skjemainput", payload);
export const statisticsEvent = (payload: StatisticsPayload) => event("Statistikk", payload);
export const webVitalEvent = (payload: WebVitalPayload) => event("Statistikk", payload);
/** The A/B test: our own category plus the provider's experiment event. */
export const abTestEvents = (payload: AbTestPayload): AnalyticsEvent[] => [
  event("AB-test", payload),
  event("$experiment_started", {
    "Experiment name": payload.name,
    "Variant name": payload.variant,
  }),
];
