import { useEffect } from "react";

/**
 * What the app tells `public/boot.js` (plain JavaScript, which cannot import this) once React has
 * committed its first screen: the elements of a screen the server wrote now have the app's
 * handlers, so the clicks boot.js held meanwhile can be given to them.
 */
export const serverScreenTakenOverEvent = "kfp-app-took-over";

/** Told when the app could not start: boot.js stops holding clicks and drops the ones it holds. */
export const appStartFailedEvent = "kfp-app-start-failed";

/** Announces the first commit; rendered once, beside the app, by prepareApp. */
export function ServerScreenHandover() {
  useEffect(() => {
    window.dispatchEvent(new Event(serverScreenTakenOverEvent));
  }, []);
  return null;
}
