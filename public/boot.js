// Starts the app after the page's first paint. The server sends this script instead of the app's
// entry with a login screen it has written into the page (server/app.ts): the screen paints from
// the HTML, and the app's code, which would compete with the stylesheet for the network and the
// main thread, is fetched once it has (issue 9). `data-app-entry` names the entry.
const entry = document.querySelector("script[data-app-entry]")?.getAttribute("data-app-entry");
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry)));
