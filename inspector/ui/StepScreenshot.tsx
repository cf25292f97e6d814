/** One screenshot of a step (desktop or 360 px), or how to produce it when there is none. */
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
            "Ingen av de genererte stiene tok et skjermbilde av dette steget i denne størrelsen."
          ) : (
            <>
              Ingen skjermbilder ennå. Kjør <code>npm run screenshots</code> (stiene fra modellen i
              Chromium, desktop og 360 px), så <code>npm run inspector:build</code> eller{" "}
              <code>npm run inspector</code>.
            </>
          )}
        </div>
      )}
      <figcaption>
        {sizeLabels[size]}
        {screen?.url && (
          <>
            {" "}
            · <code>{screen.url}</code>
          </>
        )}
      </figcaption>
    </figure>
  );
}
