// Starts the app after the page's first paint. The server sends this script instead of the app's
// entry with a screen it has written into the page (server/app.ts: the login screen, a saved
// offer's price page): the screen paints from the HTML, and the app's code, which would compete
// with the stylesheet for the network and the main thread, is fetched once it has (issue 9).
// `data-app-entry` names the entry; `data-app-preload` the modules the page as built preloads with
// it (the app's own chunk among them), fetched beside it instead of after it.
const script = document.querySelector("script[data-app-entry]");
const entry = script?.getAttribute("data-app-entry");
const preloads = (script?.getAttribute("data-app-preload") ?? "").split(" ").filter(Boolean);
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  for (const href of preloads) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
  import(entry);
};
// The first contentful paint as the browser reports it, once the frame is on screen: a frame
// that is still being presented would otherwise race the entry's download on a busy machine.
if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: "paint", buffered: true });
  // A page that never paints content (it should not happen) still starts.
  setTimeout(start, 3000);
} else {
  requestAnimationFrame(() => setTimeout(start));
}
