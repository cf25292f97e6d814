// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { loadMixpanelCore, loadMixpanelTransport } from "../../src/platform/analytics/mixpanel.ts";
import { createScrubber } from "../../src/platform/privacy.ts";

describe("mixpanel's core loader (the real SDK, imported on opt-in)", () => {
  it("loads and takes the settings of SPEC §9", async () => {
    const sdk = await loadMixpanelCore();
    await loadMixpanelTransport({
      projectKey: "test-project-key",
      scrubber: createScrubber(),
      loadSdk: async () => sdk,
    });
    const lib = sdk as unknown as { get_config: (name: string) => unknown };
    const config = (name: string) => lib.get_config(name);
    expect(config("token")).toBe("test-project-key");
    expect(config("batch_size")).toBe(50);
    expect(config("batch_flush_interval_ms")).toBe(5000);
    expect(config("ip")).toBe(false);
    expect(config("autocapture")).toBe(false);
    expect(config("track_pageview")).toBe(false);
  });
});
