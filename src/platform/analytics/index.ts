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
  experimentLogKey,
  noTransport,
  sanitizeProperties,
} from "./analytics.ts";
export * from "./events.ts";
export { funnelStepFromMeta } from "./funnel.ts";
export { looksLikeUrl, maskUrlDigits, urlDigitPlaceholder } from "./urls.ts";
// mixpanel.ts and webVitals.ts are not exported here: they load on opt-in (src/app/platform.ts),
// not with this module.
