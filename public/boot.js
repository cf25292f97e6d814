// Starts the app after the page's first paint. The server sends this script instead of the app's
// entry with a screen it has written into the page (server/app.ts: the login screen, a saved
// offer's price page): the screen paints from the HTML, and the app's code, which would compete
// with the stylesheet for the network and the main thread, is fetched once it has (issue 9).
// `data-app-entry` names the entry; `data-app-preload` the modules the page as built preloads with
// it (the app's own chunk among them), fetched beside it instead of after it.
const script = document.querySelector("script[data-app-entry]");
const entry = script?.getAttribute("data-app-entry");
const preloads = (script?.getAttribute("data-app-preload") ?? "").split(" ").filter(Boolean);

// Until the app has taken the server's screen over, its elements have no handlers: a tap on a
// coverage would check a radio the app does not know of (and "Neste" would then go on with the
// saved one), and "Neste" itself would send the form as a page load. So every click on the screen
// but a link's (which works without the app) is held, and given to the app once it has told that
// React has committed its first screen (src/app/ServerScreenHandover.tsx). A click on a label is
// held before it reaches its radio, so nothing shows a choice that is not the app's.
const heldClicks = [];
const holdClick = (event) => {
  const target = event.target;
  if (!event.isTrusted || !(target instanceof Element) || !target.closest("#root")) return;
  if (target.closest("a[href]")) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  if (!heldClicks.includes(target)) heldClicks.push(target);
};
// A form with no submit button is sent by Enter without a click.
const holdSubmit = (event) => event.preventDefault();
window.addEventListener("click", holdClick, true);
window.addEventListener("submit", holdSubmit, true);
const stopHolding = () => {
  window.removeEventListener("click", holdClick, true);
  window.removeEventListener("submit", holdSubmit, true);
};
// The same element, or, where React rendered the screen anew, the one with its id or label's for.
const currentElement = (element) => {
  if (element.isConnected) return element;
  if (element.id) return document.getElementById(element.id);
  const labelFor = element.getAttribute("for");
  return labelFor ? document.querySelector(`label[for="${CSS.escape(labelFor)}"]`) : null;
};
window.addEventListener(
  "kfp-app-took-over",
  () => {
    stopHolding();
    // In a task of its own: the app announces it from React's effects.
    setTimeout(() => {
      for (const element of heldClicks.splice(0)) currentElement(element)?.click();
    });
  },
  { once: true },
);
window.addEventListener(
  "kfp-app-start-failed",
  () => {
    stopHolding();
    heldClicks.length = 0;
  },
  { once: true },
);

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
  import(entry).catch((error) => {
    window.dispatchEvent(new Event("kfp-app-start-failed"));
    throw error;
  });
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
