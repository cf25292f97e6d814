/**
 * Real users' page speed (issue 21): the Core Web Vitals of each page view (LCP, INP, CLS) and
 * the server's answer time (TTFB), measured by `web-vitals` in the customer's browser and sent
 * as analytics events, so the insurer sees what customers get rather than what a lab run gives.
 *
 * This module and the library are imported (`src/app/platform.ts`) only after the customer has
 * opted in to analytics, and only once the page has loaded: no code of it runs before consent,
 * and it is not part of the first screen's JavaScript. Its observers read the browser's buffered entries, so starting late loses nothing
 * of the load. The events go through `Analytics`, like every other: dropped after an opt-out,
 * scrubbed, and sent in the provider's batches.
 */
import { onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import type { WebVitalPayload } from "./events.ts";

/** What the metrics are reported with (the `web-vitals` module satisfies it). */
export interface WebVitalsLibrary {
  onLCP(report: (metric: ReportedMetric) => void): void;
  onINP(report: (metric: ReportedMetric) => void): void;
  onCLS(report: (metric: ReportedMetric) => void): void;
  onTTFB(report: (metric: ReportedMetric) => void): void;
}

/** The part of a `web-vitals` metric that is sent: nothing of its entries (elements, URLs). */
export interface ReportedMetric {
  name: string;
  value: number;
  rating: WebVitalPayload["rating"];
}

const webVitals: WebVitalsLibrary = { onCLS, onINP, onLCP, onTTFB };

export interface WebVitalsReportOptions {
  track: (payload: WebVitalPayload) => void;
  /** The page view's path (the address the page was loaded at, without query or fragment). */
  page: string;
  /** Tests report the metrics they choose; `web-vitals` otherwise. */
  load?: () => Promise<WebVitalsLibrary>;
  onError?: (error: unknown) => void;
}

/** Milliseconds as whole numbers; CLS, a unitless score, to three decimals. */
export function roundedMetricValue(name: string, value: number): number {
  return name === "CLS" ? Math.round(value * 1000) / 1000 : Math.round(value);
}

export function webVitalPayload(metric: ReportedMetric, page: string): WebVitalPayload {
  return {
    name: metric.name,
    value: roundedMetricValue(metric.name, metric.value),
    rating: metric.rating,
    page,
  };
}

/**
 * Loads `web-vitals` and reports LCP, INP, CLS and TTFB of this page view once each (the library
 * reports when the value is final: at the first input or when the page is hidden). Never throws
 * nor rejects: a fault is passed to `onError`.
 */
export async function reportWebVitals(options: WebVitalsReportOptions): Promise<void> {
  const onError = options.onError ?? ((error: unknown) => console.error(error));
  try {
    const vitals = options.load ? await options.load() : webVitals;
    const report = (metric: ReportedMetric) => {
      try {
        options.track(webVitalPayload(metric, options.page));
      } catch (error) {
        onError(error);
      }
    };
    vitals.onLCP(report);
    vitals.onINP(report);
    vitals.onCLS(report);
    vitals.onTTFB(report);
  } catch (error) {
    onError(error);
  }
}
