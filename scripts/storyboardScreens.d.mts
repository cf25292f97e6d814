export interface Baseline {
  step: string;
  project: string;
  file: string;
}
export interface ManifestScreen extends Baseline {
  width: number;
  fingerprint: string;
}
export interface ScreenManifestData {
  screens: ManifestScreen[];
  inputs: Record<string, string>;
}
export const screensDir: string;
export const manifestFile: string;
export const screenWidths: Record<string, number>;
export function stepViewFolder(step: string): string;
export function screenInputs(
  step: string,
  options: { root?: string; read?: (file: string) => string; steps: readonly string[] },
): string[];
export function screenFingerprints(
  steps: readonly string[],
  options?: { root?: string; read?: (file: string) => string },
): { fingerprints: Record<string, string>; inputs: Record<string, string> };
export function baselines(root?: string): Baseline[];
export function screenManifest(root?: string): ScreenManifestData;
export function writeScreenManifest(root?: string): ScreenManifestData;
