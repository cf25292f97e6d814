import type { ErrorReportingSettings } from "../../src/platform/errorReporting/options.ts";
import { createScrubber } from "../../src/platform/privacy.ts";
import { knownNames } from "./personalData.ts";

/** The settings production passes to buildSentryOptions, for the tests that run the real SDK. */
export const productionReportingSettings: ErrorReportingSettings = {
  dsn: "https://key@errors.example.com/1",
  environment: "production",
  release: "test",
  scrubber: createScrubber(knownNames),
};
