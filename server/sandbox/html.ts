import { html, raw } from "hono/html";
import { sandboxAssets } from "./assets.ts";

/** Markup from hono's `html` template: every interpolated string in it has been escaped. */
export type SandboxHtml = ReturnType<typeof html>;

/**
 * The sandbox pages' stylesheet, in each page: as a file, the login frame (another site's page,
 * decision 0015) was at times laid out once with the browser's own styles before it arrived, and
 * moved by its margins when it did, a layout shift Lighthouse counts in the login page's CLS
 * (session 42). The CSP allows inline styles (React and Jøkul set style attributes).
 */
const stylesheet = raw(sandboxAssets["sandbox.css"]?.body ?? "");

/**
 * A sandbox page: Norwegian, no inline script (the CSP forbids it), one shared stylesheet. The
 * title and the data attributes are escaped by hono's `html` template; `body` must come from it
 * too, so a value from a request or the database never reaches the page unescaped.
 */
export function sandboxPage(
  title: string,
  body: SandboxHtml,
  options: { script?: string; bodyData?: Record<string, string> } = {},
): SandboxHtml {
  const data = Object.entries(options.bodyData ?? {}).map(
    ([key, value]) => html` data-${key}="${value}"`,
  );
  const script = options.script
    ? html`<script type="module" src="/sandbox/assets/${options.script}"></script>`
    : "";
  return html`<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${stylesheet}</style>
${script}
</head>
<body${data}>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
}
