/**
 * A hold on the hydration of the parts marked `HydrateLater`, taken when React is to hydrate a page
 * the server rendered (prepareApp) and released after React's first commit has been painted.
 */
let hold: Promise<void> | undefined;

/** Holds `HydrateLater`'s parts back until the returned function is called. */
export function holdLaterHydration(): () => void {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  hold = promise;
  return () => {
    if (hold === promise) hold = undefined;
    resolve();
  };
}

/** The hold a `HydrateLater` part waits for, if any. */
export function heldHydration(): Promise<void> | undefined {
  return hold;
}
