/**
 * The storyboard's screenshots: `screens/manifest.json` beside the inspector (written by
 * scripts/inspectorScreens.mjs from `npm run screenshots`). Missing when no screenshots were
 * produced; the storyboard then says how to produce them.
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
  /** The address the screenshot was taken at. */
  url: string | null;
}

export interface ScreenManifest {
  generatedAt: string;
  screens: StepScreen[];
}

/** The manifest, or null when there is none (or the server answered with something else). */
export function parseScreenManifest(text: string): ScreenManifest | null {
  try {
    const data = JSON.parse(text) as Partial<ScreenManifest>;
    if (!Array.isArray(data.screens)) return null;
    const screens = data.screens.filter(
      (s): s is StepScreen =>
        typeof s === "object" &&
        s !== null &&
        typeof s.step === "string" &&
        typeof s.project === "string" &&
        typeof s.file === "string",
    );
    return { generatedAt: String(data.generatedAt ?? ""), screens };
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
