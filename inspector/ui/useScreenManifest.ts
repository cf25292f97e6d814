/**
 * Loads `screens/manifest.json` beside the inspector once; null while loading or when absent.
 * The code's fingerprints (`screens/fingerprints.json`) come from the inspector's build or its dev
 * server (inspector/vite.config.ts), so a screen taken from older code is marked stale.
 */

import { useEffect, useState } from "react";
import { parseScreenManifest, type ScreenManifest } from "../stepScreens.ts";

export const screensBase = `${import.meta.env.BASE_URL}screens/`;

export function useScreenManifest(): { manifest: ScreenManifest | null; loaded: boolean } {
  const [state, setState] = useState<{ manifest: ScreenManifest | null; loaded: boolean }>({
    manifest: null,
    loaded: false,
  });
  useEffect(() => {
    let cancelled = false;
    const text = (file: string) =>
      fetch(`${screensBase}${file}`)
        .then((response) => (response.ok ? response.text() : ""))
        .catch(() => "");
    Promise.all([text("manifest.json"), text("fingerprints.json")]).then(([manifest, current]) => {
      if (cancelled) return;
      let fingerprints: Record<string, string> = {};
      try {
        fingerprints = JSON.parse(current) as Record<string, string>;
      } catch {
        // Without the code's fingerprints every screen reads as not known to be current.
      }
      setState({ manifest: parseScreenManifest(manifest, fingerprints), loaded: true });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
