// @vitest-environment jsdom
/**
 * SPEC §8 "A missing configuration value warns in the console and reports 'AppConfig {name} has
 * no value'", where the app reads the value: the unauthorized address, asked when a session error
 * wants to send the browser there.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPlatform } from "../../src/app/platform.ts";
import { testConfig } from "../views/harness.tsx";
import { reportingSdk } from "./reportingSdk.ts";

afterEach(() => vi.restoreAllMocks());

async function platformWith(unauthorizedUrl: string) {
  const reported: string[] = [];
  const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  const platform = createPlatform(
    { ...testConfig, unauthorizedUrl, sentryDsn: "https://key@errors.example/1" },
    { hostname: "127.0.0.1", storage: sessionStorage },
    { loadErrorSdk: async () => reportingSdk(reported), whenPageLoaded: async () => {} },
  );
  platform.start();
  return { platform, reported, warned };
}

describe("16.9d a missing runtime-configuration value (SPEC §8)", () => {
  it("an empty unauthorizedUrl is warned about and reported once, when a session error asks for it", async () => {
    const { platform, reported, warned } = await platformWith("");
    expect(platform.unauthorizedUrl()).toBeUndefined();
    expect(platform.unauthorizedUrl()).toBeUndefined();
    await vi.waitFor(() =>
      expect(reported).toEqual(["message: AppConfig unauthorizedUrl has no value"]),
    );
    expect(warned.mock.calls).toEqual([["AppConfig unauthorizedUrl has no value"]]);
  });

  it("a configured unauthorizedUrl is given without a warning", async () => {
    const { platform, reported, warned } = await platformWith("/sandbox/uautorisert");
    expect(platform.unauthorizedUrl()).toBe("/sandbox/uautorisert");
    expect(reported).toEqual([]);
    expect(warned).not.toHaveBeenCalled();
  });
});
