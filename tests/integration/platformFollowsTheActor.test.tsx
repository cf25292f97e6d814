// @vitest-environment jsdom
/**
 * Issue 30 item 6: what the platform learns from the app (the page views analytics counts, the
 * customer's identity) and the session's addresses from GET /distributor follow the app actor from
 * where it is created (createAppAt), not a component's effects: they arrive before React has
 * rendered anything, and the bridge component only renders the modal and the widget.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { waitFor } from "xstate";
import { sandboxForFile } from "../server/harness.ts";
import { platformCapturingAnalytics } from "./analyticsCapture.ts";
import { openApp } from "./harness.tsx";

const { server } = sandboxForFile(new Date());
afterEach(() => vi.restoreAllMocks());

describe("the platform follows the app actor, not React", () => {
  it("counts the first step's page view and takes the session's addresses before anything renders", async () => {
    const { platform, config } = platformCapturingAnalytics();
    const pageViews = vi.spyOn(platform.analytics, "trackPageView");
    const identified = vi.spyOn(platform.analytics, "identify");
    let renderedBefore: boolean | undefined;
    await openApp(server(), {
      persona: "vanlig",
      path: "/privat/forsikring/motor/bil/",
      platform,
      config,
      beforeRender: async (actor) => {
        await waitFor(actor, (snapshot) => snapshot.context.session.loggUtUrl !== undefined, {
          timeout: 60_000,
        });
        await vi.waitFor(() => expect(pageViews).toHaveBeenCalled(), { timeout: 60_000 });
        renderedBefore = document.body.textContent !== "";
      },
    });
    expect(renderedBefore).toBe(false);
    expect(identified).toHaveBeenCalledTimes(1);
    expect(pageViews.mock.calls[0]?.[0]).toMatchObject({ product: "bil" });
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
  });

  it("leaves the bridge component without effects of its own but the modal's", () => {
    const bridge = readFileSync(
      path.resolve(import.meta.dirname, "../../src/app/PlatformBridge.tsx"),
      "utf8",
    );
    expect(bridge.match(/useEffect\(/g)).toHaveLength(1);
    expect(bridge).not.toMatch(/\.analytics\.|session\.configure|\.subscribe\(/);
  });
});
