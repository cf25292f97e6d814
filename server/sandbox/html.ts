const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** A sandbox page: Norwegian, no inline script (the CSP forbids it), one shared stylesheet. */
export function sandboxPage(
  title: string,
  body: string,
  options: { script?: string; bodyData?: Record<string, string> } = {},
): string {
  const data = Object.entries(options.bodyData ?? {})
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join("");
  const script = options.script
    ? `<script type="module" src="/sandbox/assets/${options.script}"></script>`
    : "";
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/sandbox/assets/sandbox.css">
${script}
</head>
<body${data}>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
