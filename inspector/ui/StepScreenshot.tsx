/**
 * One screenshot of a step (desktop or 360 px), marked when it is older than the step's code, or
 * how to produce it when there is none.
 */
import { type ScreenManifest, type ScreenSize, screenOf } from "../stepScreens.ts";
import { screensBase } from "./useScreenManifest.ts";

const sizeLabels: Record<ScreenSize, string> = {
  desktop: "Desktop (1280 px)",
  phone: "Mobil (360 px)",
};

export function StepScreenshot({
  manifest,
  loaded,
  stepId,
  stepName,
  size,
}: {
  manifest: ScreenManifest | null;
  loaded: boolean;
  stepId: string;
  stepName: string;
  size: ScreenSize;
}) {
  const screen = screenOf(manifest, stepId, size);
  return (
    <figure className={`screen screen--${size}`}>
      {screen?.stale && (
        <p className="screen__stale" role="status" data-testid={`screen-stale-${size}`}>
          Utdatert: koden bak dette steget er endret etter at bildet ble tatt, så skjermen kan se
          annerledes ut nå. Ta bildene på nytt med <code>npm run screens:update</code>.
        </p>
      )}
      {screen ? (
        <a href={`${screensBase}${screen.file}`} target="_blank" rel="noreferrer">
          <img
            src={`${screensBase}${screen.file}`}
            alt={`Skjermbilde av «${stepName}», ${sizeLabels[size]}`}
            loading="lazy"
          />
        </a>
      ) : (
        <div className="screen__placeholder" data-testid={`screen-placeholder-${size}`}>
          {!loaded ? (
            "Henter skjermbilder …"
          ) : manifest ? (
            <>
              Dette steget har ikke noe skjermbilde i denne størrelsen ennå. Ta bildene med{" "}
              <code>npm run screens:update</code>.
            </>
          ) : (
            <>
              Fant ikke skjermbildene (<code>screens/manifest.json</code>). De ligger i git under{" "}
              <code>inspector/public/screens/</code>; <code>npm run screens:update</code> tar dem på
              nytt.
            </>
          )}
        </div>
      )}
      <figcaption>{sizeLabels[size]}</figcaption>
    </figure>
  );
}
