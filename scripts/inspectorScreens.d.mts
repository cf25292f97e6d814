export interface ScreenshotEntry {
  project: string;
  step: string;
  /** Relative to the screenshots directory. */
  file: string;
  url: string | null;
  alert: boolean;
}
export const screenshotsDir: string;
export const screensDir: string;
export const screenshotIndex: string;
export function chooseScreens(entries: readonly ScreenshotEntry[]): ScreenshotEntry[];
export function collectScreens(options?: { from?: string; to?: string }): number;
