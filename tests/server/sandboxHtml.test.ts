import { html } from "hono/html";
import { describe, expect, it } from "vitest";
import { sandboxPage } from "../../server/sandbox/html.ts";

const hostile = `"><script>alert('x')</script>&`;
const escaped = "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;";

describe("sandboxPage (hono's html template)", () => {
  it("escapes a hostile value in the title, a data attribute and the body", async () => {
    const page = String(
      await sandboxPage(hostile, html`<p>${hostile}</p>`, {
        bodyData: { goto: hostile },
        script: "login-frame.js",
      }),
    );
    expect(page).not.toContain("<script>alert");
    expect(page).toContain(`<title>${escaped}</title>`);
    expect(page).toContain(`<h1>${escaped}</h1>`);
    expect(page).toContain(`<body data-goto="${escaped}">`);
    expect(page).toContain(`<p>${escaped}</p>`);
    // Markup of our own passes through as markup.
    expect(page).toContain('<script type="module" src="/sandbox/assets/login-frame.js"></script>');
  });

  it("keeps the page's own markup and Norwegian letters as they are", async () => {
    const page = String(await sandboxPage("Du er logget ut", html`<p>Takk for besøket.</p>`));
    expect(page.startsWith('<!doctype html>\n<html lang="nb">')).toBe(true);
    expect(page).toContain("<h1>Du er logget ut</h1>\n<p>Takk for besøket.</p>");
    expect(page).toContain("<body>");
  });
});
