/** Loads `screens/manifest.json` beside the inspector once; null while loading or when absent. */
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
    fetch(`${screensBase}manifest.json`)
      .then((response) => (response.ok ? response.text() : ""))
      .catch(() => "")
      .then((text) => {
        if (!cancelled) setState({ manifest: parseScreenManifest(text), loaded: true });
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
