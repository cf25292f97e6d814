/** Static files of the sandbox pages, served with long-lived caching off (they are tiny). */
export const sandboxAssets: Record<string, { type: string; body: string }> = {
  "sandbox.css": {
    type: "text/css; charset=utf-8",
    body: `
:root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1b1b1b; }
body { margin: 0; background: #fff; }
main { max-width: 40rem; padding: 1rem; }
h1 { font-size: 1.375rem; margin: 0 0 .5rem; }
p { line-height: 1.5; }
fieldset { border: 1px solid #c4c4c4; border-radius: 4px; margin: 0 0 1rem; padding: .5rem .75rem; }
legend { font-weight: 600; padding: 0 .25rem; }
label.person { display: flex; gap: .5rem; align-items: flex-start; padding: .4rem 0; cursor: pointer; }
label.person small { display: block; color: #4a4a4a; }
select { font: inherit; padding: .35rem; min-width: 12rem; }
.row { display: flex; flex-wrap: wrap; gap: 1rem; margin-bottom: 1rem; }
.row label { display: flex; flex-direction: column; gap: .25rem; font-weight: 600; }
button { font: inherit; font-weight: 600; padding: .6rem 1.4rem; border: 2px solid #1b1b1b; border-radius: 999px; background: #1b1b1b; color: #fff; cursor: pointer; }
button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible { outline: 3px solid #2f6fdb; outline-offset: 2px; }
.fnr { font-variant-numeric: tabular-nums; }
.error { color: #b3261e; font-weight: 600; }
`,
  },
  "login-frame.js": {
    type: "text/javascript; charset=utf-8",
    body: `
// Tells the embedding app how big the login frame's content is (SPEC §7, LOGINAPP_DIMENSIONS).
// The app may be another site (decision 0015): the server names its origin, empty when it is this
// one. Not document.referrer: the Referrer-Policy (same-origin) leaves it empty across sites.
const appOrigin = document.body.dataset.appOrigin || window.location.origin;
const post = () => {
  if (window.parent === window) return;
  const height = document.documentElement.scrollHeight;
  const width = document.documentElement.scrollWidth;
  window.parent.postMessage({ content: "LOGINAPP_DIMENSIONS", height, width }, appOrigin);
};
// The observer reports the first size after the first layout, and every change after it; no
// reading of sizes while the page is still loading, which would force a layout of its own.
new ResizeObserver(post).observe(document.documentElement);
`,
  },
};
