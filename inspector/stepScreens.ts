/**
 * The storyboard's screens: committed baselines in inspector/public/screens/ with their
 * `manifest.json` (scripts/storyboardScreens.mjs, `npm run screens:update`): one screen per step
 * at 1280 and 360 px, each with the fingerprint of the code it was taken from. A screen whose
 * fingerprint is not the code's today is marked stale.
 */

import type { Product } from "../machines/types.ts";
import { flowBasePath } from "../src/app/flowLocation.ts";

export type ScreenSize = "desktop" | "phone";

export interface StepScreen {
  step: string;
  /** The Playwright project: `desktop` (1280 px) or `phone` (360 px). */
  project: string;
  /** Relative to `screens/`. */
  file: string;
  /** The code the screen was taken from (scripts/storyboardScreens.mjs). */
  fingerprint: string | null;
  /** Taken from older code than the step's today: the screen may no longer be what it shows. */
  stale: boolean;
}

export interface ScreenManifest {
  screens: StepScreen[];
}

/**
 * The manifest, or null when there is none (or the server answered with something else); each
 * screen marked stale when its fingerprint is not `current`'s for its step (the fingerprints of
 * the code the inspector is built from).
 */
export function parseScreenManifest(
  text: string,
  current: Readonly<Record<string, string>>,
): ScreenManifest | null {
  try {
    const data = JSON.parse(text) as { screens?: unknown };
    if (!Array.isArray(data.screens)) return null;
    const screens = (data.screens as Partial<StepScreen>[])
      .filter(
        (s) =>
          typeof s === "object" &&
          s !== null &&
          typeof s.step === "string" &&
          typeof s.project === "string" &&
          typeof s.file === "string",
      )
      .map((s) => {
        const fingerprint = typeof s.fingerprint === "string" ? s.fingerprint : null;
        return {
          step: s.step as string,
          project: s.project as string,
          file: s.file as string,
          fingerprint,
          stale: fingerprint === null || fingerprint !== current[s.step as string],
        };
      });
    return { screens };
  } catch {
    return null;
  }
}

export function screenOf(
  manifest: ScreenManifest | null,
  step: string,
  size: ScreenSize,
): StepScreen | null {
  return manifest?.screens.find((s) => s.step === step && s.project === size) ?? null;
}

/** Where the customer meets a step: the flow base and the step's `meta.path`. */
export function stepUrl(path: string, product: Product = "bil"): string {
  return `${flowBasePath(product)}${path}`;
}
