import type { SentrySdk } from "../../src/platform/errorReporting/index.ts";

/** The error-reporting SDK's part that matters to these tests: what would be reported. */
export function reportingSdk(reported: string[]): SentrySdk {
  return {
    init: () => {},
    captureException: (error: unknown) => void reported.push(`exception: ${String(error)}`),
    captureMessage: (message: string) => void reported.push(`message: ${message}`),
    addEventProcessor: () => {},
    browserTracingIntegration: () => ({}),
    replayIntegration: () => ({}),
  } as unknown as SentrySdk;
}
