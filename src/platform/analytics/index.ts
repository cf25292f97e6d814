export {
  type IntroTextVariant,
  introTextExperiment,
  introTextVariant,
  introTextVariants,
} from "./abTest.ts";
export {
  type Analytics,
  type AnalyticsOptions,
  type AnalyticsTransport,
  createAnalytics,
  defaultMaxQueued,
  noTransport,
  sanitizeProperties,
} from "./analytics.ts";
export * from "./events.ts";
export { funnelStepFromMeta } from "./funnel.ts";
export {
  loadMixpanelCore,
  loadMixpanelTransport,
  type MixpanelLike,
  type MixpanelTransportOptions,
  mixpanelSettings,
  sanitizeMixpanelItem,
} from "./mixpanel.ts";
export { looksLikeUrl, maskUrlDigits, urlDigitPlaceholder } from "./urls.ts";
// webVitals.ts is not exported here: it loads on opt-in (src/app/platform.ts), not with this module.
