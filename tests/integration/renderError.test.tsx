// @vitest-environment jsdom
/**
 * SPEC §8: a top-level error boundary shows the generic error, and the error is reported. The
 * whole app against the sandbox, with the login page's view made to throw while it renders (the
 * only stand-in here: nothing the sandbox answers makes a view throw).
 */
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sandboxForFile } from "../server/harness.ts";
import { platformCapturingAnalytics } from "./analyticsCapture.ts";
import { openApp } from "./harness.tsx";

const renderFailure = new Error("Påloggingssiden kunne ikke vises");
vi.mock("../../src/views/login/LoginScreen.tsx", () => ({
  LoginScreen: () => {
    throw renderFailure;
  },
}));

const { server } = sandboxForFile(new Date());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("a render that throws (SPEC §8)", () => {
  it("shows the generic error page and reports the error with the component stack", async () => {
    // React tells the console of an error a boundary caught; the test is about the page and the report.
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { platform } = platformCapturingAnalytics();
    const reported = vi.spyOn(platform.reporter, "captureException");
    await openApp(server(), { path: "/privat/forsikring/motor/bil/", platform });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Noe har gått galt" }),
    ).toBeTruthy();
    expect(screen.getByText("Prøv igjen, eller ta kontakt med oss")).toBeTruthy();
    expect(reported).toHaveBeenCalledWith(
      renderFailure,
      expect.objectContaining({ componentStack: expect.stringContaining("LoginScreen") }),
    );
  });
});
