/**
 * The app's full-screen error page as HTML, for a page the server cannot start the app on: with
 * the database unreachable it knows neither the session nor the customer (issue 28 showed raw
 * JSON there). The same component and texts as the app's error page, without the app's script
 * (which would ask the database again), so the page is final until the customer reloads.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { layoutTexts } from "../core/texts/layout.ts";
import { FullScreenError } from "../src/components/full-screen-error/index.ts";
import { PageLayout } from "../src/components/page-layout/index.ts";
import { loginProductFor } from "../src/prerender/firstScreen.tsx";

export function unavailableScreenMarkup(pathname: string): string {
  const product = loginProductFor(pathname) ?? "bil";
  return renderToStaticMarkup(
    <PageLayout productName={layoutTexts.productName[product]}>
      {/* No script runs here: 'Gå tilbake' would do nothing; the link to the overview stays. */}
      <FullScreenError code="default" showBackButton={false} focusHeading={false} />
    </PageLayout>,
  );
}

/**
 * The built page (`index.html`) with `markup` in `#root` and without the app's scripts and
 * preloads; undefined when the page does not have the shape Vite writes.
 */
export function pageWithoutApp(html: string, markup: string): string | undefined {
  const root = /<div id="root">(.*)<\/div>$/m;
  if (!root.test(html)) return undefined;
  return html
    .replace(/^\s*<script type="module"[^>]*><\/script>\n?/gm, "")
    .replace(/^\s*<link rel="modulepreload"[^>]*>\n?/gm, "")
    .replace(root, () => `<div id="root">${markup}</div>`);
}
