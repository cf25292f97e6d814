// @vitest-environment jsdom
/**
 * Issue 31: on the login page the idle prefetch fetches the view chunks the build listed, into the
 * browser's cache for the page the login opens, and runs none of them (the login replaces the
 * page). Elsewhere it loads (runs) every group as before.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetchViewsWhenIdle, viewGroup } from "../../src/views/lazyView.ts";
import { viewChunksMetaName } from "../../src/views/viewChunks.ts";
import { waitLimitMs } from "../setup/patience.ts";

const listed = ["/app/assets/purchaseFlow-a1.js", "/app/assets/questionViews-b2.js"];

/** The page as prefetchViewsWhenIdle sees it, loaded, its idle periods coming at once. */
function loadedPage(): Window {
  return {
    document,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    setTimeout: (run: () => void) => setTimeout(run, 0),
    clearTimeout: (timer: number) => clearTimeout(timer),
    requestIdleCallback: (run: () => void) => {
      queueMicrotask(run);
      return 0;
    },
  } as unknown as Window;
}

const prefetchLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
    href: link.getAttribute("href"),
    crossOrigin: link.getAttribute("crossorigin"),
  }));

describe("the login page's idle prefetch", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("fetches the listed chunks without running any group; without fetchOnly it runs them", async () => {
    // document's `readyState` is "complete" in jsdom once the test runs.
    const meta = document.createElement("meta");
    meta.name = viewChunksMetaName;
    meta.content = listed.join(" ");
    document.head.append(meta);
    const importer = vi.fn(async () => ({ view: "step" }));
    const group = viewGroup(importer);

    prefetchViewsWhenIdle(loadedPage(), { fetchOnly: true });
    await vi.waitFor(() => expect(prefetchLinks()).toHaveLength(listed.length), {
      timeout: waitLimitMs,
      interval: 10,
    });
    expect(prefetchLinks()).toEqual(listed.map((href) => ({ href, crossOrigin: "" })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(importer).not.toHaveBeenCalled();
    expect(group.loaded()).toBeUndefined();

    prefetchViewsWhenIdle(loadedPage());
    await vi.waitFor(() => expect(group.loaded()).toEqual({ view: "step" }), {
      timeout: waitLimitMs,
      interval: 10,
    });
    // Running the groups adds no prefetch links of its own.
    expect(prefetchLinks()).toHaveLength(listed.length);
  });

  it("fetches nothing where the page lists no chunks (development, where Vite serves modules)", async () => {
    const importer = vi.fn(async () => ({ view: "step" }));
    viewGroup(importer);
    prefetchViewsWhenIdle(loadedPage(), { fetchOnly: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetchLinks()).toEqual([]);
    expect(importer).not.toHaveBeenCalled();
  });
});
