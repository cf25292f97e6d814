import { html } from "hono/html";

/** Markup from hono's `html` template: every interpolated string in it has been escaped. */
export type SandboxHtml = ReturnType<typeof html>;

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
<link rel="stylesheet" href="/sandbox/assets/sandbox.css">
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
