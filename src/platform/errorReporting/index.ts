export { configValue, missingConfigMessage } from "./appConfig.ts";
export {
  buildSentryOptions,
  type ErrorReportingSettings,
  type TrafficLevel,
} from "./options.ts";
export {
  createErrorReporter,
  type ErrorReporter,
  type ErrorReporterOptions,
  pageLoaded,
  type ReportLevel,
  type SentrySdk,
} from "./reporter.ts";
export { scrubBreadcrumb, scrubRecordingEvent, scrubSentryEvent, scrubSpan } from "./scrub.ts";
